import 'server-only';
import {
  and,
  count,
  eq,
  gte,
  inArray,
  isNull,
  lte,
  notInArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { LOW_RATING_MAX, OPEN_LEAD_STATUSES } from '@/lib/admin-limits';
import { BUSINESS_TIME_ZONE, startOfToday, todayDate } from '@/lib/time-zone';
import type { Db } from '../db/client';
import {
  contactInquiries,
  inquiriesCatering,
  leadsFranchise,
  locations,
  reservations,
  reviewsFeedback,
} from '../db/schema';
import { logger } from '../logger';
import type { ViewerScope } from '@/lib/location-scope';

export type DashboardCounts = {
  locations: number;
  contactsToday: number;
  cateringToday: number;
  /** Catering inquiries nobody has answered yet, whenever they came (the Quick Access figure). */
  cateringNew: number;
  reservationsToday: number;
  /** Table requests from today on that nobody has confirmed or declined yet. */
  pendingReservations: number;
  openLeads: number;
  reviewsNeedingResponse: number;
};

/** Spec: a failed count is logged and shows 0; the others still show. */
async function safeCount(db: Db, name: string, table: PgTable, where?: SQL): Promise<number> {
  try {
    const [row] = await db.select({ n: count() }).from(table).where(where);
    return row?.n ?? 0;
  } catch (error) {
    logger.error({ err: error, count: name }, 'dashboard count failed');
    return 0;
  }
}

type Clock = { slug: string; timezone: string };

/**
 * Arrived today, each by its own restaurant's day (a Los Angeles booking made at 10 PM there is
 * today's there, though it is tomorrow in Detroit); what names no restaurant by the brand's day.
 */
function arrivedToday(
  column: AnyPgColumn,
  createdAt: AnyPgColumn,
  clocks: readonly Clock[],
  now: Date,
): SQL {
  const byZone = new Map<string, string[]>();
  for (const clock of clocks)
    byZone.set(clock.timezone, [...(byZone.get(clock.timezone) ?? []), clock.slug]);
  const own = [...byZone].map(([zone, slugs]) =>
    and(inArray(column, slugs), gte(createdAt, startOfToday(now, zone))),
  );
  const slugs = clocks.map((clock) => clock.slug);
  const elsewhere = and(
    slugs.length > 0 ? or(isNull(column), notInArray(column, slugs)) : undefined,
    gte(createdAt, startOfToday(now, BUSINESS_TIME_ZONE)),
  );
  return or(...own, elsewhere)!;
}

/** Only these restaurants' rows (staff limited to restaurants); nothing when none. */
function within(column: AnyPgColumn, slugs: readonly string[] | null): SQL | undefined {
  if (slugs === null) return undefined;
  return slugs.length > 0 ? inArray(column, [...slugs]) : sql`false`;
}

/**
 * The dashboard's counts, read in parallel (spec section 7): its six, and the catering inquiries
 * still new that the Quick Access card names. "Today" is each restaurant's own day. For staff limited
 * to restaurants (`viewer`) only those restaurants' figures; the brand's (franchise leads)
 * are 0 for them.
 */
export async function getDashboardCounts(
  db: Db,
  now: Date,
  viewer: ViewerScope,
): Promise<DashboardCounts> {
  const slugs = viewer.slugs;
  const clocks = await db
    .select({ slug: locations.slug, timezone: locations.timezone })
    .from(locations);
  const today = (column: AnyPgColumn, createdAt: AnyPgColumn) =>
    and(arrivedToday(column, createdAt, clocks, now), within(column, slugs));
  const [
    locationCount,
    contactsToday,
    cateringToday,
    reservationsToday,
    openLeads,
    reviews,
    cateringNew,
    pendingReservations,
  ] = await Promise.all([
    safeCount(db, 'locations', locations, within(locations.slug, slugs)),
    safeCount(
      db,
      'contacts',
      contactInquiries,
      today(contactInquiries.locationSlug, contactInquiries.createdAt),
    ),
    safeCount(
      db,
      'catering',
      inquiriesCatering,
      today(inquiriesCatering.locationSlug, inquiriesCatering.createdAt),
    ),
    safeCount(
      db,
      'reservations',
      reservations,
      today(reservations.locationSlug, reservations.createdAt),
    ),
    slugs === null
      ? safeCount(db, 'leads', leadsFranchise, inArray(leadsFranchise.status, OPEN_LEAD_STATUSES))
      : 0,
    safeCount(
      db,
      'reviews',
      reviewsFeedback,
      // Low ratings still waiting for someone to address them.
      and(
        lte(reviewsFeedback.rating, LOW_RATING_MAX),
        isNull(reviewsFeedback.addressedAt),
        within(reviewsFeedback.locationSlug, slugs),
      ),
    ),
    safeCount(
      db,
      'catering new',
      inquiriesCatering,
      and(eq(inquiriesCatering.status, 'new'), within(inquiriesCatering.locationSlug, slugs)),
    ),
    safeCount(
      db,
      'reservations pending',
      reservations,
      and(
        eq(reservations.status, 'pending'),
        gte(reservations.reservationDate, todayDate(now)),
        within(reservations.locationSlug, slugs),
      ),
    ),
  ]);
  return {
    locations: locationCount,
    contactsToday,
    cateringToday,
    cateringNew,
    reservationsToday,
    pendingReservations,
    openLeads,
    reviewsNeedingResponse: reviews,
  };
}
