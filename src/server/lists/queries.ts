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
    .select()
    .from(table)
    .where(where)
    .orderBy(desc(table.createdAt), desc(table.id))
    .limit(LIST_PAGE_SIZE)
    .offset(offset);
  return {
    rows: rows.map((r) => ({
      ...r,
      createdAt: r.createdAt.toISOString(),
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
    .select()
    .from(table)
    .where(whereOf(filter))
    .orderBy(desc(table.createdAt), desc(table.id));
}
