import { beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { type TestDatabase, describeEachEngine } from '../../../../tests/setup/db';
import { cardOrderSuite } from '../../../../tests/setup/card-payments';
import type { FakeStripe } from '../../../../tests/setup/fake-stripe';
import { guestCheckout } from '../../../../tests/setup/ordering';
import { depsFor } from '../../../../tests/setup/staff-deps';
import { locations, orderLines, orders } from '@/server/db/schema';
import {
  brandFeeAction,
  connectStripeAction,
  disconnectStripeAction,
  placePickupOrderAction,
  refundOrderAction,
} from './actions';
import { receiveStripeEvent } from './payment-events';
import { openCardPayment } from './payments';
import { sendPartRefund } from './part-refunds';

/*
 * Each restaurant paid into its own Stripe account (Stripe Connect), against the real `stripe`
 * package and the stand-in: an owner connects a restaurant through Stripe's onboarding (payments
 * stay the brand's until Stripe says the account may take them, by its webhook) or by an account
 * id the platform has (one Stripe does not know is refused, nothing written); its card orders are
 * then made on its account with the brand's fee as the application fee, their events come from
 * that account only, and their refunds go there with the fee given back in proportion.
 */

describeEachEngine('Stripe Connect', (engine) => {
  let db: TestDatabase;
  let stripe: FakeStripe;
  let restaurantId: string;
  let serial = 0;
  const owner = depsFor('owner');
  const suite = cardOrderSuite(engine, { tipsEnabled: true, ordersPerSlot: 50 }, { connect: true });
  beforeAll(() => ({ db, stripe, restaurantId } = suite));

  const restaurant = async () =>
    (await db.db.select().from(locations).where(eq(locations.id, restaurantId)))[0]!;

  /** A guest's card order of three Hummus ($23.97, tax $1.44, a 15% tip $3.60: $29.01), its page opened. */
  async function cardOrder() {
    const placed = await placePickupOrderAction(
      guestCheckout(`connect-order-${engine.label}-${++serial}-key`, {
        paymentMethod: 'card',
        language: 'en',
        lines: [{ kind: 'item', slug: 'hummus', quantity: 3, optionIds: [] }],
        tip: { kind: 'percent', percent: 15 },
      }),
      depsFor('anonymous'),
    );
    if (placed.status !== 'success') throw new Error(JSON.stringify(placed));
    await openCardPayment(db.db, placed.data.token);
    const [order] = await db.db.select().from(orders).where(eq(orders.number, placed.data.number));
    const session = [...stripe.sessions.values()].find((s) => s.client_reference_id === order!.id)!;
    return { order: order!, session };
  }

  const deliver = (type: string, object: object, options = {}) => {
    const delivery = stripe.event(type, object, options);
    return receiveStripeEvent(db.db, delivery.payload, delivery.signature);
  };

  it('connects through Stripe’s onboarding; payments stay the brand’s until Stripe says the account may take them', async () => {
    const started = await connectStripeAction({ locationId: restaurantId }, owner);
    expect(started).toMatchObject({ status: 'success' });
    if (started.status !== 'success') return;
    expect(started.data.url).toMatch(/\/connect\/acct_\w+\?/);
    const accountId = (await restaurant()).stripeAccountId!;
    expect(accountId).toMatch(/^acct_/);
    expect(await restaurant()).toMatchObject({ stripeChargesEnabled: false });
    // Not yet able to take payments: the brand's account is paid.
    expect((await cardOrder()).session.account).toBeNull();

    // The owner finishes Stripe's pages; Stripe's Connect webhook says the account may take payments.
    const done = await fetch(started.data.url!, { method: 'POST', redirect: 'manual' });
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toContain(
      `/api/admin/stripe/return?location=${restaurantId}`,
    );
    const account = stripe.accounts.get(accountId)!;
    const event = stripe.event('account.updated', account, { account: accountId });
    const first = await receiveStripeEvent(db.db, event.payload, event.signature);
    expect(first).toMatchObject({ status: 200, body: { received: true } });
    expect(await restaurant()).toMatchObject({ stripeChargesEnabled: true });
    const again = await receiveStripeEvent(db.db, event.payload, event.signature);
    expect(again.body).toEqual({ received: true, duplicate: true });
    // An account no restaurant has, or an event about another account, changes nothing.
    expect(
      await deliver(
        'account.updated',
        { ...account, id: 'acct_nobodys0001' },
        { account: 'acct_nobodys0001' },
      ),
    ).toMatchObject({ status: 404 });
    expect(
      await deliver(
        'account.updated',
        { ...account, id: 'acct_other000001' },
        { account: accountId },
      ),
    ).toMatchObject({ status: 400 });
  });

  it('makes a connected restaurant’s payment on its own account with the brand’s fee, and refunds it there', async () => {
    expect(await brandFeeAction({ locationId: restaurantId, percent: '10' }, owner)).toMatchObject({
      status: 'success',
    });
    const accountId = (await restaurant()).stripeAccountId!;
    const { order, session } = await cardOrder();
    // 10% of the food ($23.97): $2.40 (2.397, halves up); not on the tax or the tip.
    expect(session).toMatchObject({
      account: accountId,
      application_fee_amount: 240,
      amount_total: 2901,
    });
    const made = stripe.requests.filter((r) => r.path === '/v1/checkout/sessions').at(-1)!;
    expect(made.account).toBe(accountId);
    const [stored] = await db.db.select().from(orders).where(eq(orders.id, order.id));
    expect(stored).toMatchObject({ stripeAccountId: accountId, brandFee: 240 });

    stripe.complete(session.id);
    const paid = stripe.sessions.get(session.id)!;
    // Signed by the brand's endpoint without the account, or naming it under the brand's secret: refused.
    expect(await deliver('checkout.session.completed', paid)).toMatchObject({ status: 404 });
    expect(
      await deliver('checkout.session.completed', paid, {
        account: accountId,
        secret: stripe.webhookSecret,
      }),
    ).toMatchObject({ status: 400 });
    expect((await db.db.select().from(orders).where(eq(orders.id, order.id)))[0]).toMatchObject({
      status: 'awaiting_payment',
    });
    // From the restaurant's own account, through the Connect endpoint: paid, to the kitchen.
    expect(await deliver('checkout.session.completed', paid, { account: accountId })).toMatchObject(
      {
        status: 200,
        locationId: restaurantId,
      },
    );
    await db.db.update(orders).set({ status: 'picked_up' }).where(eq(orders.id, order.id));

    const [line] = await db.db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
    const refund = await refundOrderAction(
      {
        orderId: order.id,
        key: crypto.randomUUID(),
        kind: 'lines',
        lines: [{ lineId: line!.id, quantity: 1 }],
        reason: 'Cold',
      },
      owner,
    );
    expect(refund).toMatchObject({ status: 'success', data: { amount: 847 } });
    if (refund.status === 'success') await sendPartRefund(db.db, refund.data.id);
    expect(stripe.refunds.at(-1)).toMatchObject({
      amount: 847,
      account: accountId,
      refund_application_fee: true,
      payment_intent: paid.payment_intent,
    });
  });

  it('links an account the platform has, refuses one Stripe does not know, and disconnects', async () => {
    expect(await disconnectStripeAction({ locationId: restaurantId }, owner)).toMatchObject({
      status: 'success',
    });
    expect(await restaurant()).toMatchObject({
      stripeAccountId: null,
      stripeChargesEnabled: false,
    });
    expect((await cardOrder()).session.account).toBeNull();

    const unknown = await connectStripeAction(
      { locationId: restaurantId, accountId: 'acct_unknown000001' },
      owner,
    );
    expect(unknown).toMatchObject({
      status: 'error',
      error: 'admin.connect.unknownAccount',
      fieldErrors: { accountId: 'admin.connect.unknownAccount' },
    });
    expect(await restaurant()).toMatchObject({ stripeAccountId: null });
    const malformed = await connectStripeAction(
      { locationId: restaurantId, accountId: 'sk_live_secret' },
      owner,
    );
    expect(malformed).toMatchObject({
      status: 'error',
      fieldErrors: { accountId: 'admin.connect.accountIdFormat' },
    });

    const existing = [...stripe.accounts.values()].at(-1)!;
    const linked = await connectStripeAction(
      { locationId: restaurantId, accountId: ` ${existing.id} ` },
      owner,
    );
    expect(linked).toMatchObject({
      status: 'success',
      data: { url: null, accountId: existing.id, chargesEnabled: true },
    });
    expect((await cardOrder()).session.account).toBe(existing.id);
    // Changing where the money goes needs a recent confirmation of who one is.
    const stale = await disconnectStripeAction(
      { locationId: restaurantId },
      depsFor('owner', { verifiedAt: new Date(Date.now() - 10 * 60_000) }),
    );
    expect(stale).toMatchObject({ status: 'error', error: 'admin.reauth.required' });
  });
});
