import 'server-only';
import { and, asc, eq, sql } from 'drizzle-orm';
import { formatPrice } from '@/lib/format';
import { asCents, type Cents } from '@/lib/money';
import type { Db, DbOrTx } from '@/server/db/client';
import { orderEvents, orderLines, orderRefunds, orders } from '@/server/db/schema';
import { logger } from '@/server/logger';
import { Refusal } from '@/server/refusal';
import { linesRefund, refundLeft } from '@/features/ordering/rules/refund-amounts';
import type { RefundRequest } from '@/features/ordering/schemas/refund';
import { moveOrderState } from './order-states';
import { settleOrderPoints } from '@/features/accounts/server';
import { mailGuestAbout } from './notify';
import { onAccount, stripeClient } from './stripe';

/**
 * Refunds as owners and managers make them from an order's console page: part of a card order
 * (chosen lines or an amount) or the whole of what is left, before or after pickup, within 30
 * days of the pickup. Each is saved first under the order's lock (two refunds of the last $10 at
 * once: the second finds nothing left), then sent to Stripe with the refund's own id as its
 * idempotency key, again on the payments' next round until Stripe takes it; the guest is e-mailed
 * once it is sent. A kitchen account's refund stays the cancellation's (kitchen.ts, refunds.ts).
 */

/** How long after its pickup an order may still be refunded. */
export const REFUND_DAYS = 30;

type OrderRow = typeof orders.$inferSelect;
export type RefundRow = typeof orderRefunds.$inferSelect;

/** Why this order cannot be refunded at all now, as a message key; null when it can. */
function refusalOf(order: OrderRow, now: Date): string | null {
  if (order.paymentMethod !== 'card' || !order.paymentIntentId) {
    return 'admin.orders.refund.notPaid';
  }
  if (order.paymentStatus === 'refund_pending' || order.paymentStatus === 'refunded') {
    return 'admin.orders.refund.nothingLeft';
  }
  if (order.paymentStatus !== 'paid') return 'admin.orders.refund.notPaid';
  if (now.getTime() - order.pickupAt.getTime() > REFUND_DAYS * 24 * 60 * 60_000) {
    return 'admin.orders.refund.tooLate';
  }
  return null;
}

/** What this request gives back: the whole of what is left, its lines' share, or its amount. */
async function amountOf(tx: DbOrTx, order: OrderRow, request: RefundRequest): Promise<Cents> {
  const left = refundLeft(order);
  if (request.kind === 'whole') return left;
  if (request.kind === 'amount') {
    if (request.amount! > left) {
      throw new Refusal(
        'admin.orders.refund.overLeft',
        { amount: 'admin.orders.refund.overLeft' },
        { left: formatPrice(left) },
      );
    }
    return request.amount!;
  }
  const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, order.id));
  const found = linesRefund(order, lines, request.lines);
  if (!found.ok) {
    throw new Refusal('admin.orders.refund.linesInvalid', {
      lines: 'admin.orders.refund.linesInvalid',
    });
  }
  if (found.amount <= 0) {
    throw new Refusal('admin.orders.refund.nothingForLines', {
      lines: 'admin.orders.refund.nothingForLines',
    });
  }
  return found.amount;
}

/**
 * Saves a refund of a paid card order, under the order's lock: refused (nothing written) for an
 * order not paid by card, refunded already, past its 30 days, over what is left, or asked again
 * with the same key. The whole of what is left moves the order's payment to refunded.
 */
export async function askRefund(
  tx: DbOrTx,
  request: RefundRequest,
  by: string,
  now = new Date(),
): Promise<{ refund: RefundRow; order: OrderRow }> {
  const [order] = await tx
    .select()
    .from(orders)
    .where(eq(orders.id, request.orderId))
    .for('update');
  if (!order) throw new Refusal('admin.errors.notFound');
  const [again] = await tx
    .select({ id: orderRefunds.id })
    .from(orderRefunds)
    .where(and(eq(orderRefunds.orderId, order.id), eq(orderRefunds.requestKey, request.key)));
  if (again) throw new Refusal('admin.orders.refund.already');
  const refused = refusalOf(order, now);
  if (refused) throw new Refusal(refused, undefined, { days: REFUND_DAYS });
  const amount = await amountOf(tx, order, request);
  const refunded = asCents(order.refunded + amount);
  const [refund] = await tx
    .insert(orderRefunds)
    .values({
      orderId: order.id,
      requestKey: request.key,
      amount,
      lines: request.kind === 'lines' ? request.lines : [],
      whole: refunded === order.total,
      reason: request.reason,
      byEmail: by,
      createdAt: now,
    })
    .returning();
  if (refunded === order.total) {
    const after = await moveOrderState(
      tx,
      order,
      'refundedInFull',
      { refunded, updatedAt: now },
      by,
    );
    if (!after) throw new Refusal('admin.orders.moved');
    return { refund: refund!, order: after };
  }
  const [after] = await tx
    .update(orders)
    .set({
      refunded,
      updatedAt: sql`greatest(${now.toISOString()}::timestamptz, ${orders.updatedAt} + interval '1 millisecond')`,
    })
    .where(eq(orders.id, order.id))
    .returning();
  await tx.insert(orderEvents).values({ orderId: order.id, move: 'refund', byEmail: by, at: now });
  // The guest's points lose this refund's share of what the order earned.
  await settleOrderPoints(tx, after!, now);
  return { refund: refund!, order: after! };
}

/**
 * Sends one saved refund to Stripe (its id the idempotency key: sent twice, refunded once) and,
 * once Stripe took it, marks it sent and e-mails the guest in the same transaction. False when
 * Stripe could not be reached: the payments' next round tries again.
 */
export async function sendPartRefund(db: Db, refundId: string): Promise<boolean> {
  const stripe = stripeClient();
  if (!stripe) return false;
  const [row] = await db
    .select({
      refund: orderRefunds,
      intent: orders.paymentIntentId,
      account: orders.stripeAccountId,
      number: orders.number,
    })
    .from(orderRefunds)
    .innerJoin(orders, eq(orders.id, orderRefunds.orderId))
    .where(and(eq(orderRefunds.id, refundId), eq(orderRefunds.status, 'pending')));
  if (!row?.intent) return false;
  let stripeId: string;
  try {
    const sent = await stripe.refunds.create(
      {
        payment_intent: row.intent,
        amount: row.refund.amount,
        reason: 'requested_by_customer',
        metadata: { order_id: row.refund.orderId, refund_id: row.refund.id },
        // On a restaurant's own account, the brand's fee goes back in proportion.
        ...(row.account ? { refund_application_fee: true } : {}),
      },
      { idempotencyKey: `saba-refund-${row.refund.id}`, ...onAccount(row.account) },
    );
    stripeId = sent.id;
  } catch (error) {
    logger.warn({ err: error, order: row.number }, 'a refund failed; tried again next round');
    return false;
  }
  return db.transaction(async (tx) => {
    const [sent] = await tx
      .update(orderRefunds)
      .set({ status: 'sent', stripeRefundId: stripeId, sentAt: new Date() })
      .where(and(eq(orderRefunds.id, refundId), eq(orderRefunds.status, 'pending')))
      .returning();
    if (!sent) return false;
    const [order] = await tx.select().from(orders).where(eq(orders.id, sent.orderId));
    await mailGuestAbout(tx, 'refunded', order!, { amount: sent.amount, reason: sent.reason });
    logger.info({ order: row.number, refund: stripeId }, 'part of a card payment refunded');
    return true;
  });
}

/** The refunds still to send, oldest first, for the payments' round (refunds.ts). */
export async function pendingRefunds(db: DbOrTx, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: orderRefunds.id })
    .from(orderRefunds)
    .where(eq(orderRefunds.status, 'pending'))
    .orderBy(asc(orderRefunds.createdAt))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** An order's refunds, oldest first, for its console page. */
export function refundsOf(db: DbOrTx, orderId: string): Promise<RefundRow[]> {
  return db
    .select()
    .from(orderRefunds)
    .where(eq(orderRefunds.orderId, orderId))
    .orderBy(asc(orderRefunds.createdAt));
}
