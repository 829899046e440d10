import { expect } from 'vitest';
import type { BadInputCase, Context } from './harness';
import { request } from './harness';

/**
 * Stripe's webhook endpoint, sent what Stripe never sends: no signature, another endpoint's
 * secret, a body changed after signing, an old delivery replayed, a signed body that is no event,
 * an event about a payment no order here has, a body over the limit. Each is refused (4xx) and
 * writes nothing; a well-signed event is still taken afterwards. The server runs with a Stripe
 * stand-in on loopback (tests/setup/fake-stripe.ts), whose secret signs the good deliveries.
 */

const ENDPOINT = 'POST /api/payments/stripe';

function post(ctx: Context, body: string, signature?: string) {
  return request(`${ctx.url}/api/payments/stripe`, {
    method: 'POST',
    from: ctx.from,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
      ...(signature === undefined ? {} : { 'stripe-signature': signature }),
    },
    body,
  });
}

const session = (id: string) => ({
  id,
  object: 'checkout.session',
  status: 'complete',
  payment_status: 'paid',
  payment_intent: 'pi_test_corpus',
  amount_total: 1999,
  currency: 'usd',
});

/** A well-signed event this endpoint does not act on: acknowledged, nothing written. */
async function good(ctx: Context): Promise<void> {
  const stripe = ctx.stripe!;
  const event = stripe.event('customer.created', { id: 'cus_test_corpus', object: 'customer' });
  const answer = await post(ctx, event.payload, event.signature);
  expect(answer.status, answer.body).toBe(200);
  expect(JSON.parse(answer.body)).toEqual({ received: true, ignored: true });
}

export function stripeWebhookCases(): BadInputCase[] {
  const one = (
    kind: string,
    send: (ctx: Context) => Promise<import('./harness').Answer>,
    status: number,
  ): BadInputCase => ({ endpoint: ENDPOINT, kind, send, expect: { refused: true, status }, good });
  const signed = (ctx: Context, type = 'checkout.session.completed', id = 'cs_test_corpus') =>
    ctx.stripe!.event(type, session(id));
  return [
    one('no signature', (ctx) => post(ctx, signed(ctx).payload), 400),
    one('an empty signature', (ctx) => post(ctx, signed(ctx).payload, ''), 400),
    one('a signature that is not one', (ctx) => post(ctx, signed(ctx).payload, 't=abc,v1=zz'), 400),
    one(
      "another endpoint's secret",
      (ctx) => {
        const forged = ctx.stripe!.event('checkout.session.completed', session('cs_test_x'), {
          secret: 'whsec_not_this_endpoints',
        });
        return post(ctx, forged.payload, forged.signature);
      },
      400,
    ),
    one(
      'the body changed after signing',
      (ctx) => {
        const event = signed(ctx);
        return post(ctx, event.payload.replace('1999', '1'), event.signature);
      },
      400,
    ),
    one(
      'an old delivery replayed (signed 10 minutes ago)',
      (ctx) => {
        const old = ctx.stripe!.event('checkout.session.completed', session('cs_test_old'), {
          timestamp: Math.floor(Date.now() / 1000) - 600,
        });
        return post(ctx, old.payload, old.signature);
      },
      400,
    ),
    one(
      'a signed body that is not an event',
      (ctx) => {
        const payload = 'not json at all';
        const header = ctx.stripe!.event('x', {}).signature; // signed for another body
        return post(ctx, payload, header);
      },
      400,
    ),
    one(
      'a well-signed payment of a session no order here has',
      (ctx) => {
        const event = signed(ctx, 'checkout.session.completed', 'cs_test_unknown_session');
        return post(ctx, event.payload, event.signature);
      },
      404,
    ),
    one(
      'a well-signed expiry of a session no order here has',
      (ctx) => {
        const event = signed(ctx, 'checkout.session.expired', 'cs_test_unknown_expiry');
        return post(ctx, event.payload, event.signature);
      },
      404,
    ),
    one(
      'a well-signed refund of a payment no order here has',
      (ctx) => {
        const event = ctx.stripe!.event('charge.refunded', {
          id: 'ch_test_unknown',
          object: 'charge',
          refunded: true,
          payment_intent: 'pi_test_unknown',
        });
        return post(ctx, event.payload, event.signature);
      },
      404,
    ),
    one(
      'a body over 256 KB',
      (ctx) => {
        const event = ctx.stripe!.event('checkout.session.completed', {
          ...session('cs_test_big'),
          padding: 'x'.repeat(300 * 1024),
        });
        return post(ctx, event.payload, event.signature);
      },
      413,
    ),
  ];
}
