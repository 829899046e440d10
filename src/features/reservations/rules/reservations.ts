import {
  hoursOn,
  minutesOf,
  rangeLength,
  timeOf,
  weekdayOf,
  type TimeRange,
} from '../../../lib/hours';
import type { SpecialHours, WeeklyHours } from '../../../lib/hours';
import type { ReservationStatus } from '../../../lib/enums';
import { zonedNow } from '../../../lib/time-zone';
import { turnMinutes, type TurnTime } from '../../../lib/booking-settings';

/**
 * Reservation requests: which days and times a location offers, and whether a request fits. The
 * same rules serve the public form (the times it offers), the server (what it accepts) and the
 * console's phone bookings.
 */

/** How far ahead a table may be asked for. */
export const RESERVATION_DAYS_AHEAD = 60;
/** A table today is asked for at least this long before its time. */
export const RESERVATION_LEAD_MINUTES = 30;
/** Requests that take their guests' places in a slot (a declined or cancelled one frees them). */
export const HOLDING_STATUSES = [
  'pending',
  'confirmed',
  'seated',
] as const satisfies readonly ReservationStatus[];
/** What staff may do next with a reservation in each status. */
export const NEXT_STATUSES: Partial<Record<ReservationStatus, readonly ReservationStatus[]>> = {
  pending: ['confirmed', 'declined', 'cancelled'],
  confirmed: ['seated', 'no_show', 'declined', 'cancelled'],
};
/** Bookings whose time and party staff may still change (or cancel). */
export const CHANGEABLE_STATUSES = [
  'pending',
  'confirmed',
] as const satisfies readonly ReservationStatus[];

export type BookingLocation = {
  reservationsEnabled: boolean;
  comingSoon: boolean;
  /** Bookable hours per weekday; null: the opening hours. */
  bookingHours: WeeklyHours | null;
  slotMinutes: number;
  maxPartySize: number;
  guestsPerSlot: number;
  hoursJson: WeeklyHours;
  specialHours: SpecialHours[];
  timezone: string;
  turnTimes: TurnTime[];
};

/**
 * Why a request cannot be taken: its field and the message key; `overridable` when it is the
 * notice period or a full time, which staff may pass over for a booking they take themselves.
 */
export type BookingProblem = {
  field: 'locationSlug' | 'reservationDate' | 'reservationTime' | 'partySize';
  message: string;
  overridable?: 'tooSoon' | 'full';
};

export function takesReservations(location: BookingLocation): boolean {
  return location.reservationsEnabled && !location.comingSoon;
}

/**
 * The bookable hours of a day: none on a closure; a holiday's own hours; else the weekday's
 * bookable hours (the opening hours unless staff set others).
 */
export function bookingRangeOn(location: BookingLocation, date: string): TimeRange | null {
  const special = location.specialHours.find((s) => s.date === date);
  if (special || !location.bookingHours) return hoursOn(location, date);
  return location.bookingHours[weekdayOf(date)] ?? null;
}

/** The start times of a day's slots: every slot that ends by the end of the bookable hours. */
export function slotsOn(location: BookingLocation, date: string): string[] {
  const range = bookingRangeOn(location, date);
  if (!range) return [];
  const start = minutesOf(range.opens);
  // A table is a table for the evening it starts in: slots stop at midnight.
  const end = Math.min(start + rangeLength(range), 24 * 60);
  const slots: string[] = [];
  for (let at = start; at + location.slotMinutes <= end; at += location.slotMinutes) {
    slots.push(timeOf(at));
  }
  return slots;
}

/** The first and last dates the form offers, in the location's calendar. */
export function bookableDates(location: BookingLocation, now = new Date()) {
  const today = zonedNow(now, location.timezone).date;
  const last = new Date(`${today}T00:00:00Z`);
  last.setUTCDate(last.getUTCDate() + RESERVATION_DAYS_AHEAD);
  return { first: today, last: last.toISOString().slice(0, 10) };
}

/** Whether a slot has begun, or begins too soon to ask for. */
function tooSoon(location: BookingLocation, date: string, time: string, now: Date): boolean {
  const here = zonedNow(now, location.timezone);
  if (date !== here.date) return date < here.date;
  return minutesOf(time) < here.minutes + RESERVATION_LEAD_MINUTES;
}

/** The day's problem, if the whole day cannot be booked (past, too far, closed). */
export function dayProblem(
  location: BookingLocation,
  date: string,
  now = new Date(),
): BookingProblem | null {
  const { first, last } = bookableDates(location, now);
  if (date < first) return { field: 'reservationDate', message: 'validation.reservationDatePast' };
  if (date > last) return { field: 'reservationDate', message: 'validation.reservationTooFar' };
  if (slotsOn(location, date).length === 0) {
    return { field: 'reservationDate', message: 'validation.reservationClosedDay' };
  }
  return null;
}

export type Slot = { time: string; guestsLeft: number };

/** The day's times a party arriving at `time` keeps its table through (its own first). */
export function heldTimes(
  location: BookingLocation,
  date: string,
  time: string,
  partySize: number,
): string[] {
  const turn = turnMinutes(location, partySize);
  if (!turn) return [time];
  const start = minutesOf(time);
  const later = slotsOn(location, date).filter(
    (slot) => minutesOf(slot) > start && minutesOf(slot) < start + turn,
  );
  return [time, ...later];
}

/**
 * The guests at their tables at each of the day's times: each booking counted from its time
 * through its party's turn time.
 */
export function occupancy(
  location: BookingLocation,
  date: string,
  bookings: readonly { time: string; partySize: number }[],
): Map<string, number> {
  const seated = new Map<string, number>();
  for (const booking of bookings) {
    for (const time of heldTimes(location, date, booking.time, booking.partySize)) {
      seated.set(time, (seated.get(time) ?? 0) + booking.partySize);
    }
  }
  return seated;
}

/** The places left for a party at a time: the fewest over every time its turn covers. */
export function guestsLeftAt(
  location: BookingLocation,
  date: string,
  time: string,
  partySize: number,
  seated: ReadonlyMap<string, number>,
): number {
  return Math.min(
    ...heldTimes(location, date, time, partySize).map(
      (at) => location.guestsPerSlot - (seated.get(at) ?? 0),
    ),
  );
}

/**
 * The times a party can still ask for on a day: bookable, not begun (nor too soon), and with
 * room for the party through its turn time. `seated` is the day's occupancy().
 */
export function openSlots(
  location: BookingLocation,
  date: string,
  partySize: number,
  seated: ReadonlyMap<string, number>,
  now = new Date(),
): Slot[] {
  return slotsOn(location, date)
    .filter((time) => !tooSoon(location, date, time, now))
    .map((time) => ({ time, guestsLeft: guestsLeftAt(location, date, time, partySize, seated) }))
    .filter((slot) => slot.guestsLeft >= partySize);
}

/**
 * Everything that keeps a request from being taken, checked in the order a person reads it.
 * `seated` is the day's occupancy() without the request itself. With `override` (staff, after
 * confirming), the notice period and a full time do not stop it.
 */
export function requestProblem(
  location: BookingLocation,
  request: { reservationDate: string; reservationTime: string; partySize: number },
  seated: ReadonlyMap<string, number>,
  now = new Date(),
  { override = false }: { override?: boolean } = {},
): BookingProblem | null {
  if (!takesReservations(location)) {
    return { field: 'locationSlug', message: 'validation.reservationsNotTaken' };
  }
  if (request.partySize > location.maxPartySize) {
    return { field: 'partySize', message: 'validation.partyTooLarge' };
  }
  const day = dayProblem(location, request.reservationDate, now);
  if (day) return day;
  const { reservationDate: date, reservationTime: time } = request;
  if (!slotsOn(location, date).includes(time)) {
    return { field: 'reservationTime', message: 'validation.reservationTimeInvalid' };
  }
  if (!override && tooSoon(location, date, time, now)) {
    return {
      field: 'reservationTime',
      message: 'validation.reservationTimeInvalid',
      overridable: 'tooSoon',
    };
  }
  const left = guestsLeftAt(location, date, time, request.partySize, seated);
  if (!override && left < request.partySize) {
    return {
      field: 'reservationTime',
      message: 'validation.reservationSlotFull',
      overridable: 'full',
    };
  }
  return null;
}
