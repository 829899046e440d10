import 'server-only';
import type Stripe from 'stripe';
import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/server/db/client';
import { locations, orders, paymentEvents } from '@/server/db/schema';
import { logger } from '@/server/logger';
import { lockOrderOfSession, recordPayment, releaseUnpaid, type PaymentOutcome } from './payments';
import { moveOrderState } from './order-states';
import { stripeClient, stripeWebhookSecrets } from './stripe';

/**
 * Stripe's webhook (POST /api/payments/stripe): the signed events that move a card order on.
 * Its signature is checked against the endpoint's secret before anything is read from it (a
 * forged or stale event is refused, nothing written); each event is applied once, in the
 * transaction that records its id; events may come in any order, as each is applied from the
 * order's state (a payment never undone by a late "expired").
 */

/** The events this endpoint acts on; Stripe's dashboard subscribes the endpoint to these. */
export const STRIPE_EVENTS = [
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
  'charge.refunded',
  // Connect: a restaurant's own account may (or may no longer) take payments.
  'account.updated',
] as const;

type Handled = (typeof STRIPE_EVENTS)[number];

export type WebhookAnswer = {
  status: 200 | 400 | 404;
  body: { received: true; duplicate?: true; ignored?: true } | { error: string };
  /** The restaurant whose kitchen has news (an order paid), for its screens' signal. */
  locationId?: string;
};

function idOf(value: string | { id: string } | null | undefined): string | null {
  return typeof value === 'string' ? value : (value?.id ?? null);
}

/** Checks and applies one delivery of Stripe's webhook: its raw body and signature header. */
export async function receiveStripeEvent(
  db: Db,
  payload: string,
  signature: string | null,
  now = new Date(),
): Promise<WebhookAnswer> {
  const stripe = stripeClient();
  const secrets = stripeWebhookSecrets();
  if (!stripe || !secrets.platform) {
    return { status: 404, body: { error: 'card payments are not set up' } };
  }
  if (!signature) return { status: 400, body: { error: 'the Stripe-Signature header is missing' } };
  const event = signedEvent(stripe, payload, signature, secrets);
  if (!event) return { status: 400, body: { error: 'the signature does not match this endpoint' } };
  if (!(STRIPE_EVENTS as readonly string[]).includes(event.type)) {
    return { status: 200, body: { received: true, ignored: true } };
  }
  if (event.type === 'account.updated') return applyAccountEvent(db, event);
  const answer = await db.transaction(async (tx) => {
    const order = await lockOrderOf(tx, event);
    // A payment's event comes from the account it was made on, and from no other.
    if (!order || order.stripeAccountId !== (event.account ?? null)) return null;
    const [first] = await tx
      .insert(paymentEvents)
      .values({ id: event.id, type: event.type, orderId: order.id })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (!first) return { outcome: 'none' as const, duplicate: true, order };
    return { outcome: await apply(tx, event, order, now), duplicate: false, order };
  });
  if (!answer) {
    logger.warn({ event: event.id, type: event.type }, 'a Stripe event for no order here');
    return { status: 404, body: { error: 'no order here has this payment' } };
  }
  logger.info(
    { event: event.id, type: event.type, order: answer.order.number, outcome: answer.outcome },
    answer.duplicate ? 'a Stripe event already applied' : 'a Stripe event applied',
  );
  return {
    status: 200,
    body: answer.duplicate ? { received: true, duplicate: true } : { received: true },
    ...(answer.outcome === 'to-kitchen' ? { locationId: answer.order.locationId } : {}),
  };
}

/**
 * The event, when its signature is the platform endpoint's (the brand's own account's events) or
 * the Connect endpoint's (restaurants' own accounts: each such event names its account); null
 * when it is neither, or when an event claims an account under the platform's secret.
 */
function signedEvent(
  stripe: Stripe,
  payload: string,
  signature: string,
  secrets: { platform: string | null; connect: string | null },
): Stripe.Event | null {
  for (const [secret, connected] of [
    [secrets.platform, false],
    [secrets.connect, true],
  ] as const) {
    if (!secret) continue;
    try {
      const event = stripe.webhooks.constructEvent(payload, signature, secret);
      return Boolean(event.account) === connected ? event : null;
    } catch {
      // not this endpoint's
    }
  }
  return null;
}

/**
 * A restaurant's own account changed: whether it may take payments now (onboarding done, or
 * Stripe stopped it). Applied once; an account no restaurant has is answered 404.
 */
async function applyAccountEvent(db: Db, event: Stripe.Event): Promise<WebhookAnswer> {
  const account = event.data.object as Stripe.Account;
  if (account.id !== event.account) {
    return { status: 400, body: { error: 'the event is about another account' } };
  }
  const applied = await db.transaction(async (tx) => {
    const [restaurant] = await tx
      .select({ id: locations.id })
      .from(locations)
      .where(eq(locations.stripeAccountId, account.id))
      .for('update');
    if (!restaurant) return null;
    const [first] = await tx
      .insert(paymentEvents)
      .values({ id: event.id, type: event.type, orderId: null })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (!first) return 'duplicate';
    await tx
      .update(locations)
      .set({ stripeChargesEnabled: account.charges_enabled === true, updatedAt: new Date() })
      .where(eq(locations.id, restaurant.id));
    return 'applied';
  });
  if (!applied) return { status: 404, body: { error: 'no restaurant here has this account' } };
  logger.info({ account: account.id, charges: account.charges_enabled }, 'a Stripe account event');
  return {
    status: 200,
    body: applied === 'duplicate' ? { received: true, duplicate: true } : { received: true },
  };
}

async function lockOrderOf(tx: DbOrTx, event: Stripe.Event) {
  if (event.type === 'charge.refunded') {
    const intent = idOf(event.data.object.payment_intent);
    if (!intent) return null;
    const [order] = await tx
      .select()
      .from(orders)
      .where(eq(orders.paymentIntentId, intent))
      .for('update');
    return order ?? null;
  }
  return lockOrderOfSession(tx, (event.data.object as Stripe.Checkout.Session).id);
}

async function apply(
  tx: DbOrTx,
  event: Stripe.Event,
  order: typeof orders.$inferSelect,
  now: Date,
): Promise<PaymentOutcome> {
  switch (event.type as Handled) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object as Stripe.Checkout.Session;
      // Completed by a method that settles later (a bank debit): its own event says when.
      if (session.payment_status === 'unpaid') return 'none';
      return recordPayment(tx, order, idOf(session.payment_intent), now);
    }
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired':
      return releaseUnpaid(tx, order, now);
    case 'charge.refunded': {
      const charge = event.data.object as Stripe.Charge;
      if (!charge.refunded) return 'none';
      const refunded = await moveOrderState(tx, order, 'refundedAtStripe', {
        refunded: order.total,
        updatedAt: now,
      });
      return refunded ? 'refunded' : 'none';
    }
    case 'account.updated':
      // Applied before any order is looked for (applyAccountEvent).
      return 'none';
  }
}
