import 'server-only';
import { and, count, desc, eq, inArray, sql, sum } from 'drizzle-orm';
import { nextDate } from '@/lib/time-zone';
import {
  bookableDates,
  dayProblem,
  HOLDING_STATUSES,
  openSlots,
  takesReservations,
  type BookingLocation,
} from '@/lib/reservations';
import type { DbOrTx } from '../db/client';
import { locations, reservations } from '../db/schema';

export const RESERVATIONS_PAGE_SIZE = 50;

/**
 * Newest reservation date first (spec), a page at a time; with `slugs`, only those restaurants'
 * (staff limited to restaurants).
 */
export async function listReservations(
  db: DbOrTx,
  requestedPage: number,
  slugs: readonly string[] | null = null,
) {
  const where =
    slugs === null
      ? undefined
      : slugs.length > 0
        ? inArray(reservations.locationSlug, [...slugs])
        : sql`false`;
  const [totalRow] = await db.select({ n: count() }).from(reservations).where(where);
  const total = totalRow?.n ?? 0;
  const pages = Math.max(1, Math.ceil(total / RESERVATIONS_PAGE_SIZE));
  const page = Math.min(Math.max(1, requestedPage), pages);
  const rows = await db
    .select()
    .from(reservations)
    .where(where)
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

/**
 * What the reservation page offers for one location, day and party: the day's problem (past, too
 * far, closed) or its open times. Read at request time: it changes with every booking.
 */
export async function readReservationDay(
  db: DbOrTx,
  slug: string,
  date: string,
  partySize: number,
  now = new Date(),
) {
  const location = await readBookingLocation(db, slug);
  if (!location || !takesReservations(location)) return null;
  const problem = dayProblem(location, date, now);
  if (problem) return { location, problem, slots: [] };
  const booked = await bookedGuests(db, slug, date);
  return { location, problem: null, slots: openSlots(location, date, partySize, booked, now) };
}

/** How many days the page looks ahead for the first one with a time left, when none is asked. */
const FIRST_DAY_LOOKAHEAD = 14;

/** The first day from today with a time left for the party (else today), and what it offers. */
export async function readFirstOpenDay(
  db: DbOrTx,
  slug: string,
  partySize: number,
  now = new Date(),
) {
  const location = await readBookingLocation(db, slug);
  if (!location || !takesReservations(location)) return null;
  const first = bookableDates(location, now).first;
  let date = first;
  for (let ahead = 0; ahead < FIRST_DAY_LOOKAHEAD; ahead += 1) {
    const day = await readReservationDay(db, slug, date, partySize, now);
    if (day && !day.problem && day.slots.length > 0) return { date, day };
    date = nextDate(date);
  }
  return { date: first, day: await readReservationDay(db, slug, first, partySize, now) };
}
