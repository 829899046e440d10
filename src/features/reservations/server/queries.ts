import 'server-only';
import { and, asc, count, eq, gte, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { nextDate } from '@/lib/time-zone';
import {
  bookableDates,
  dayProblem,
  HOLDING_STATUSES,
  occupancy,
  openSlots,
  takesReservations,
  type BookingLocation,
} from '@/features/reservations/rules/reservations';
import type { DbOrTx } from '../../../server/db/client';
import { locations, reservations } from '../../../server/db/schema';
import type { ViewerScope } from '@/lib/location-scope';

/** The most bookings one day's list shows (a restaurant group's busiest day is well under). */
export const DAY_LIST_LIMIT = 300;
/** The most requests waiting for an answer listed at once (the badge counts them all). */
export const PENDING_LIST_LIMIT = 50;

/** Only these restaurants' bookings (staff limited to restaurants); null: all. */
function inRestaurants({ slugs }: ViewerScope): SQL | undefined {
  if (slugs === null) return undefined;
  return slugs.length > 0 ? inArray(reservations.locationSlug, [...slugs]) : sql`false`;
}

/** One day's bookings, by time: what the restaurant is expecting (or was, for a past day). */
export async function listReservationsOn(db: DbOrTx, date: string, viewer: ViewerScope) {
  return db
    .select()
    .from(reservations)
    .where(and(eq(reservations.reservationDate, date), inRestaurants(viewer)))
    .orderBy(
      asc(reservations.reservationTime),
      asc(reservations.locationSlug),
      asc(reservations.id),
    )
    .limit(DAY_LIST_LIMIT);
}

/** Requests from today on that wait for staff's answer, soonest first, and how many there are. */
export async function listPendingRequests(db: DbOrTx, today: string, viewer: ViewerScope) {
  const where = and(
    eq(reservations.status, 'pending'),
    gte(reservations.reservationDate, today),
    inRestaurants(viewer),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(reservations)
      .where(where)
      .orderBy(asc(reservations.reservationDate), asc(reservations.reservationTime))
      .limit(PENDING_LIST_LIMIT),
    db.select({ n: count() }).from(reservations).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** How many requests from today on wait for an answer (the navigation's badge, the dashboard). */
export async function countPendingRequests(
  db: DbOrTx,
  today: string,
  viewer: ViewerScope,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(reservations)
    .where(
      and(
        eq(reservations.status, 'pending'),
        gte(reservations.reservationDate, today),
        inRestaurants(viewer),
      ),
    );
  return row?.n ?? 0;
}

export type ReservationRow = typeof reservations.$inferSelect;

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
  turnTimes: locations.turnTimes,
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

/**
 * The guests at their tables at each of a day's times: every booking that holds its place
 * (declined and cancelled do not), counted through its party's turn time; `except` leaves one
 * booking out (the one being changed).
 */
export async function bookedGuests(
  db: DbOrTx,
  location: BookingLocationRow,
  date: string,
  { except }: { except?: string } = {},
): Promise<Map<string, number>> {
  const rows = await db
    .select({ time: reservations.reservationTime, partySize: reservations.partySize })
    .from(reservations)
    .where(
      and(
        eq(reservations.locationSlug, location.slug),
        eq(reservations.reservationDate, date),
        inArray(reservations.status, HOLDING_STATUSES),
        except ? ne(reservations.id, except) : undefined,
      ),
    );
  return occupancy(location, date, rows);
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
  const booked = await bookedGuests(db, location, date);
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
