/**
 * When the kitchen deals with an order, by its pickup time and the restaurant's preparation time:
 * an order for later waits as "scheduled" until its preparation window opens (its pickup time
 * minus the preparation time), then it is "new" like an order for as soon as possible. Accepting
 * one for as soon as possible gives a ready time from now; accepting a scheduled one confirms its
 * pickup time, or moves it a little later.
 */

/** Ready in how many minutes, for an order wanted as soon as possible. */
export const READY_IN_MINUTES = [5, 10, 15, 20, 30, 45, 60] as const;
/** The buttons the kitchen's card offers of those. */
export const READY_IN_SHOWN = [10, 15, 20, 30] as const;
/** How much later than the guest's chosen time the kitchen may say it will be ready. */
export const LATER_BY_MINUTES = [0, 5, 10, 15] as const;

const MINUTE = 60_000;

export type TimedOrder = {
  asap: boolean;
  pickupAt: Date;
  /** When it reached the kitchen (placed, or paid by card); null: not yet. */
  receivedAt: Date | null;
};

/** When an order is the kitchen's to start: at once for "as soon as possible", else its window. */
export function dueAt(order: TimedOrder, prepMinutes: number): Date {
  const received = order.receivedAt?.getTime() ?? 0;
  if (order.asap) return new Date(received);
  return new Date(Math.max(received, order.pickupAt.getTime() - prepMinutes * MINUTE));
}

/** An order not yet accepted waits as scheduled until it is due. */
export function isScheduled(order: TimedOrder, prepMinutes: number, now: Date): boolean {
  return now.getTime() < dueAt(order, prepMinutes).getTime();
}

/** When the restaurant's staff hear of an order still not accepted. */
export function alertAt(order: TimedOrder, prepMinutes: number, alertMinutes: number): Date {
  return new Date(dueAt(order, prepMinutes).getTime() + alertMinutes * MINUTE);
}

/**
 * How the kitchen may accept an order now: "ready in N minutes" for one wanted as soon as
 * possible or whose chosen time has come; else "ready at the chosen time", or up to 15 minutes
 * later.
 */
export function acceptChoices(order: TimedOrder, now: Date): 'readyIn' | 'atPickup' {
  return order.asap || order.pickupAt.getTime() <= now.getTime() ? 'readyIn' : 'atPickup';
}

/** One of the two: ready in some minutes, or later than the chosen time by some (0: at it). */
export type AcceptChoice = { minutes?: number; laterBy?: number };

/**
 * The ready time accepting an order gives, or the message refusing it. "Ready in N minutes" is
 * never earlier than the guest's chosen time; "later by N" (0: at the chosen time) is for an
 * order with a chosen time only, and counts from now once that time has passed.
 */
export function readyTimeOf(
  order: TimedOrder,
  choice: AcceptChoice,
  now: Date,
): { readyAt: Date } | { refused: 'admin.orders.minutesInvalid' | 'admin.orders.beforePickup' } {
  if (choice.laterBy !== undefined) {
    if (order.asap) return { refused: 'admin.orders.minutesInvalid' };
    const from = Math.max(order.pickupAt.getTime(), now.getTime());
    return { readyAt: new Date(from + choice.laterBy * MINUTE) };
  }
  if (choice.minutes === undefined) return { refused: 'admin.orders.minutesInvalid' };
  const readyAt = new Date(now.getTime() + choice.minutes * MINUTE);
  if (!order.asap && readyAt.getTime() < order.pickupAt.getTime()) {
    return { refused: 'admin.orders.beforePickup' };
  }
  return { readyAt };
}
