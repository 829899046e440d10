import { openingState, timeOf, type Schedule } from './hours';
import { PICKUP_DAYS_AHEAD, PICKUP_SLOT_MINUTES } from './orders';
import { zonedNow } from './time-zone';

/**
 * When a pickup order can be collected: as soon as possible (now plus the restaurant's
 * preparation time) or at a slot the guest chooses, in the restaurant's opening hours, up to a
 * week ahead. Each 15-minute slot takes a set number of orders (server/orders/mutations.ts).
 */

export type PickupRestaurant = Schedule & {
  timezone: string;
  prepMinutes: number;
  orderingPausedUntil: Date | null;
};

export type PickupChoice = { asap: true } | { asap: false; at: Date };

/** What keeps an order from being taken now, as a catalogue key and its values. */
export type PickupProblem = { message: string; values?: Record<string, string> };

const SLOT_MS = PICKUP_SLOT_MINUTES * 60_000;
const DAY_MS = 24 * 60 * 60_000;

/** The start of the slot an instant falls in (every zone's offset is a whole number of slots). */
export function slotStartOf(instant: Date): Date {
  return new Date(Math.floor(instant.getTime() / SLOT_MS) * SLOT_MS);
}

/** The restaurant's wall-clock time of an instant, for a message ("18:30", and its date). */
function wallClock(instant: Date, timeZone: string) {
  const here = zonedNow(instant, timeZone);
  return { date: here.date, time: timeOf(here.minutes) };
}

/** When an order placed now is collected, or why none can be placed. */
export function pickupTime(
  restaurant: PickupRestaurant,
  choice: PickupChoice,
  now: Date,
): { ok: true; pickupAt: Date; slotStart: Date } | ({ ok: false } & PickupProblem) {
  const paused = restaurant.orderingPausedUntil;
  if (paused && paused > now) {
    return {
      ok: false,
      message: 'pickup.errors.paused',
      values: wallClock(paused, restaurant.timezone),
    };
  }
  const earliest = new Date(now.getTime() + restaurant.prepMinutes * 60_000);
  if (choice.asap) {
    // Open now, and still open when the order is ready; else when it takes orders again.
    const state = [openingState(restaurant, now), openingState(restaurant, earliest)];
    if (!state.every((s) => s?.open)) {
      const next = state.find((s) => s && !s.open);
      return next && !next.open
        ? {
            ok: false,
            message: 'pickup.errors.closed',
            values: { date: next.date, time: next.opens },
          }
        : { ok: false, message: 'pickup.errors.closedNoHours' };
    }
    return { ok: true, pickupAt: earliest, slotStart: slotStartOf(earliest) };
  }
  const at = choice.at;
  if (at.getTime() % SLOT_MS !== 0) return { ok: false, message: 'pickup.errors.pickupTime' };
  if (at < earliest) {
    return {
      ok: false,
      message: 'pickup.errors.pickupTooSoon',
      values: wallClock(
        slotStartOf(new Date(earliest.getTime() + SLOT_MS - 1)),
        restaurant.timezone,
      ),
    };
  }
  if (at.getTime() > now.getTime() + PICKUP_DAYS_AHEAD * DAY_MS) {
    return { ok: false, message: 'pickup.errors.pickupTooFar' };
  }
  if (!openingState(restaurant, at)?.open)
    return { ok: false, message: 'pickup.errors.pickupClosed' };
  return { ok: true, pickupAt: at, slotStart: at };
}
