import 'server-only';
import { count, desc, ilike } from 'drizzle-orm';
import type { ListFilter, SignupList } from '@/schemas/admin/lists';
import type { DbOrTx } from '../db/client';
import { likePattern } from '../db/like';
import { bronxNotifyList, newsletterSubscribers } from '../db/schema';
import { pageOf } from '@/lib/paging';

export const LIST_PAGE_SIZE = 50;

export function signupTable(list: SignupList) {
  // Both lists have the same columns (id, email, language, created_at).
  return (
    list === 'bronx' ? bronxNotifyList : newsletterSubscribers
  ) as typeof newsletterSubscribers;
}

function whereOf(filter: Pick<ListFilter, 'list' | 'q'>) {
  const table = signupTable(filter.list);
  return filter.q ? ilike(table.email, likePattern(filter.q)) : undefined;
}

/** A sign-up's columns as the console shows them: never its confirmation link's key. */
function shownColumns(table: typeof newsletterSubscribers) {
  return {
    id: table.id,
    email: table.email,
    language: table.language,
    confirmedAt: table.confirmedAt,
    createdAt: table.createdAt,
    ...(table === (bronxNotifyList as unknown)
      ? { locationSlug: bronxNotifyList.locationSlug }
      : {}),
  };
}

/** The location an opening notice is for (the newsletter has none). */
function openingOf(row: object): string | null {
  return 'locationSlug' in row ? String(row.locationSlug) : null;
}

/** Newest sign-up first, searched by e-mail, one page at a time. */
export async function listSignups(db: DbOrTx, filter: ListFilter) {
  const table = signupTable(filter.list);
  const where = whereOf(filter);
  const [totalRow] = await db.select({ n: count() }).from(table).where(where);
  const total = totalRow?.n ?? 0;
  const { page, pages, offset } = pageOf(total, filter.page, LIST_PAGE_SIZE);
  const rows = await db
    .select(shownColumns(table))
    .from(table)
    .where(where)
    .orderBy(desc(table.createdAt), desc(table.id))
    .limit(LIST_PAGE_SIZE)
    .offset(offset);
  return {
    rows: rows.map((r) => ({
      ...r,
      createdAt: r.createdAt.toISOString(),
      confirmedAt: r.confirmedAt?.toISOString() ?? null,
      locationSlug: openingOf(r),
    })),
    total,
    page,
    pages,
  };
}
export type SignupRow = Awaited<ReturnType<typeof listSignups>>['rows'][number];

/** Every entry the screen's filter shows (for the CSV export), newest first. */
export async function allSignups(db: DbOrTx, filter: Pick<ListFilter, 'list' | 'q'>) {
  const table = signupTable(filter.list);
  return db
    .select(shownColumns(table))
    .from(table)
    .where(whereOf(filter))
    .orderBy(desc(table.createdAt), desc(table.id));
}
