import 'server-only';
import { and, asc, count, desc, eq, gte, ilike, lt, or, type SQL } from 'drizzle-orm';
import { INBOX_FILTERS, INBOX_STATUSES, type InboxKind, type InboxRow } from '@/lib/inbox';
import { nextDate, startOfDate } from '@/lib/time-zone';
import type { InboxFilter } from '@/schemas/admin/inbox';
import type { DbOrTx } from '../db/client';
import { likePattern } from '../db/like';
import { contactInquiries, locations } from '../db/schema';
import { INBOX_DEFINITIONS } from './definitions';

export const INBOX_PAGE_SIZE = 50;
/** The board shows this many leads at most (newest first); the table pages through all. */
export const BOARD_LIMIT = 500;

type Filter = Omit<InboxFilter, 'page' | 'view'>;

/** The filter as SQL; values a kind does not offer (or does not know) are ignored. */
function whereOf(kind: InboxKind, filter: Filter): SQL | undefined {
  const { columns, statusIs } = INBOX_DEFINITIONS[kind];
  const offers = INBOX_FILTERS[kind];
  const conditions: SQL[] = [];
  if (filter.q) {
    const pattern = likePattern(filter.q);
    const search = or(...columns.search.map((column) => ilike(column, pattern)));
    if (search) conditions.push(search);
  }
  if ((INBOX_STATUSES[kind] as readonly string[]).includes(filter.status))
    conditions.push(statusIs(filter.status));
  if (columns.type && offers.type?.includes(filter.type))
    conditions.push(eq(columns.type, filter.type));
  if (columns.position && offers.position?.includes(filter.position))
    conditions.push(eq(columns.position, filter.position));
  if (columns.location && filter.location) conditions.push(eq(columns.location, filter.location));
  if (columns.rating && filter.rating) conditions.push(eq(columns.rating, filter.rating));
  if (filter.from) conditions.push(gte(columns.createdAt, startOfDate(filter.from)));
  if (filter.to) conditions.push(lt(columns.createdAt, startOfDate(nextDate(filter.to))));
  return conditions.length ? and(...conditions) : undefined;
}

function orderOf(kind: InboxKind, sort: Filter['sort']) {
  const { columns } = INBOX_DEFINITIONS[kind];
  if (sort === 'oldest') return [asc(columns.createdAt), asc(columns.id)];
  if (sort === 'name') return [asc(columns.name), desc(columns.createdAt), asc(columns.id)];
  return [desc(columns.createdAt), desc(columns.id)];
}

/** Location slugs and their English names, for filters and to name a submission's location. */
export async function locationNames(db: DbOrTx): Promise<Map<string, string>> {
  const rows = await db
    .select({ slug: locations.slug, name: locations.nameEn })
    .from(locations)
    .orderBy(asc(locations.sort), asc(locations.nameEn));
  return new Map(rows.map((r) => [r.slug, r.name]));
}

async function selectRows(
  db: DbOrTx,
  kind: InboxKind,
  filter: Filter,
  limit: number,
  offset: number,
): Promise<InboxRow[]> {
  const definition = INBOX_DEFINITIONS[kind];
  const [rows, names] = await Promise.all([
    db
      .select()
      .from(definition.table)
      .where(whereOf(kind, filter))
      .orderBy(...orderOf(kind, filter.sort))
      .limit(limit)
      .offset(offset),
    locationNames(db),
  ]);
  return rows.map((row) => definition.toRow(row as Record<string, unknown>, names));
}

/** One page of an inbox as filtered on its screen, with the total and the location options. */
export async function listInbox(db: DbOrTx, kind: InboxKind, filter: InboxFilter) {
  const { table } = INBOX_DEFINITIONS[kind];
  const where = whereOf(kind, filter);
  const [totalRow] = await db.select({ n: count() }).from(table).where(where);
  const total = totalRow?.n ?? 0;
  const board = filter.view === 'board';
  const pageSize = board ? BOARD_LIMIT : INBOX_PAGE_SIZE;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const page = board ? 1 : Math.min(filter.page, pages);
  const [rows, names] = await Promise.all([
    selectRows(db, kind, filter, pageSize, (page - 1) * pageSize),
    locationNames(db),
  ]);
  return {
    rows,
    total,
    page,
    pages: board ? 1 : pages,
    locations: [...names].map(([slug, name]) => ({ slug, name })),
  };
}

/** Every submission the screen's filter shows, for the CSV export. */
export async function allInbox(db: DbOrTx, kind: InboxKind, filter: Filter) {
  return selectRows(db, kind, filter, 100_000, 0);
}

/** Where a contact inquiry's attachment is stored, and how it is sent; null when it has none. */
export async function findContactAttachment(db: DbOrTx, id: string) {
  const [row] = await db
    .select({
      key: contactInquiries.attachmentKey,
      name: contactInquiries.attachmentName,
      mime: contactInquiries.attachmentMimeType,
    })
    .from(contactInquiries)
    .where(eq(contactInquiries.id, id));
  return row?.key ? { key: row.key, name: row.name, mime: row.mime } : null;
}
