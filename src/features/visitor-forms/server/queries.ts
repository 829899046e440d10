import 'server-only';
import { and, asc, count, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { INBOX_FILTERS, INBOX_STATUSES, type InboxKind, type InboxRow } from '@/lib/inbox';
import { nextDate, startOfDate } from '@/lib/time-zone';
import type { InboxFilter } from '@/features/visitor-forms/schemas/inbox';
import type { DbOrTx } from '@/server/db/client';
import { likePattern } from '@/server/db/like';
import { contactInquiries } from '@/server/db/schema';
import { INBOX_DEFINITIONS } from './inbox-definitions';
import type { ViewerScope } from '@/lib/location-scope';
import { locationClocks, locationNames } from '@/server/locations/queries';
import { pageOf } from '@/lib/paging';

export const INBOX_PAGE_SIZE = 50;
/** The board shows this many leads at most (newest first); the table pages through all. */
export const BOARD_LIMIT = 500;

type Filter = Omit<InboxFilter, 'page' | 'view'>;

/**
 * The restaurants (slugs) a staff member limited to some sees: only the items that name one of
 * them; null for staff of the whole brand.
 */
export type InboxScope = readonly string[] | null;

/** The filter as SQL; values a kind does not offer (or does not know) are ignored. */
function whereOf(kind: InboxKind, filter: Filter, scope: InboxScope): SQL | undefined {
  const { columns, statusIs } = INBOX_DEFINITIONS[kind];
  const offers = INBOX_FILTERS[kind];
  const conditions: SQL[] = [];
  if (scope !== null) {
    // An item that names none of their restaurants (or none at all) is not theirs.
    conditions.push(
      columns.location && scope.length > 0 ? inArray(columns.location, [...scope]) : sql`false`,
    );
  }
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

async function selectRows(
  db: DbOrTx,
  kind: InboxKind,
  filter: Filter,
  scope: InboxScope,
  limit: number,
  offset: number,
): Promise<InboxRow[]> {
  const definition = INBOX_DEFINITIONS[kind];
  const [rows, clocks] = await Promise.all([
    db
      .select()
      .from(definition.table)
      .where(whereOf(kind, filter, scope))
      .orderBy(...orderOf(kind, filter.sort))
      .limit(limit)
      .offset(offset),
    locationClocks(db),
  ]);
  const names = new Map(clocks.map((c) => [c.slug, c.name]));
  const zones = new Map(clocks.map((c) => [c.slug, c.timezone]));
  return rows.map((row) => {
    const slug = (row as { locationSlug?: string | null }).locationSlug ?? null;
    // Its restaurant's clock: the console shows when it came in there.
    const timeZone = (slug && zones.get(slug)) || null;
    return { ...definition.toRow(row as Record<string, unknown>, names), timeZone };
  });
}

/** One page of an inbox as filtered on its screen, with the total and the location options. */
export async function listInbox(
  db: DbOrTx,
  kind: InboxKind,
  filter: InboxFilter,
  viewer: ViewerScope,
) {
  const scope = viewer.slugs;
  const { table } = INBOX_DEFINITIONS[kind];
  const where = whereOf(kind, filter, scope);
  const [totalRow] = await db.select({ n: count() }).from(table).where(where);
  const total = totalRow?.n ?? 0;
  const board = filter.view === 'board';
  const pageSize = board ? BOARD_LIMIT : INBOX_PAGE_SIZE;
  // The board shows its first cards whatever page the list was on.
  const { page, pages, offset } = pageOf(total, board ? 1 : filter.page, pageSize);
  const [rows, names] = await Promise.all([
    selectRows(db, kind, filter, scope, pageSize, offset),
    locationNames(db),
  ]);
  return {
    rows,
    total,
    page,
    pages: board ? 1 : pages,
    locations: [...names]
      .filter(([slug]) => scope === null || scope.includes(slug))
      .map(([slug, name]) => ({ slug, name })),
  };
}

/** Every submission the screen's filter shows, for the CSV export. */
export async function allInbox(db: DbOrTx, kind: InboxKind, filter: Filter, viewer: ViewerScope) {
  return selectRows(db, kind, filter, viewer.slugs, 100_000, 0);
}

/**
 * Where a contact inquiry's attachment is stored, and how it is sent; null when it has none (or,
 * for staff limited to restaurants, when the inquiry is not about one of theirs).
 */
export async function findContactAttachment(db: DbOrTx, id: string, viewer: ViewerScope) {
  const scope = viewer.slugs;
  const [row] = await db
    .select({
      key: contactInquiries.attachmentKey,
      name: contactInquiries.attachmentName,
      mime: contactInquiries.attachmentMimeType,
      locationSlug: contactInquiries.locationSlug,
    })
    .from(contactInquiries)
    .where(eq(contactInquiries.id, id));
  if (scope !== null && (!row || !scope.includes(row.locationSlug))) return null;
  return row?.key ? { key: row.key, name: row.name, mime: row.mime } : null;
}
