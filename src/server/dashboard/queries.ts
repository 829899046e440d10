import 'server-only';
import { and, count, eq, gte, inArray, isNull, lte, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { LOW_RATING_MAX, OPEN_LEAD_STATUSES } from '@/lib/admin-limits';
import { startOfToday } from '@/lib/time-zone';
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

export type DashboardCounts = {
  locations: number;
  contactsToday: number;
  cateringToday: number;
  /** Catering inquiries nobody has answered yet, whenever they came (the Quick Access figure). */
  cateringNew: number;
  reservationsToday: number;
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

/**
 * The dashboard's counts, read in parallel (spec section 7): its six, and the catering inquiries
 * still new that the Quick Access card names.
 */
export async function getDashboardCounts(db: Db, now = new Date()): Promise<DashboardCounts> {
  const today = startOfToday(now);
  const [
    locationCount,
    contactsToday,
    cateringToday,
    reservationsToday,
    openLeads,
    reviews,
    cateringNew,
  ] = await Promise.all([
    safeCount(db, 'locations', locations),
    safeCount(db, 'contacts', contactInquiries, gte(contactInquiries.createdAt, today)),
    safeCount(db, 'catering', inquiriesCatering, gte(inquiriesCatering.createdAt, today)),
    safeCount(db, 'reservations', reservations, gte(reservations.createdAt, today)),
    safeCount(db, 'leads', leadsFranchise, inArray(leadsFranchise.status, OPEN_LEAD_STATUSES)),
    safeCount(
      db,
      'reviews',
      reviewsFeedback,
      // Low ratings still waiting for someone to address them.
      and(lte(reviewsFeedback.rating, LOW_RATING_MAX), isNull(reviewsFeedback.addressedAt)),
    ),
    safeCount(db, 'catering new', inquiriesCatering, eq(inquiriesCatering.status, 'new')),
  ]);
  return {
    locations: locationCount,
    contactsToday,
    cateringToday,
    cateringNew,
    reservationsToday,
    openLeads,
    reviewsNeedingResponse: reviews,
  };
}
