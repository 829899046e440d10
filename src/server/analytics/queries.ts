import 'server-only';
import { and, asc, desc, eq, gte, lte, ne, sql, sum } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { analyticsDaily } from '../db/schema';

/** The first day of a period ending today. */
export function periodStart(today: string, days: number): string {
  const first = new Date(`${today}T00:00:00Z`);
  first.setUTCDate(first.getUTCDate() - (days - 1));
  return first.toISOString().slice(0, 10);
}

/** Every day of a period, first to last. */
export function periodDays(today: string, days: number): string[] {
  const start = new Date(`${periodStart(today, days)}T00:00:00Z`);
  return Array.from({ length: days }, (_, i) => {
    const day = new Date(start);
    day.setUTCDate(start.getUTCDate() + i);
    return day.toISOString().slice(0, 10);
  });
}

const total = sql<number>`${sum(analyticsDaily.count)}::int`;

/**
 * The page-view rows the dashboard lists at most: every public page in both languages, with room
 * for many more locations, yet a bounded table.
 */
export const PAGE_ROWS_MAX = 100;

/**
 * The dashboard's conversions over a period: each location's clicks (order, call, directions,
 * reserve) and form submissions per day, and the pages' views per language, most viewed first.
 */
export async function readConversions(db: DbOrTx, today: string, days: number) {
  const from = periodStart(today, days);
  const inPeriod = and(gte(analyticsDaily.day, from), lte(analyticsDaily.day, today));
  const [events, pages] = await Promise.all([
    db
      .select({
        day: analyticsDaily.day,
        kind: analyticsDaily.kind,
        locationSlug: analyticsDaily.locationSlug,
        count: total,
      })
      .from(analyticsDaily)
      .where(and(inPeriod, ne(analyticsDaily.kind, 'page_view')))
      .groupBy(analyticsDaily.day, analyticsDaily.kind, analyticsDaily.locationSlug)
      .orderBy(asc(analyticsDaily.day)),
    db
      .select({ page: analyticsDaily.page, language: analyticsDaily.language, count: total })
      .from(analyticsDaily)
      .where(and(inPeriod, eq(analyticsDaily.kind, 'page_view')))
      .groupBy(analyticsDaily.page, analyticsDaily.language)
      .orderBy(desc(total), asc(analyticsDaily.page))
      .limit(PAGE_ROWS_MAX),
  ]);
  return { from, to: today, days: periodDays(today, days), events, pages };
}
export type Conversions = Awaited<ReturnType<typeof readConversions>>;

/** Every count of a period, for the CSV export. */
export async function readAnalyticsRows(db: DbOrTx, today: string, days: number) {
  return db
    .select()
    .from(analyticsDaily)
    .where(and(gte(analyticsDaily.day, periodStart(today, days)), lte(analyticsDaily.day, today)))
    .orderBy(
      asc(analyticsDaily.day),
      asc(analyticsDaily.kind),
      asc(analyticsDaily.locationSlug),
      asc(analyticsDaily.page),
      asc(analyticsDaily.language),
    );
}
