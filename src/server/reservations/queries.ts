import 'server-only';
import { and, count, desc, eq, inArray, sql, sum } from 'drizzle-orm';
import { HOLDING_STATUSES, type BookingLocation } from '@/lib/reservations';
import type { DbOrTx } from '../db/client';
import { locations, reservations } from '../db/schema';

export const RESERVATIONS_PAGE_SIZE = 50;

/** Newest reservation date first (spec), a page at a time. */
export async function listReservations(db: DbOrTx, requestedPage: number) {
  const [totalRow] = await db.select({ n: count() }).from(reservations);
  const total = totalRow?.n ?? 0;
  const pages = Math.max(1, Math.ceil(total / RESERVATIONS_PAGE_SIZE));
  const page = Math.min(Math.max(1, requestedPage), pages);
  const rows = await db
    .select()
    .from(reservations)
    .orderBy(
      desc(reservations.reservationDate),
      desc(reservations.reservationTime),
      desc(reservations.id),
    )
    .limit(RESERVATIONS_PAGE_SIZE)
    .offset((page - 1) * RESERVATIONS_PAGE_SIZE);
  return { rows, total, page, pages };
}
export type ReservationRow = Awaited<ReturnType<typeof listReservations>>['rows'][number];

const bookingColumns = {
  slug: locations.slug,
  nameEn: locations.nameEn,
  nameAr: locations.nameAr,
  phones: locations.phones,
  comingSoon: locations.comingSoon,
  reservationsEnabled: locations.reservationsEnabled,
  bookingHours: locations.bookingHours,
  slotMinutes: locations.slotMinutes,
  maxPartySize: locations.maxPartySize,
  guestsPerSlot: locations.guestsPerSlot,
  hoursJson: locations.hoursJson,
  specialHours: locations.specialHours,
  timezone: locations.timezone,
};

export type BookingLocationRow = BookingLocation & {
  slug: string;
  nameEn: string;
  nameAr: string;
  phones: string[];
};

/**
 * A published location's booking rules. With `lock`, its row stays locked until the transaction
 * ends, so that two requests for its last places are counted one after the other.
 */
export async function readBookingLocation(
  db: DbOrTx,
  slug: string,
  { lock = false } = {},
): Promise<BookingLocationRow | undefined> {
  const query = db
    .select(bookingColumns)
    .from(locations)
    .where(and(eq(locations.slug, slug), eq(locations.published, true)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** The guests already holding each time of a location's day (declined and cancelled do not). */
export async function bookedGuests(
  db: DbOrTx,
  slug: string,
  date: string,
): Promise<Map<string, number>> {
  const rows = await db
    .select({
      time: reservations.reservationTime,
      guests: sql<number>`${sum(reservations.partySize)}::int`,
    })
    .from(reservations)
    .where(
      and(
        eq(reservations.locationSlug, slug),
        eq(reservations.reservationDate, date),
        inArray(reservations.status, HOLDING_STATUSES),
      ),
    )
    .groupBy(reservations.reservationTime);
  return new Map(rows.map((r) => [r.time, Number(r.guests)]));
}
