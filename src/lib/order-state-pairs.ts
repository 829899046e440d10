import type { OrderStatus, PaymentStatus } from './enums';

/**
 * The (step, payment) pairs an order may be in, and nothing else: the table every writer goes
 * through (features/ordering/server/order-states.ts) and the database's check (orders_state_pair).
 */
export const ORDER_STATE_PAIRS: Record<OrderStatus, readonly PaymentStatus[]> = {
  // Paid by card and not yet paid: its place held, not the kitchen's yet.
  awaiting_payment: ['unpaid'],
  // The kitchen's: paid at the counter (unpaid until then) or by card; a card payment may also
  // be refunded from Stripe's dashboard while the order goes on.
  received: ['unpaid', 'paid', 'refunded'],
  accepted: ['unpaid', 'paid', 'refunded'],
  ready: ['unpaid', 'paid', 'refunded'],
  picked_up: ['unpaid', 'paid', 'refunded'],
  // A cancelled card payment is refunded: asked of Stripe (pending), then done.
  cancelled: ['unpaid', 'refund_pending', 'refunded'],
};

/** The database's check of the pairs, written from the table. */
export function orderStatePairsSql(): string {
  const pairs = Object.entries(ORDER_STATE_PAIRS).flatMap(([status, payments]) =>
    payments.map((payment) => `('${status}','${payment}')`),
  );
  return `(status, payment_status) in (${pairs.join(', ')})`;
}
