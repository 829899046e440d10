import type { BoardOrder } from '@/features/ordering/server/kitchen';

/**
 * How the kitchen's screen keeps its orders from two sources: the live feed's changes, and the
 * steps the screen itself made, shown as soon as their action answers. An order's change time
 * (`updatedAt`, which only moves forward: server/order-states.ts) decides: what the screen holds
 * is replaced only by something at least as new.
 */

/** The feed's changes: a newer change of an order replaces it; a new order joins; none twice. */
export function mergeChanges(current: BoardOrder[], changed: BoardOrder[]): BoardOrder[] {
  const byId = new Map(current.map((order) => [order.id, order]));
  for (const order of changed) {
    const known = byId.get(order.id);
    if (!known || known.updatedAt <= order.updatedAt) byId.set(order.id, order);
  }
  return [...byId.values()].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/**
 * A step the screen made (accept, ready, picked up, cancel), drawn over the order as the screen
 * knew it when the step was asked. The action may answer after the feed has already brought the
 * step and what followed it (a cancelled card order's refund): the screen then holds a newer
 * change than the step's, and keeps it.
 */
export function applyOwnStep(current: BoardOrder[], step: BoardOrder): BoardOrder[] {
  return current.map((known) =>
    known.id === step.id && known.updatedAt <= step.updatedAt ? step : known,
  );
}
