import { beforeAll, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { resetServerEnvForTests } from '@/env';
import { describeEachEngine, type TestDatabase } from '../../../../tests/setup/db';
import { cardOrderSuite } from '../../../../tests/setup/card-payments';
import type { FakeStripe } from '../../../../tests/setup/fake-stripe';
import { cancelOrders, guestCheckout } from '../../../../tests/setup/ordering';
import { depsFor } from '../../../../tests/setup/staff-deps';
import { emailOutbox, locations, orders, paymentEvents, promoCodes } from '@/server/db/schema';
import { asCents } from '@/lib/money';
import { orderStepAction, placePickupOrderAction } from './actions';
import { listKitchenOrders } from './kitchen';
import { progressOf, readOrderPage } from './order-page';
import { receiveStripeEvent } from './payment-events';
import { openCardPayment } from './payments';
import { sendRefund, settlePayments } from './refunds';

/*
 * Card payments against the real `stripe` package talking to a Stripe stand-in on loopback: an
 * order held awaiting payment with its place in the slot, Stripe's page made once, the signed
 * webhook applied once (replays, bad signatures, unknown sessions, events out of order), an
 * abandoned payment releasing its place, a late payment, and refunds when a paid order is
 * cancelled, with Stripe down for a while.
 */

const MINUTE = 60_000;

describeEachEngine('card payments', (engine) => {
  let db: TestDatabase;
  let stripe: FakeStripe;
  let restaurantId: string;
  let serial = 0;
  const guest = depsFor('anonymous');
  const manager = depsFor('manager');
  // One place per slot, and every test's order in a slot of its own (15 minutes apart).
  const suite = cardOrderSuite(engine, { ordersPerSlot: 1 });
  beforeAll(() => ({ db, stripe, restaurantId } = suite));

  async function placeByCard(language: 'en' | 'ar' = 'en') {
    const placed = await placePickupOrderAction(
      guestCheckout(`card-${engine.label}-${++serial}-key`, {
        paymentMethod: 'card',
        language,
        email: `card${serial}@example.com`,
      }),
      guest,
    );
    if (placed.status !== 'success') throw new Error(JSON.stringify(placed));
    const [row] = await db.db.select().from(orders).where(eq(orders.number, placed.data.number));
    return { ...placed.data, id: row!.id };
  }

  async function row(id: string) {
    const [found] = await db.db.select().from(orders).where(eq(orders.id, id));
    return found!;
  }

  async function mailsTo(address: string) {
    return db.db
      .select()
      .from(emailOutbox)
      .then((rows) => rows.filter((mail) => mail.toAddresses.includes(address)));
  }

  async function deliver(type: string, object: object, options = {}) {
    const delivery = stripe.event(type, object, options);
    return {
      ...delivery,
      answer: await receiveStripeEvent(db.db, delivery.payload, delivery.signature),
    };
  }

  /** A card order placed by the action: its row, and its Stripe session once opened. */
  async function openedPayment(placed: Awaited<ReturnType<typeof placePickupOrderAction>>) {
    if (placed.status !== 'success') throw new Error(JSON.stringify(placed));
    const [stored] = await db.db.select().from(orders).where(eq(orders.number, placed.data.number));
    await openCardPayment(db.db, placed.data.token);
    const session = [...stripe.sessions.values()].find(
      (s) => s.client_reference_id === stored!.id,
    )!;
    return { stored: stored!, session };
  }

  /** Paid on Stripe's page, its webhook applied: the guest's e-mail. */
  async function paidMail(session: { id: string }, email: string) {
    stripe.complete(session.id);
    await deliver('checkout.session.completed', stripe.sessions.get(session.id)!);
    const [mail] = await mailsTo(email);
    return mail!.textBody;
  }

  it('holds a card order for its payment, then sends it to the kitchen once Stripe says it is paid', async () => {
    const order = await placeByCard('en');
    expect(order.pay).toBe(true);
    const stored = await row(order.id);
    expect(stored).toMatchObject({ status: 'awaiting_payment', paymentStatus: 'unpaid' });
    // Held briefly until the guest opens Stripe's page (the browser goes there at once)...
    const heldFor = stored.paymentHeldUntil!.getTime() - stored.createdAt.getTime();
    expect(heldFor).toBeGreaterThan(2.9 * MINUTE);
    expect(heldFor).toBeLessThan(3.1 * MINUTE);
    // Not the kitchen's yet, and no confirmation e-mail before the payment.
    expect((await listKitchenOrders(db.db, [restaurantId])).map((o) => o.id)).not.toContain(
      order.id,
    );
    expect(await mailsTo(stored.email)).toHaveLength(0);
    // Its place is held: the slot's one place is taken.
    const second = await placePickupOrderAction(
      guestCheckout(`card-${engine.label}-full`, { language: 'en' }),
      guest,
    );
    expect(second).toMatchObject({ status: 'error', error: 'pickup.errors.slotFull' });

    // Stripe's page, made once: the same page for a second click, with the order's lines.
    const opened = Date.now();
    const first = await openCardPayment(db.db, order.token);
    const again = await openCardPayment(db.db, order.token);
    // ...then for ten minutes from its opening, not longer for a second click.
    const paying = (await row(order.id)).paymentHeldUntil!.getTime() - opened;
    expect(paying).toBeGreaterThan(9.9 * MINUTE);
    expect(paying).toBeLessThan(10.1 * MINUTE);
    expect(first).toEqual({
      url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/pay\/cs_test_/),
      external: true,
    });
    expect(again).toEqual(first);
    const session = [...stripe.sessions.values()].find((s) => s.client_reference_id === order.id)!;
    expect(stripe.requests.filter((r) => r.path === '/v1/checkout/sessions')).toHaveLength(
      [...stripe.sessions.values()].length,
    );
    expect(session).toMatchObject({
      mode: 'payment',
      amount_total: 1694,
      currency: 'usd',
      customer_email: stored.email,
      metadata: { order_id: order.id, order_number: String(order.number) },
      locale: 'en',
      line_items: [
        { quantity: 2, unit_amount: 799, name: 'Hummus' },
        { quantity: 1, unit_amount: 96, name: 'Sales tax (6%)' },
      ],
    });
    expect(session.success_url).toMatch(new RegExp(`/orders/${order.token}\\?payment=done$`));
    expect(session.expires_at - Math.floor(Date.now() / 1000)).toBeGreaterThanOrEqual(30 * 60);
    expect(stripe.requests.find((r) => r.path === '/v1/checkout/sessions')?.idempotencyKey).toBe(
      `saba-checkout-${[...stripe.sessions.values()][0]!.client_reference_id}`,
    );

    stripe.complete(session.id);
    const paid = await deliver('checkout.session.completed', session);
    expect(paid.answer).toEqual({
      status: 200,
      body: { received: true },
      locationId: restaurantId,
    });
    expect(await row(order.id)).toMatchObject({
      status: 'received',
      paymentStatus: 'paid',
      paymentIntentId: session.payment_intent,
      paymentHeldUntil: null,
    });
    expect((await listKitchenOrders(db.db, [restaurantId])).map((o) => o.id)).toContain(order.id);
    const [mail] = await mailsTo(stored.email);
    expect(mail!.kind).toBe('order-placed');
    expect(mail!.textBody).toContain('Total: $16.94, paid by card');

    // The same event again (Stripe retries until answered): applied once, one e-mail.
    const replay = await receiveStripeEvent(db.db, paid.payload, paid.signature);
    expect(replay).toEqual({ status: 200, body: { received: true, duplicate: true } });
    expect(await mailsTo(stored.email)).toHaveLength(1);
    // A late "expired" about the same session does not undo the payment.
    const late = await deliver('checkout.session.expired', { ...session, status: 'expired' });
    expect(late.answer.status).toBe(200);
    expect((await row(order.id)).status).toBe('received');
    // The page after paying leads back to the order, which no longer asks for a payment.
    expect(await openCardPayment(db.db, order.token)).toEqual({
      url: `/orders/${order.token}`,
      external: false,
    });
  });

  it('takes a tip with a card payment where tips are on: stored, charged as its own line, mailed; refuses any other tip', async () => {
    await db.db
      .update(locations)
      .set({ tipsEnabled: true, tipPercents: [10, 15, 20] })
      .where(eq(locations.id, restaurantId));
    // A guest of their own: the tries below would use up another's allowance of attempts.
    const tipper = depsFor('anonymous', { ip: '198.51.100.77' });
    try {
      const checkout = (change: Record<string, unknown>) =>
        guestCheckout(`tip-${engine.label}-${++serial}-key`, {
          paymentMethod: 'card',
          language: 'en',
          email: `tip${serial}@example.com`,
          ...change,
        });
      // Two hummus, $15.98; tax 6%, $0.96; a 15% tip on the food, $2.397: $2.40. Total $19.34.
      const placed = await placePickupOrderAction(
        checkout({ tip: { kind: 'percent', percent: 15 }, expectedTotal: 1934 }),
        tipper,
      );
      const { stored, session } = await openedPayment(placed);
      expect(stored).toMatchObject({ subtotal: 1598, tax: 96, tip: 240, total: 1934 });
      expect(session.amount_total).toBe(1934);
      expect(session.line_items).toEqual([
        { quantity: 2, unit_amount: 799, name: 'Hummus' },
        { quantity: 1, unit_amount: 96, name: 'Sales tax (6%)' },
        { quantity: 1, unit_amount: 240, name: "Tip for the restaurant's staff" },
      ]);
      expect(await paidMail(session, stored.email)).toContain(
        [
          '2 × Hummus: $15.98',
          'Subtotal: $15.98',
          'Sales tax (6%): $0.96',
          'Tip: $2.40',
          'Total: $19.34, paid by card',
        ].join('\n'),
      );
      await cancelOrders(db.db, eq(orders.locationId, restaurantId));

      // Refused, each with its message and nothing written.
      const before = await db.db.$count(orders);
      // change -> the answer's message, and the tip field's (the form marks the field)
      const T = 'pickup.errors.';
      const refusals: [Record<string, unknown>, string, string | undefined][] = [
        [
          { tip: { kind: 'percent', percent: 15 }, paymentMethod: 'counter' },
          `${T}tipNotTaken`,
          `${T}tipNotTaken`,
        ],
        [{ tip: { kind: 'percent', percent: 12 } }, `${T}tipInvalid`, `${T}tipInvalid`],
        [{ tip: { kind: 'percent', percent: 101 } }, `${T}tipTooLarge`, `${T}tipTooLarge`],
        [{ tip: { kind: 'amount', amount: -100 } }, `${T}tipNegative`, `${T}tipNegative`],
        // More than the food ($15.98).
        [{ tip: { kind: 'amount', amount: 1599 } }, `${T}tipTooLarge`, `${T}tipTooLarge`],
        // Not whole cents, or not a tip at all: the form's shape is wrong.
        [{ tip: { kind: 'amount', amount: 2.5 } }, 'errors.invalidInput', `${T}tipInvalid`],
        [{ tip: { kind: 'cash' } }, 'errors.invalidInput', `${T}tipInvalid`],
        // The total shown without the tip the guest then chose.
        [
          { tip: { kind: 'amount', amount: 300 }, expectedTotal: 1694 },
          `${T}totalChanged`,
          undefined,
        ],
      ];
      for (const [change, error, field] of refusals) {
        const answer = await placePickupOrderAction(checkout(change), tipper);
        // The tip's own message, on the tip or the part of it that is wrong (tip.amount).
        const tipField = (errors: Record<string, string> = {}) =>
          Object.entries(errors).find(([key]) => key.split('.')[0] === 'tip')?.[1];
        const said =
          answer.status === 'error' ? [answer.error, tipField(answer.fieldErrors)] : answer;
        expect([JSON.stringify(change), said]).toEqual([JSON.stringify(change), [error, field]]);
      }
      await db.db
        .update(locations)
        .set({ tipsEnabled: false })
        .where(eq(locations.id, restaurantId));
      const off = await placePickupOrderAction(
        checkout({ tip: { kind: 'amount', amount: 300 } }),
        tipper,
      );
      expect(off.status === 'error' && off.error).toBe('pickup.errors.tipNotTaken');
      expect(await db.db.$count(orders)).toBe(before);
    } finally {
      await db.db
        .update(locations)
        .set({ tipsEnabled: false })
        .where(eq(locations.id, restaurantId));
    }
  });

  it('takes a promo code and a tip by card: the discount is a coupon at Stripe, every amount mailed', async () => {
    await db.db
      .update(locations)
      .set({ tipsEnabled: true, tipPercents: [10, 15, 20] })
      .where(eq(locations.id, restaurantId));
    await db.db.insert(promoCodes).values([
      { code: 'SAVE10', kind: 'percent', percentOff: 10, minSubtotal: asCents(3000) },
      { code: 'ALLFREE', kind: 'percent', percentOff: 100 },
    ]);
    const saver = depsFor('anonymous', { ip: '198.51.100.78' });
    const checkout = (change: Record<string, unknown>) =>
      guestCheckout(`code-${engine.label}-${++serial}-key`, {
        paymentMethod: 'card',
        language: 'en',
        email: `code${serial}@example.com`,
        lines: [{ kind: 'item', slug: 'hummus', quantity: 4, optionIds: [] }],
        ...change,
      });
    try {
      // Four hummus, $31.96; 10% off, $3.20 ($3.196); 6% tax on $28.76, $1.73 ($1.7256); a 15%
      // tip on the food before the discount, $4.79 ($4.794). Total $35.28.
      const placed = await placePickupOrderAction(
        checkout({
          promoCode: 'save10',
          tip: { kind: 'percent', percent: 15 },
          expectedTotal: 3528,
        }),
        saver,
      );
      const { stored, session } = await openedPayment(placed);
      expect(stored).toMatchObject({
        promoCode: 'SAVE10',
        subtotal: 3196,
        discount: 320,
        tax: 173,
        tip: 479,
        total: 3528,
      });
      expect(session.line_items).toEqual([
        { quantity: 4, unit_amount: 799, name: 'Hummus' },
        { quantity: 1, unit_amount: 173, name: 'Sales tax (6%)' },
        { quantity: 1, unit_amount: 479, name: "Tip for the restaurant's staff" },
      ]);
      const coupon = stripe.coupons.get(session.discounts[0]!.coupon)!;
      expect(coupon).toMatchObject({
        amount_off: 320,
        duration: 'once',
        max_redemptions: 1,
        name: 'Promo code SAVE10',
      });
      expect(session.amount_total).toBe(3528);
      expect(await paidMail(session, stored.email)).toContain(
        [
          '4 × Hummus: $31.96',
          'Subtotal: $31.96',
          'Discount: −$3.20',
          'Sales tax (6%): $1.73',
          'Tip: $4.79',
          'Total: $35.28, paid by card',
        ].join('\n'),
      );
      await cancelOrders(db.db, eq(orders.locationId, restaurantId));
      // All of the food free and no tip: nothing a card can be charged, so it is refused.
      const before = await db.db.$count(orders);
      const free = await placePickupOrderAction(checkout({ promoCode: 'ALLFREE' }), saver);
      expect(free).toMatchObject({
        status: 'error',
        error: 'pickup.errors.cardTooSmall',
        fieldErrors: { paymentMethod: 'pickup.errors.cardTooSmall' },
      });
      expect(await db.db.$count(orders)).toBe(before);
    } finally {
      await db.db
        .update(locations)
        .set({ tipsEnabled: false })
        .where(eq(locations.id, restaurantId));
    }
  });

  it('refuses a forged, stale or unsigned event and one about no order here, writing nothing', async () => {
    const order = await placeByCard();
    await openCardPayment(db.db, order.token);
    const session = stripe.complete(
      [...stripe.sessions.values()].find((s) => s.client_reference_id === order.id)!.id,
    );
    const events = async () => (await db.db.select({ n: count() }).from(paymentEvents))[0]!.n;
    const before = await events();

    const forged = stripe.event('checkout.session.completed', session, { secret: 'whsec_other' });
    expect(await receiveStripeEvent(db.db, forged.payload, forged.signature)).toEqual({
      status: 400,
      body: { error: 'the signature does not match this endpoint' },
    });
    // Signed for one body, sent with another.
    const good = stripe.event('checkout.session.completed', session);
    const tampered = good.payload.replace('"paid"', '"unpaid"');
    expect((await receiveStripeEvent(db.db, tampered, good.signature)).status).toBe(400);
    // Signed ten minutes ago: a replay of an old delivery.
    const stale = stripe.event('checkout.session.completed', session, {
      timestamp: Math.floor(Date.now() / 1000) - 600,
    });
    expect((await receiveStripeEvent(db.db, stale.payload, stale.signature)).status).toBe(400);
    expect((await receiveStripeEvent(db.db, good.payload, null)).status).toBe(400);
    // Well signed, about a session no order here has.
    const unknown = stripe.event('checkout.session.completed', {
      ...session,
      id: 'cs_test_nobody',
    });
    expect(await receiveStripeEvent(db.db, unknown.payload, unknown.signature)).toEqual({
      status: 404,
      body: { error: 'no order here has this payment' },
    });
    expect(await events()).toBe(before);
    expect(await row(order.id)).toMatchObject({
      status: 'awaiting_payment',
      paymentStatus: 'unpaid',
    });
    // An event type this endpoint does not act on is acknowledged, and nothing changes.
    const other = stripe.event('customer.created', { id: 'cus_test_1', object: 'customer' });
    expect(await receiveStripeEvent(db.db, other.payload, other.signature)).toEqual({
      status: 200,
      body: { received: true, ignored: true },
    });
  });

  it('releases an abandoned payment: its place is free when the hold ends, its page is closed', async () => {
    const order = await placeByCard('ar');
    await openCardPayment(db.db, order.token);
    const session = [...stripe.sessions.values()].find((s) => s.client_reference_id === order.id)!;
    const later = new Date(Date.now() + 16 * MINUTE);
    // Once the hold has ended, the guest's pay link leads back to the order's page.
    expect(await openCardPayment(db.db, order.token, later)).toEqual({
      url: `/ar/orders/${order.token}`,
      external: false,
    });
    const round = await settlePayments(db.db, later);
    expect(round).toMatchObject({ released: 1, paid: 0 });
    expect(stripe.sessions.get(session.id)!.status).toBe('expired');
    const cancelled = await row(order.id);
    expect(cancelled).toMatchObject({ status: 'cancelled', paymentStatus: 'unpaid' });
    expect(cancelled.cancelReason).toBe(
      'لم يكتمل الدفع بالبطاقة في الوقت المحدد، فأُتيح وقت الاستلام لغيرك. لم يُخصم منك شيء.',
    );
    // Stripe's own "expired" event afterwards changes nothing.
    expect((await deliver('checkout.session.expired', session)).answer.status).toBe(200);
    expect((await row(order.id)).status).toBe('cancelled');
  });

  it('takes a payment made after the hold ended when the place is still free, and refunds it when it is not', async () => {
    const order = await placeByCard();
    await openCardPayment(db.db, order.token);
    const session = [...stripe.sessions.values()].find((s) => s.client_reference_id === order.id)!;
    stripe.complete(session.id);
    // The webhook is late; the round at the hold's end asks Stripe and finds it paid.
    const later = new Date(Date.now() + 16 * MINUTE);
    expect(await settlePayments(db.db, later)).toMatchObject({ released: 0, paid: 1 });
    expect(await row(order.id)).toMatchObject({ status: 'received', paymentStatus: 'paid' });

    // Another, paid late into a slot another guest took meanwhile: refunded in full.
    await cancelOrders(db.db, eq(orders.id, order.id));
    const slow = await placeByCard();
    await openCardPayment(db.db, slow.token);
    const slowSession = [...stripe.sessions.values()].find(
      (s) => s.client_reference_id === slow.id,
    )!;
    const taken = await placePickupOrderAction(
      guestCheckout(`card-${engine.label}-taker-${serial}`, { language: 'en' }),
      guest,
    );
    expect(taken).toMatchObject({ status: 'error', error: 'pickup.errors.slotFull' });
    await db.db
      .update(orders)
      .set({ paymentHeldUntil: new Date(Date.now() - MINUTE) })
      .where(eq(orders.id, slow.id));
    expect(
      await placePickupOrderAction(
        guestCheckout(`card-${engine.label}-taker2-${serial}`, { language: 'en' }),
        guest,
      ),
    ).toMatchObject({ status: 'success' });
    stripe.complete(slowSession.id);
    const paid = await deliver('checkout.session.completed', stripe.sessions.get(slowSession.id)!);
    expect(paid.answer.locationId).toBeUndefined();
    expect(await row(slow.id)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'refund_pending',
    });
    expect((await row(slow.id)).cancelReason).toMatch(/Your payment is refunded in full/);
    // The guest who paid hears that the order is cancelled and refunded (and of nothing else).
    const told = await mailsTo((await row(slow.id)).email);
    expect(told.map((mail) => mail.kind)).toEqual(['order-cancelled']);
    expect(told[0]!.textBody.split('\n').slice(2, 4)).toEqual([
      `We are sorry: your order #${slow.number} is cancelled. The reason: your payment arrived after the pickup time had been given to another guest. Your payment is refunded in full.`,
      'Your card payment of $16.94 is refunded in full. A refund usually reaches your account within 5 to 10 business days, depending on your bank.',
    ]);
    expect(await settlePayments(db.db)).toMatchObject({ refunded: 1 });
    expect(await row(slow.id)).toMatchObject({ paymentStatus: 'refunded' });
    expect(stripe.refunds.at(-1)).toMatchObject({
      amount: 1694,
      payment_intent: stripe.sessions.get(slowSession.id)!.payment_intent,
    });
  });

  it('refunds a paid order the kitchen cancels, once, also when Stripe is down for a while', async () => {
    const order = await placeByCard();
    await openCardPayment(db.db, order.token);
    const session = stripe.complete(
      [...stripe.sessions.values()].find((s) => s.client_reference_id === order.id)!.id,
    );
    await deliver('checkout.session.completed', session);
    const refundsBefore = stripe.refunds.length;

    stripe.down = true;
    const cancelled = await orderStepAction(
      { id: order.id, to: 'cancelled', reason: 'The oven broke' },
      manager,
    );
    expect(cancelled).toMatchObject({ status: 'success', data: { refund: true } });
    expect((await row(order.id)).paymentStatus).toBe('refund_pending');
    expect(await sendRefund(db.db, order.id)).toBe(false);
    const page = await readOrderPage(db.db, order.token);
    expect(progressOf(page!.order)).toMatchObject({
      status: 'cancelled',
      cancelReason: 'The oven broke',
      paymentStatus: 'refund_pending',
    });

    stripe.down = false;
    expect(await settlePayments(db.db)).toMatchObject({ refunded: 1 });
    expect(await settlePayments(db.db)).toMatchObject({ refunded: 0 });
    const refunded = await row(order.id);
    expect(refunded.paymentStatus).toBe('refunded');
    expect(stripe.refunds.length).toBe(refundsBefore + 1);
    expect(refunded.refundId).toBe(stripe.refunds.at(-1)!.id);
    expect(stripe.refunds.at(-1)).toMatchObject({
      amount: 1694,
      payment_intent: session.payment_intent,
    });
    // Every try carried the same key: Stripe makes one refund however often it is asked.
    const keys = stripe.requests
      .filter((r) => r.path === '/v1/refunds')
      .map((r) => r.idempotencyKey);
    expect(new Set(keys.slice(-2))).toEqual(new Set([`saba-refund-${order.id}`]));
    // Stripe's charge.refunded afterwards: acknowledged, nothing more.
    const charge = {
      id: 'ch_test_1',
      object: 'charge',
      refunded: true,
      payment_intent: session.payment_intent,
    };
    expect((await deliver('charge.refunded', charge)).answer.status).toBe(200);
    expect((await row(order.id)).paymentStatus).toBe('refunded');
  });

  it("says the payment page did not open when Stripe cannot be reached, and keeps the order's hold", async () => {
    const order = await placeByCard('ar');
    stripe.down = true;
    expect(await openCardPayment(db.db, order.token)).toEqual({
      url: `/ar/orders/${order.token}?payment=failed`,
      external: false,
    });
    expect(await row(order.id)).toMatchObject({
      status: 'awaiting_payment',
      stripeSessionId: null,
    });
    stripe.down = false;
    expect(await openCardPayment(db.db, order.token)).toMatchObject({ external: true });
  });

  it('refuses a card order where Stripe is not set up, and one for a restaurant without pay at pickup otherwise', async () => {
    await db.db.update(locations).set({ payAtPickup: false }).where(eq(locations.id, restaurantId));
    const counter = await placePickupOrderAction(
      guestCheckout(`card-${engine.label}-counter`, { language: 'en' }),
      guest,
    );
    expect(counter).toMatchObject({ status: 'error', error: 'pickup.errors.payOnline' });
    expect((await placeByCard()).pay).toBe(true);
    await db.db.update(locations).set({ payAtPickup: true }).where(eq(locations.id, restaurantId));

    delete process.env.STRIPE_SECRET_KEY;
    delete process.env.STRIPE_WEBHOOK_SECRET;
    resetServerEnvForTests();
    try {
      const refused = await placePickupOrderAction(
        guestCheckout(`card-${engine.label}-stripe-off`, { paymentMethod: 'card', language: 'en' }),
        guest,
      );
      expect(refused).toMatchObject({ status: 'error', error: 'pickup.errors.cardUnavailable' });
      const event = stripe.event('checkout.session.completed', { id: 'cs_test_x' });
      expect(await receiveStripeEvent(db.db, event.payload, event.signature)).toEqual({
        status: 404,
        body: { error: 'card payments are not set up' },
      });
    } finally {
      Object.assign(process.env, {
        STRIPE_SECRET_KEY: stripe.secretKey,
        STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
      });
      resetServerEnvForTests();
    }
  });
});
