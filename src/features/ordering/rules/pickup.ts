import { openingState, type Schedule } from '@/lib/hours';
import { PICKUP_DAYS_AHEAD, PICKUP_SLOT_MINUTES } from './orders';
import { wallClockOf } from './pickup-format';

/**
 * When a pickup order can be collected: as soon as possible (now plus the restaurant's
 * preparation time) or at a slot the guest chooses, in the restaurant's opening hours, up to a
 * week ahead. Each 15-minute slot takes a set number of orders (features/ordering/server/mutations.ts).
 */

export type PickupRestaurant = Schedule & {
  timezone: string;
  prepMinutes: number;
  orderingPausedUntil: Date | null;
  /** Last orders: no pickup later than this many minutes before closing (none: 0). */
  lastOrderMinutes?: number;
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

/** The end of a pause of online orders still running at `now`, or null. */
function pauseAt(restaurant: PickupRestaurant, now: Date): Date | null {
  const paused = restaurant.orderingPausedUntil;
  return paused && paused > now ? paused : null;
}

/**
 * The earliest an order placed now can be ready: now plus the preparation time, or, while the
 * kitchen has paused online orders, the end of the pause plus the preparation time (a pause stops
 * the orders it would cook now, not those for later).
 */
function earliestReady(restaurant: PickupRestaurant, now: Date): Date {
  const start = pauseAt(restaurant, now) ?? now;
  return new Date(start.getTime() + restaurant.prepMinutes * 60_000);
}

/**
 * How far past a pickup the restaurant must still be open: its last-orders minutes, less a
 * millisecond (closing itself is not open, and a pickup exactly that long before it is taken).
 */
function lastOrdersMargin(restaurant: PickupRestaurant): number {
  const minutes = restaurant.lastOrderMinutes ?? 0;
  return minutes > 0 ? minutes * 60_000 - 1 : 0;
}

/**
 * Whether a pickup may be at this instant: the restaurant is open then, and still open the
 * restaurant's last-orders minutes later (so the last pickup is that long before closing).
 */
function takesPickupAt(restaurant: PickupRestaurant, at: Date): boolean {
  if (!openingState(restaurant, at)?.open) return false;
  const margin = lastOrdersMargin(restaurant);
  return margin === 0 || Boolean(openingState(restaurant, new Date(at.getTime() + margin))?.open);
}

/**
 * When an order placed now is collected, or why none can be placed. A pause refuses "as soon as
 * possible" only: a chosen time after the pause (and its preparation time) is still taken.
 */
export function pickupTime(
  restaurant: PickupRestaurant,
  choice: PickupChoice,
  now: Date,
): { ok: true; pickupAt: Date; slotStart: Date } | ({ ok: false } & PickupProblem) {
  const paused = pauseAt(restaurant, now);
  if (choice.asap && paused) {
    return {
      ok: false,
      message: 'pickup.errors.paused',
      values: wallClockOf(paused, restaurant.timezone),
    };
  }
  const earliest = earliestReady(restaurant, now);
  if (choice.asap) {
    // Open now, and still open when the order is ready (and its last-orders margin after it);
    // else when it takes orders again.
    const margin = lastOrdersMargin(restaurant);
    const state = [now, earliest, new Date(earliest.getTime() + margin)].map((at) =>
      openingState(restaurant, at),
    );
    if (!state.every((s) => s?.open)) {
      const next = state.find((s) => s && !s.open);
      if (!next || next.open) return { ok: false, message: 'pickup.errors.closedNoHours' };
      const last = margin > 0 && state[0]?.open && state[1]?.open;
      return {
        ok: false,
        message: last ? 'pickup.errors.lastOrders' : 'pickup.errors.closed',
        values: { date: next.date, time: next.opens },
      };
    }
    return { ok: true, pickupAt: earliest, slotStart: slotStartOf(earliest) };
  }
  const at = choice.at;
  if (at.getTime() % SLOT_MS !== 0) return { ok: false, message: 'pickup.errors.pickupTime' };
  if (at < earliest) {
    return {
      ok: false,
      message: 'pickup.errors.pickupTooSoon',
      values: wallClockOf(
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
  if (!takesPickupAt(restaurant, at)) {
    return {
      ok: false,
      message: 'pickup.errors.pickupAfterLastOrders',
      values: { minutes: String(restaurant.lastOrderMinutes ?? 0) },
    };
  }
  return { ok: true, pickupAt: at, slotStart: at };
}

/** A pickup time a guest may choose: the restaurant's wall-clock value and its day. */
export type PickupSlot = { value: string; date: string; time: string };

/**
 * The pickup times a guest may choose now, in order: every slot from the earliest (now, or the end
 * of a pause, plus the preparation time) to a week ahead in which the restaurant takes a pickup
 * (open, and before its last orders) and `full` does not name.
 */
export function pickupSlots(
  restaurant: PickupRestaurant,
  now: Date,
  full: (slotStart: Date) => boolean = () => false,
): PickupSlot[] {
  const from = earliestReady(restaurant, now).getTime();
  const first = Math.ceil(from / SLOT_MS) * SLOT_MS;
  const last = now.getTime() + PICKUP_DAYS_AHEAD * DAY_MS;
  const slots: PickupSlot[] = [];
  for (let at = first; at <= last; at += SLOT_MS) {
    const instant = new Date(at);
    if (!takesPickupAt(restaurant, instant) || full(instant)) continue;
    const { date, time } = wallClockOf(instant, restaurant.timezone);
    slots.push({ value: `${date}T${time}`, date, time });
  }
  return slots;
}
