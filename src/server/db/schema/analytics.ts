import 'server-only';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { ANALYTICS_KINDS } from '../../../lib/analytics-kinds';
import { inList } from './columns';

/**
 * Conversion counts per day (src/http/analytics-counter.mts): what happened, on which page, for
 * which location, in which language, how many times. Nothing about who.
 */
export const analyticsDaily = pgTable(
  'analytics_daily',
  {
    day: date('day').notNull(),
    kind: text('kind', { enum: ANALYTICS_KINDS }).notNull(),
    /** The page of a view, or the form of a submission; '' otherwise. */
    page: text('page').notNull().default(''),
    locationSlug: text('location_slug').notNull().default(''),
    language: text('language').notNull().default(''),
    count: integer('count').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.kind, t.page, t.locationSlug, t.language] }),
    index('analytics_daily_day_idx').on(t.day),
    inList('analytics_daily', 'kind', ANALYTICS_KINDS),
    check('analytics_daily_count_positive', sql`${t.count} >= 0`),
  ],
);
