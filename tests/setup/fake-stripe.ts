import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { connectApi, feeOf, onboardingPage, type FakeAccount } from './fake-stripe-connect.ts';
import { invalid, missing } from './stripe-errors.ts';

/**
 * A stand-in for Stripe's API on loopback, for the real `stripe` package to talk to (its
 * host/port/protocol options): the endpoints this app uses, answered in Stripe's documented
 * shapes (form-encoded requests, JSON objects, `{ error: { type, message } }` with a 4xx),
 * idempotency keys honoured as Stripe does. It also serves a "hosted" payment page, whose Pay
 * button completes the session, delivers the signed webhook to the app and returns the guest to
 * the session's success_url, as Stripe's page would.
 */

export type { FakeAccount };

export type FakeSession = {
  id: string;
  object: 'checkout.session';
  mode: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  payment_intent: string | null;
  amount_total: number;
  amount_subtotal: number;
  currency: string;
  customer_email: string | null;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  locale: string | null;
  success_url: string;
  cancel_url: string | null;
  expires_at: number;
  created: number;
  livemode: false;
  url: string | null;
  line_items: { quantity: number; unit_amount: number; name: string }[];
  discounts: { coupon: string }[];
  total_details: { amount_discount: number; amount_tax: number; amount_shipping: number };
  /** The connected account it was made on (the `Stripe-Account` header); null: the platform's. */
  account: string | null;
  /** The platform's fee taken from a connected account's payment. */
  application_fee_amount: number | null;
};

export type FakeCoupon = {
  id: string;
  object: 'coupon';
  amount_off: number;
  currency: string;
  duration: string;
  max_redemptions: number | null;
  name: string | null;
  metadata: Record<string, string>;
  valid: boolean;
  account: string | null;
};

export type FakeRefund = {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  status: 'succeeded';
  reason: string | null;
  metadata: Record<string, string>;
  created: number;
  account: string | null;
  /** Whether the platform's fee was given back in proportion. */
  refund_application_fee: boolean;
};

export type FakeStripe = {
  url: string;
  secretKey: string;
  webhookSecret: string;
  sessions: Map<string, FakeSession>;
  coupons: Map<string, FakeCoupon>;
  refunds: FakeRefund[];
  /** Connected accounts (Stripe Connect), and the secret of the Connect webhook endpoint. */
  accounts: Map<string, FakeAccount>;
  connectWebhookSecret: string;
  /** Where the onboarding page delivers `account.updated` (the app's endpoint). */
  connectWebhookTo: string | null;
  /** Every API request: method, path, idempotency key and the `Stripe-Account` header. */
  requests: {
    method: string;
    path: string;
    idempotencyKey: string | null;
    account: string | null;
  }[];
  /** While true, every API request is answered 500 (Stripe down). */
  down: boolean;
  /** Where the hosted page's Pay button delivers the webhook (the app's endpoint). */
  webhookTo: string | null;
  /** Completes a session as a payment would (no webhook sent). */
  complete(sessionId: string): FakeSession;
  /** A signed webhook delivery of an event about this object (secret: the endpoint's, or another). */
  event(
    type: string,
    object: object,
    options?: { secret?: string; id?: string; timestamp?: number; account?: string },
  ): { id: string; payload: string; signature: string };
  close(): Promise<void>;
};

const id = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;
const seconds = () => Math.floor(Date.now() / 1000);

/** `a[b][0][c]=1` into `{ a: { b: [ { c: '1' } ] } }`, as Stripe reads its form bodies. */
export function parseStripeForm(body: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, '').split('[');
    let node: Record<string, unknown> = root;
    path.forEach((part, index) => {
      if (index === path.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Record<string, unknown>;
    });
  }
  const arrays = (value: unknown): unknown => {
    if (typeof value !== 'object' || value === null) return value;
    const entries = Object.entries(value).map(([k, v]) => [k, arrays(v)] as const);
    return entries.length > 0 && entries.every(([k]) => /^\d+$/.test(k))
      ? entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, v]) => v)
      : Object.fromEntries(entries);
  };
  return arrays(root) as Record<string, unknown>;
}

function read(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => resolve(body));
    req.on('error', reject);
  });
}

type LineParam = {
  quantity: string;
  price_data: { currency: string; unit_amount: string; product_data: { name: string } };
};

export async function startFakeStripe(
  options: { webhookTo?: string | null; connectWebhookTo?: string | null } = {},
): Promise<FakeStripe> {
  const stripe = new Stripe('sk_test_fake');
  const fake: FakeStripe = {
    url: '',
    secretKey: `sk_test_${randomBytes(8).toString('hex')}`,
    webhookSecret: `whsec_${randomBytes(16).toString('hex')}`,
    sessions: new Map(),
    coupons: new Map(),
    refunds: [],
    accounts: new Map(),
    connectWebhookSecret: `whsec_${randomBytes(16).toString('hex')}`,
    connectWebhookTo: options.connectWebhookTo ?? null,
    requests: [],
    down: false,
    webhookTo: options.webhookTo ?? null,
    complete(sessionId) {
      const session = fake.sessions.get(sessionId);
      if (!session) throw new Error(`no session ${sessionId}`);
      Object.assign(session, {
        status: 'complete',
        payment_status: 'paid',
        payment_intent: session.payment_intent ?? id('pi'),
        url: null,
      });
      return session;
    },
    event(type, object, { secret, id: eventId, timestamp, account } = {}) {
      const event = {
        id: eventId ?? id('evt'),
        object: 'event',
        // An event of a connected account names it, and is signed with the Connect endpoint's secret.
        ...(account ? { account } : {}),
        api_version: '2026-10-28.endive',
        created: timestamp ?? seconds(),
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type,
        data: { object },
      };
      const payload = JSON.stringify(event);
      const signature = stripe.webhooks.generateTestHeaderString({
        payload,
        secret: secret ?? (account ? fake.connectWebhookSecret : fake.webhookSecret),
        ...(timestamp ? { timestamp } : {}),
      });
      return { id: event.id, payload, signature };
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  /** Stripe answers a repeated idempotency key with the first answer. */
  const answered = new Map<string, { status: number; body: unknown }>();

  const api = async (
    method: string,
    path: string,
    form: Record<string, unknown>,
    account: string | null,
  ) => {
    const connected = connectApi(fake, method, path, form, account);
    if (connected) return connected;
    if (method === 'POST' && path === '/v1/coupons') {
      const amountOff = Number(form.amount_off);
      if (!Number.isInteger(amountOff) || amountOff < 1) {
        return invalid('Invalid positive integer: amount_off');
      }
      const coupon: FakeCoupon = {
        id: id('co'),
        object: 'coupon',
        amount_off: amountOff,
        currency: String(form.currency ?? 'usd'),
        duration: String(form.duration ?? 'once'),
        max_redemptions: form.max_redemptions ? Number(form.max_redemptions) : null,
        name: (form.name as string) ?? null,
        metadata: (form.metadata as Record<string, string>) ?? {},
        valid: true,
        account,
      };
      if ((coupon.name ?? '').length > 40)
        return invalid('Coupon names are at most 40 characters.');
      fake.coupons.set(coupon.id, coupon);
      return { status: 200, body: coupon };
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const lines = (form.line_items ?? []) as LineParam[];
      const subtotal = lines.reduce(
        (sum, line) => sum + Number(line.quantity) * Number(line.price_data.unit_amount),
        0,
      );
      // A coupon's amount comes off the whole session, as Stripe takes it.
      const discounts = ((form.discounts ?? []) as { coupon?: string }[]).map((d) => ({
        coupon: String(d.coupon ?? ''),
      }));
      let off = 0;
      for (const discount of discounts) {
        const coupon = fake.coupons.get(discount.coupon);
        if (!coupon || coupon.account !== account) return missing('coupon', discount.coupon);
        off += coupon.amount_off;
      }
      const total = Math.max(0, subtotal - off);
      if (total < 50) return invalid('The Checkout Session total must be at least $0.50 usd.');
      const fee = feeOf(form, account, total);
      if (typeof fee === 'string') return invalid(fee);
      if (account && !fake.accounts.get(account)!.charges_enabled) {
        return invalid(`The account ${account} cannot take payments until its onboarding is done.`);
      }
      const sessionId = id('cs');
      const session: FakeSession = {
        id: sessionId,
        object: 'checkout.session',
        mode: String(form.mode),
        status: 'open',
        payment_status: 'unpaid',
        payment_intent: null,
        amount_total: total,
        amount_subtotal: subtotal,
        currency: lines[0]?.price_data.currency ?? 'usd',
        customer_email: (form.customer_email as string) ?? null,
        client_reference_id: (form.client_reference_id as string) ?? null,
        metadata: (form.metadata as Record<string, string>) ?? {},
        locale: (form.locale as string) ?? null,
        success_url: String(form.success_url),
        cancel_url: (form.cancel_url as string) ?? null,
        expires_at: Number(form.expires_at ?? seconds() + 86_400),
        created: seconds(),
        livemode: false,
        url: `${fake.url}/pay/${sessionId}`,
        line_items: lines.map((line) => ({
          quantity: Number(line.quantity),
          unit_amount: Number(line.price_data.unit_amount),
          name: line.price_data.product_data.name,
        })),
        discounts,
        total_details: { amount_discount: subtotal - total, amount_tax: 0, amount_shipping: 0 },
        account,
        application_fee_amount: fee,
      };
      fake.sessions.set(sessionId, session);
      return { status: 200, body: session };
    }
    const expire = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(path);
    if (method === 'POST' && expire) {
      const session = fake.sessions.get(expire[1]!);
      if (!session || session.account !== account) return missing('checkout.session', expire[1]!);
      if (session.status !== 'open') {
        return invalid(
          `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${session.status}".`,
        );
      }
      Object.assign(session, { status: 'expired', url: null });
      return { status: 200, body: session };
    }
    const one = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
    if (method === 'GET' && one) {
      const session = fake.sessions.get(one[1]!);
      return session && session.account === account
        ? { status: 200, body: session }
        : missing('checkout.session', one[1]!);
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const intent = String(form.payment_intent ?? '');
      const paid = [...fake.sessions.values()].find(
        (s) => s.payment_intent === intent && s.account === account,
      );
      if (!paid) return missing('payment_intent', intent);
      // As Stripe: an amount up to what is left of the charge; none given, all that is left.
      const done = fake.refunds
        .filter((r) => r.payment_intent === intent)
        .reduce((sum, r) => sum + r.amount, 0);
      const left = paid.amount_total - done;
      if (left <= 0) return invalid(`Charge for ${intent} has already been refunded.`);
      const amount = form.amount === undefined ? left : Number(form.amount);
      if (!Number.isInteger(amount) || amount < 1) {
        return invalid('Invalid positive integer: amount');
      }
      if (amount > left) {
        return invalid(
          `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${(left / 100).toFixed(2)})`,
        );
      }
      const refund: FakeRefund = {
        id: id('re'),
        object: 'refund',
        amount,
        currency: paid.currency,
        payment_intent: intent,
        status: 'succeeded',
        reason: (form.reason as string) ?? null,
        metadata: (form.metadata as Record<string, string>) ?? {},
        created: seconds(),
        account,
        refund_application_fee: form.refund_application_fee === 'true',
      };
      fake.refunds.push(refund);
      return { status: 200, body: refund };
    }
    return invalid(`Unrecognized request URL (${method}: ${path}).`, 404);
  };

  const server: Server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const body = await read(req);
      const send = (status: number, payload: unknown, type = 'application/json') => {
        res.writeHead(status, { 'content-type': type });
        res.end(typeof payload === 'string' ? payload : JSON.stringify(payload));
      };
      const page = /^\/pay\/([^/]+)$/.exec(url.pathname);
      if (page) return hostedPage(page[1]!, req.method ?? 'GET', send, res);
      const onboarding = /^\/connect\/([^/]+)$/.exec(url.pathname);
      if (onboarding) return onboardingPage(fake, onboarding[1]!, url, req.method ?? 'GET', res);
      const key = req.headers['idempotency-key'];
      const idempotencyKey = typeof key === 'string' ? key : null;
      const header = req.headers['stripe-account'];
      const account = typeof header === 'string' ? header : null;
      fake.requests.push({ method: req.method ?? '', path: url.pathname, idempotencyKey, account });
      if (fake.down) return send(500, { error: { type: 'api_error', message: 'Stripe is down' } });
      if (req.headers.authorization !== `Bearer ${fake.secretKey}`) {
        return send(401, {
          error: { type: 'invalid_request_error', message: 'Invalid API Key provided' },
        });
      }
      if (account && !fake.accounts.has(account)) {
        return send(403, {
          error: {
            type: 'invalid_request_error',
            code: 'account_invalid',
            message: `The provided key does not have access to account '${account}' (or that account does not exist).`,
          },
        });
      }
      const memo = idempotencyKey
        ? `${account ?? ''} ${req.method} ${url.pathname} ${idempotencyKey}`
        : null;
      const answer =
        (memo ? answered.get(memo) : undefined) ??
        (await api(req.method ?? '', url.pathname, parseStripeForm(body), account));
      if (memo && answer.status < 500) answered.set(memo, answer);
      send(answer.status, answer.body);
    })();
  });

  const hostedPage = async (
    sessionId: string,
    method: string,
    send: (status: number, payload: unknown, type?: string) => void,
    res: import('node:http').ServerResponse,
  ) => {
    const session = fake.sessions.get(sessionId);
    if (!session || session.status === 'expired') {
      return send(404, '<h1>This payment page has expired</h1>', 'text/html');
    }
    if (method === 'POST' && session.status === 'open') {
      fake.complete(sessionId);
      if (fake.webhookTo) {
        const delivery = fake.event('checkout.session.completed', session, {
          ...(session.account ? { account: session.account } : {}),
        });
        await fetch(fake.webhookTo, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'stripe-signature': delivery.signature },
          body: delivery.payload,
        });
      }
      res.writeHead(303, { location: session.success_url });
      return res.end();
    }
    const total = (session.amount_total / 100).toFixed(2);
    send(
      200,
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Test payment</title><link rel="icon" href="data:,"></head><body><main>` +
        `<h1>Pay $${total}</h1><form method="post"><button>Pay $${total}</button></form>` +
        // A connected account's payment says whose it is and the platform's fee, as a test reads it.
        (session.account
          ? `<p>Paid to ${session.account} · application fee $${((session.application_fee_amount ?? 0) / 100).toFixed(2)}</p>`
          : '') +
        (session.cancel_url ? `<a href="${session.cancel_url}">Back</a>` : '') +
        `</main></body></html>`,
      'text/html',
    );
  };

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}
