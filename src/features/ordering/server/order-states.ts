import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { ORDER_STATE_PAIRS } from '@/lib/order-state-pairs';
import type { OrderStatus, PaymentStatus } from '@/lib/enums';
import type { DbOrTx } from '@/server/db/client';
import { orderEvents, orders } from '@/server/db/schema';
import { settleOrderPoints } from '@/features/accounts/server';

/**
 * An order's state is a pair, its step and its payment, and this is its one table (DESIGN rule
 * 17): the pairs that exist (lib/order-state-pairs.ts), and the moves between them. Every change of either goes through
 * `moveOrderState`, which takes a move's name and the pair it starts from; the database checks
 * the pairs too (orders_state_pair).
 */

export type OrderState = { status: OrderStatus; paymentStatus: PaymentStatus };

type Move = readonly [from: OrderState, to: OrderState];

const move = (
  status: OrderStatus,
  paymentStatus: PaymentStatus,
  toStatus: OrderStatus,
  toPayment: PaymentStatus,
): Move => [
  { status, paymentStatus },
  { status: toStatus, paymentStatus: toPayment },
];

/** A kitchen step, the payment as it is. */
const step = (from: OrderStatus, to: OrderStatus): Move[] =>
  (['unpaid', 'paid', 'refunded'] as const).map((payment) => move(from, payment, to, payment));

export type OrderMove =
  | 'paid'
  | 'paidTooLate'
  | 'paidAfterCancel'
  | 'lapsed'
  | 'accept'
  | 'ready'
  | 'pickUp'
  | 'cancel'
  | 'refundSent'
  | 'refundedAtStripe'
  | 'refundedInFull';

/** Each move: the pairs it starts from, and where each goes. */
export const ORDER_MOVES: Record<OrderMove, readonly Move[]> = {
  /** Stripe says it is paid, in time or into a place still free: to the kitchen. */
  paid: [move('awaiting_payment', 'unpaid', 'received', 'paid')],
  /** Paid after the hold ended into a slot that filled up: cancelled, to be refunded. */
  paidTooLate: [move('awaiting_payment', 'unpaid', 'cancelled', 'refund_pending')],
  /** Paid for an order already cancelled (its payment lapsed): to be refunded. */
  paidAfterCancel: [move('cancelled', 'unpaid', 'cancelled', 'refund_pending')],
  /** The payment not made in time (abandoned, expired, failed): cancelled, nothing to refund. */
  lapsed: [move('awaiting_payment', 'unpaid', 'cancelled', 'unpaid')],
  accept: step('received', 'accepted'),
  ready: step('accepted', 'ready'),
  pickUp: step('ready', 'picked_up'),
  /** Cancelled before pickup: a card payment is to be refunded. */
  cancel: (['received', 'accepted', 'ready'] as const).flatMap((status) => [
    move(status, 'unpaid', 'cancelled', 'unpaid'),
    move(status, 'paid', 'cancelled', 'refund_pending'),
    move(status, 'refunded', 'cancelled', 'refunded'),
  ]),
  /** Stripe took the refund asked for. */
  refundSent: [move('cancelled', 'refund_pending', 'cancelled', 'refunded')],
  /** Stripe says the charge was refunded (asked by us, or from Stripe's dashboard). */
  refundedAtStripe: [
    ...(['received', 'accepted', 'ready', 'picked_up'] as const).map((status) =>
      move(status, 'paid', status, 'refunded'),
    ),
    move('cancelled', 'refund_pending', 'cancelled', 'refunded'),
  ],
  /** An owner or a manager refunded all that was left of it (part-refunds.ts). */
  refundedInFull: (['received', 'accepted', 'ready', 'picked_up'] as const).map((status) =>
    move(status, 'paid', status, 'refunded'),
  ),
};

/** Where `move` takes an order in `from`; null when it cannot be made from there. */
export function nextOrderState(from: OrderState, name: OrderMove): OrderState | null {
  const found = ORDER_MOVES[name].find(
    ([start]) => start.status === from.status && start.paymentStatus === from.paymentStatus,
  );
  return found ? { ...found[1] } : null;
}

/** Whether the pair exists at all. */
export function isOrderState(state: OrderState): boolean {
  return ORDER_STATE_PAIRS[state.status].includes(state.paymentStatus);
}

type OrderRow = typeof orders.$inferSelect;

/**
 * Makes `move` on an order as it was read (`from`, under its row's lock or not): the new pair and
 * `changes` are written only while the row is still in `from`, so two writers at once make one
 * move. Null when the move cannot be made from there (nothing written). Each move made is kept
 * in the order's timeline with who made it (`by`: a staff member's address; null for Stripe or
 * the site). The guest's points follow the move (earned at pickup, given back when cancelled).
 */
export async function moveOrderState(
  tx: DbOrTx,
  from: Pick<OrderRow, 'id' | 'status' | 'paymentStatus'>,
  name: OrderMove,
  changes: Partial<Omit<OrderRow, 'id' | 'status' | 'paymentStatus'>> = {},
  by: string | null = null,
): Promise<OrderRow | null> {
  const next = nextOrderState(from, name);
  if (!next) return null;
  // A move is always later than the row's last change, even when its time was read before the
  // row was (a webhook's receipt, held behind another write): the kitchen's live screen orders
  // an order's changes by this time and keeps the newest it knows.
  const at = (changes.updatedAt ?? new Date()).toISOString();
  const [after] = await tx
    .update(orders)
    .set({
      ...changes,
      ...next,
      updatedAt: sql`greatest(${at}::timestamptz, ${orders.updatedAt} + interval '1 millisecond')`,
    })
    .where(
      and(
        eq(orders.id, from.id),
        eq(orders.status, from.status),
        eq(orders.paymentStatus, from.paymentStatus),
      ),
    )
    .returning();
  if (!after) return null;
  await tx
    .insert(orderEvents)
    .values({ orderId: after.id, move: name, byEmail: by, at: changes.updatedAt ?? new Date() });
  await settleOrderPoints(tx, after, changes.updatedAt ?? new Date());
  return after;
}
