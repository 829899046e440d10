import { beforeAll, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { describeEachEngine, type TestDatabase } from '../../../../tests/setup/db';
import { cardOrderSuite } from '../../../../tests/setup/card-payments';
import type { FakeStripe } from '../../../../tests/setup/fake-stripe';
import { guestCheckout, insertOrder } from '../../../../tests/setup/ordering';
import { depsFor } from '../../../../tests/setup/staff-deps';
import {
  auditLog,
  emailOutbox,
  orderEvents,
  orderLines,
  orderRefunds,
  orders,
} from '@/server/db/schema';
import { asCents } from '@/lib/money';
import { placePickupOrderAction, refundOrderAction } from './actions';
import { receiveStripeEvent } from './payment-events';
import { openCardPayment } from './payments';
import { settlePayments } from './refunds';

/*
 * Refunds of card orders in part or whole by owners and managers, against the real `stripe`
 * package and the Stripe stand-in: one dish after pickup (its share of the tax with it, the tip
 * kept), an amount, all that is left; what is refused (over what is left, unpaid, twice with one
 * key, past 30 days, not confirmed lately) writes nothing; two refunds of the last $10 at once
 * give one; Stripe down, the next round sends it; the guest is e-mailed once Stripe took it.
 */

const DAY = 24 * 60 * 60_000;

describeEachEngine('refunds in part', (engine) => {
  let db: TestDatabase;
  let stripe: FakeStripe;
  let restaurantId: string;
  let serial = 0;
  const manager = depsFor('manager');
  const owner = depsFor('owner');
  const suite = cardOrderSuite(engine, { tipsEnabled: true, ordersPerSlot: 50 });
  beforeAll(() => ({ db, stripe, restaurantId } = suite));

  /**
   * Three Hummus ($23.97), 6% tax ($1.44), a 15% tip ($3.60): $29.01 paid by card, picked up.
   */
  async function paidAndPickedUp() {
    const email = `refund${++serial}@example.com`;
    const placed = await placePickupOrderAction(
      guestCheckout(`refund-order-${engine.label}-${serial}-key`, {
        paymentMethod: 'card',
        language: 'en',
        email,
        lines: [{ kind: 'item', slug: 'hummus', quantity: 3, optionIds: [] }],
        tip: { kind: 'percent', percent: 15 },
      }),
      depsFor('anonymous'),
    );
    if (placed.status !== 'success') throw new Error(JSON.stringify(placed));
    await openCardPayment(db.db, placed.data.token);
    const [stored] = await db.db.select().from(orders).where(eq(orders.number, placed.data.number));
    const session = [...stripe.sessions.values()].find(
      (s) => s.client_reference_id === stored!.id,
    )!;
    stripe.complete(session.id);
    const delivery = stripe.event('checkout.session.completed', stripe.sessions.get(session.id)!);
    await receiveStripeEvent(db.db, delivery.payload, delivery.signature);
    const [paid] = await db.db
      .update(orders)
      .set({ status: 'picked_up' })
      .where(eq(orders.id, stored!.id))
      .returning();
    expect(paid).toMatchObject({ paymentStatus: 'paid', total: 2901, tip: 360, tax: 144 });
    const [line] = await db.db.select().from(orderLines).where(eq(orderLines.orderId, paid!.id));
    return { order: paid!, line: line!, email, intent: session.payment_intent! };
  }

  const refundOf = (orderId: string, change: Record<string, unknown>) => ({
    orderId,
    key: crypto.randomUUID(),
    reason: 'One dish arrived cold',
    ...change,
  });

  async function state(orderId: string) {
    const [order] = await db.db.select().from(orders).where(eq(orders.id, orderId));
    const refunds = await db.db
      .select()
      .from(orderRefunds)
      .where(eq(orderRefunds.orderId, orderId));
    return { order: order!, refunds };
  }

  const mailsTo = (address: string) =>
    db.db
      .select()
      .from(emailOutbox)
      .then((rows) => rows.filter((mail) => mail.toAddresses.includes(address)));

  /** Waits for the refund's send after the answer (the action's after-commit step). */
  const sent = (refundId: string) =>
    vi.waitFor(
      async () => {
        const [row] = await db.db.select().from(orderRefunds).where(eq(orderRefunds.id, refundId));
        expect(row!.status).toBe('sent');
        return row!;
      },
      { timeout: 5000, interval: 50 },
    );

  it('refunds one dish after pickup: its price and tax share, the tip kept; audited, e-mailed', async () => {
    const { order, line, email, intent } = await paidAndPickedUp();
    const result = await refundOrderAction(
      refundOf(order.id, { kind: 'lines', lines: [{ lineId: line.id, quantity: 1 }] }),
      manager,
    );
    expect(result).toMatchObject({ status: 'success', data: { amount: 847 } });
    if (result.status !== 'success') return;
    const refund = await sent(result.data.id);
    // $7.99 and its share of the tax, $1.44 × 7.99 / 23.97 = $0.48.
    expect(stripe.refunds.at(-1)).toMatchObject({ amount: 847, payment_intent: intent });
    expect(refund.stripeRefundId).toBe(stripe.refunds.at(-1)!.id);
    const request = stripe.requests.filter((r) => r.path === '/v1/refunds').at(-1);
    expect(request!.idempotencyKey).toBe(`saba-refund-${refund.id}`);
    const after = await state(order.id);
    expect(after.order).toMatchObject({ paymentStatus: 'paid', refunded: 847 });
    expect(after.refunds).toHaveLength(1);
    expect(after.refunds[0]).toMatchObject({
      amount: 847,
      lines: [{ lineId: line.id, quantity: 1 }],
      reason: 'One dish arrived cold',
      byEmail: 'manager@example.com',
      whole: false,
    });
    const [audit] = await db.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'refund'), eq(auditLog.entityId, order.id)));
    expect(audit).toMatchObject({ actorEmail: 'manager@example.com', entity: 'order' });
    expect(audit!.after).toMatchObject({ amount: 847, reason: 'One dish arrived cold' });
    const events = await db.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
    expect(events.map((e) => [e.move, e.byEmail])).toContainEqual([
      'refund',
      'manager@example.com',
    ]);
    const mail = (await mailsTo(email)).find((m) => m.kind === 'order-refunded');
    expect(mail!.subject).toBe(`A refund on your order #${order.number}`);
    expect(mail!.textBody).toContain(
      `We refunded $8.47 of your order #${order.number} to your card.`,
    );
    expect(mail!.textBody).toContain('The reason: One dish arrived cold');
    expect(mail!.textBody).toContain('Your card was charged $29.01; $20.54 of it stays paid.');
  });

  it('refuses more than is left, an unpaid order, past 30 days, or without a recent confirmation; nothing written', async () => {
    const { order } = await paidAndPickedUp();
    const over = await refundOrderAction(
      refundOf(order.id, { kind: 'amount', amount: '29.02' }),
      owner,
    );
    expect(over).toMatchObject({
      status: 'error',
      error: 'admin.orders.refund.overLeft',
      errorValues: { left: '$29.01' },
      fieldErrors: { amount: 'admin.orders.refund.overLeft' },
    });
    const stale = await refundOrderAction(
      refundOf(order.id, { kind: 'whole' }),
      depsFor('manager', { verifiedAt: new Date(Date.now() - 6 * 60_000) }),
    );
    expect(stale).toMatchObject({ status: 'error', error: 'admin.reauth.required' });
    const kitchen = await refundOrderAction(
      refundOf(order.id, { kind: 'whole' }),
      depsFor('kitchen'),
    );
    expect(kitchen).toMatchObject({ status: 'error', error: 'errors.forbidden' });
    expect(await state(order.id)).toMatchObject({ order: { refunded: 0 }, refunds: [] });

    const counter = await insertOrder(db.db, restaurantId, { status: 'picked_up' });
    expect(await refundOrderAction(refundOf(counter.id, { kind: 'whole' }), owner)).toMatchObject({
      status: 'error',
      error: 'admin.orders.refund.notPaid',
    });
    const old = await insertOrder(db.db, restaurantId, {
      status: 'picked_up',
      paymentMethod: 'card',
      paymentStatus: 'paid',
      paymentIntentId: 'pi_test_old',
      pickupAt: new Date(Date.now() - 31 * DAY),
      slotStart: new Date(Date.now() - 31 * DAY),
    });
    expect(await refundOrderAction(refundOf(old.id, { kind: 'whole' }), owner)).toMatchObject({
      status: 'error',
      error: 'admin.orders.refund.tooLate',
      errorValues: { days: 30 },
    });
    expect((await state(counter.id)).refunds).toEqual([]);
    expect((await state(old.id)).refunds).toEqual([]);
  });

  it('makes one refund of a key sent twice', async () => {
    const { order } = await paidAndPickedUp();
    const request = refundOf(order.id, { kind: 'amount', amount: '5' });
    const first = await refundOrderAction(request, manager);
    const again = await refundOrderAction(request, manager);
    expect(first).toMatchObject({ status: 'success', data: { amount: 500 } });
    expect(again).toMatchObject({ status: 'error', error: 'admin.orders.refund.already' });
    if (first.status === 'success') await sent(first.data.id);
    expect(await state(order.id)).toMatchObject({ order: { refunded: 500 } });
    expect((await state(order.id)).refunds).toHaveLength(1);
  });

  it('gives one of two refunds of the last $10 asked at once, and the order is then refunded', async () => {
    const { order, intent } = await paidAndPickedUp();
    const first = await refundOrderAction(
      refundOf(order.id, { kind: 'amount', amount: '19.01' }),
      manager,
    );
    expect(first.status).toBe('success');
    const both = await Promise.all([
      refundOrderAction(refundOf(order.id, { kind: 'amount', amount: '10.00' }), manager),
      refundOrderAction(refundOf(order.id, { kind: 'amount', amount: '$10' }), owner),
    ]);
    expect(both.filter((r) => r.status === 'success')).toHaveLength(1);
    expect(both.find((r) => r.status === 'error')).toMatchObject({
      error: 'admin.orders.refund.nothingLeft',
    });
    const after = await state(order.id);
    expect(after.order).toMatchObject({ paymentStatus: 'refunded', refunded: 2901 });
    for (const refund of after.refunds) await sent(refund.id);
    const atStripe = stripe.refunds.filter((r) => r.payment_intent === intent);
    expect(atStripe.map((r) => r.amount).sort((a, b) => a - b)).toEqual([1000, 1901]);
    // All of it is refunded: nothing more can be.
    expect(await refundOrderAction(refundOf(order.id, { kind: 'whole' }), owner)).toMatchObject({
      status: 'error',
      error: 'admin.orders.refund.nothingLeft',
    });
  });

  it('keeps a refund Stripe could not take and sends it on the next round; the guest is told then', async () => {
    const { order, email } = await paidAndPickedUp();
    stripe.down = true;
    const result = await refundOrderAction(refundOf(order.id, { kind: 'whole' }), owner);
    expect(result).toMatchObject({ status: 'success', data: { amount: 2901 } });
    // Whole: the tip too; the order's payment is refunded at once, the refund itself waits.
    expect((await state(order.id)).order).toMatchObject({ paymentStatus: 'refunded' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await state(order.id)).refunds[0]).toMatchObject({ status: 'pending' });
    expect((await mailsTo(email)).some((m) => m.kind === 'order-refunded')).toBe(false);
    stripe.down = false;
    const round = await settlePayments(db.db);
    expect(round.refunded).toBeGreaterThanOrEqual(1);
    expect((await state(order.id)).refunds[0]).toMatchObject({ status: 'sent' });
    const mail = (await mailsTo(email)).find((m) => m.kind === 'order-refunded');
    expect(mail!.textBody).toContain('That is all of the $29.01 you paid.');
    expect(asCents(stripe.refunds.at(-1)!.amount)).toBe(2901);
  });
});
