import 'server-only';
import type Stripe from 'stripe';
import { and, eq, inArray, lte } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { orders } from '@/server/db/schema';
import { logger } from '@/server/logger';
import { recordPayment, releaseUnpaid, type PaymentOutcome } from './payments';
import { onAccount, stripeClient } from './stripe';
import { moveOrderState } from './order-states';
import { pendingRefunds, sendPartRefund } from './part-refunds';

/**
 * The card payments' own chores, none of them inside a transaction that waits on Stripe:
 * refunding a paid order that was cancelled (asked once the cancellation is committed, and again
 * on the next round until Stripe takes it: its idempotency key makes the repeat one refund), and
 * closing the payment of an order whose 15-minute hold ended (its Checkout page is expired at
 * Stripe, so nobody pays for a place given away). Safe on several instances at once.
 */

/** How many orders one round looks at. */
const ROUND = 50;

/**
 * Refunds one cancelled order whose refund is pending (what is left of it: Stripe refunds the rest
 * of a payment partly refunded before); true when Stripe took it.
 */
export async function sendRefund(db: Db, orderId: string): Promise<boolean> {
  const stripe = stripeClient();
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!stripe || order?.paymentStatus !== 'refund_pending') return false;
  if (!order.paymentIntentId) {
    logger.error({ order: order.number }, 'a refund is due on a payment with no Stripe id');
    return false;
  }
  try {
    const refund = await stripe.refunds.create(
      {
        payment_intent: order.paymentIntentId,
        reason: 'requested_by_customer',
        metadata: { order_id: order.id },
        // On a restaurant's own account, the brand's fee goes back in proportion.
        ...(order.stripeAccountId ? { refund_application_fee: true } : {}),
      },
      { idempotencyKey: `saba-refund-${order.id}`, ...onAccount(order.stripeAccountId) },
    );
    await moveOrderState(db, order, 'refundSent', {
      refundId: refund.id,
      refunded: order.total,
      updatedAt: new Date(),
    });
    logger.info({ order: order.number, refund: refund.id }, 'card payment refunded');
    return true;
  } catch (error) {
    logger.warn({ err: error, order: order.number }, 'a refund failed; tried again next round');
    return false;
  }
}

/**
 * Closes the payment of an order whose hold ended: its Checkout session is expired at Stripe and
 * the order cancelled, its place free. A session that was paid meanwhile (the webhook not yet
 * here) is recorded as paid instead. A session Stripe cannot be asked about now waits for the
 * next round (the order's place is already free: mutations.ts ordersInSlot).
 */
export async function closeLapsedPayment(
  db: Db,
  stripe: Stripe,
  orderId: string,
  now = new Date(),
): Promise<PaymentOutcome> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!row || row.status !== 'awaiting_payment') return 'none';
  let session: Stripe.Checkout.Session | null = null;
  if (row.stripeSessionId) {
    try {
      session = await stripe.checkout.sessions.expire(
        row.stripeSessionId,
        {},
        onAccount(row.stripeAccountId),
      );
    } catch {
      // Not expirable: paid (or expired) already. What is it?
      try {
        session = await stripe.checkout.sessions.retrieve(
          row.stripeSessionId,
          {},
          onAccount(row.stripeAccountId),
        );
      } catch (error) {
        logger.warn({ err: error, order: row.number }, 'Stripe could not be asked; next round');
        return 'none';
      }
    }
  }
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order) return 'none';
    if (session?.status === 'complete' && session.payment_status !== 'unpaid') {
      const intent = session.payment_intent;
      return recordPayment(
        tx,
        order,
        typeof intent === 'string' ? intent : (intent?.id ?? null),
        now,
      );
    }
    if (session?.status === 'open') return 'none';
    return releaseUnpaid(tx, order, now);
  });
}

export type PaymentRound = { released: number; paid: number; refunded: number };

/** One round of the chores; the locations whose kitchens got a paid order are returned too. */
export async function settlePayments(
  db: Db,
  now = new Date(),
): Promise<PaymentRound & { kitchens: string[] }> {
  const round = { released: 0, paid: 0, refunded: 0, kitchens: [] as string[] };
  const stripe = stripeClient();
  if (!stripe) return round;
  const lapsed = await db
    .select({ id: orders.id, locationId: orders.locationId })
    .from(orders)
    .where(and(eq(orders.status, 'awaiting_payment'), lte(orders.paymentHeldUntil, now)))
    .limit(ROUND);
  for (const { id, locationId } of lapsed) {
    const outcome = await closeLapsedPayment(db, stripe, id, now);
    if (outcome === 'released') round.released += 1;
    if (outcome === 'to-kitchen') {
      round.paid += 1;
      round.kitchens.push(locationId);
    }
  }
  const pending = await db
    .select({ id: orders.id })
    .from(orders)
    .where(inArray(orders.paymentStatus, ['refund_pending']))
    .limit(ROUND);
  for (const { id } of pending) {
    if (await sendRefund(db, id)) round.refunded += 1;
  }
  for (const id of await pendingRefunds(db, ROUND)) {
    if (await sendPartRefund(db, id)) round.refunded += 1;
  }
  return round;
}
