import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { FakeStripe } from './fake-stripe.ts';
import { invalid, missing } from './stripe-errors.ts';

/**
 * Stripe Connect in the stand-in: connected accounts (made by the platform, or one it already
 * has), the hosted onboarding page an account link opens (its button finishes onboarding, tells the
 * Connect webhook `account.updated` and returns to the link's return_url), and the platform's fee
 * on a payment made on a connected account (`payment_intent_data[application_fee_amount]`, which
 * needs the `Stripe-Account` header and may not exceed the payment).
 */

export type FakeAccount = {
  id: string;
  object: 'account';
  type: string;
  email: string | null;
  country: string;
  charges_enabled: boolean;
  details_submitted: boolean;
  metadata: Record<string, string>;
};

const seconds = () => Math.floor(Date.now() / 1000);

/** The API endpoints of Connect, or null when the request is none of them. */
export function connectApi(
  fake: FakeStripe,
  method: string,
  path: string,
  form: Record<string, unknown>,
  account: string | null,
): { status: number; body: unknown } | null {
  if (method === 'POST' && path === '/v1/accounts') {
    if (account) return invalid('A connected account cannot make accounts.');
    const made: FakeAccount = {
      id: `acct_${randomBytes(8).toString('hex')}`,
      object: 'account',
      type: String(form.type ?? 'standard'),
      email: (form.email as string) ?? null,
      country: String(form.country ?? 'US'),
      charges_enabled: false,
      details_submitted: false,
      metadata: (form.metadata as Record<string, string>) ?? {},
    };
    fake.accounts.set(made.id, made);
    return { status: 200, body: made };
  }
  const one = /^\/v1\/accounts\/([^/]+)$/.exec(path);
  if (method === 'GET' && one) {
    const found = fake.accounts.get(one[1]!);
    return found ? { status: 200, body: found } : missing('account', one[1]!);
  }
  if (method === 'POST' && path === '/v1/account_links') {
    const id = String(form.account ?? '');
    if (!fake.accounts.has(id)) return missing('account', id);
    if (!form.return_url || !form.refresh_url) {
      return invalid('Missing required param: return_url and refresh_url.');
    }
    const query = new URLSearchParams({
      return_url: String(form.return_url),
      refresh_url: String(form.refresh_url),
    });
    return {
      status: 200,
      body: {
        object: 'account_link',
        created: seconds(),
        expires_at: seconds() + 300,
        url: `${fake.url}/connect/${id}?${query}`,
      },
    };
  }
  return null;
}

/**
 * The platform's fee asked on a session: a whole number of cents up to the payment, only on a
 * connected account's payment (Stripe refuses it on the platform's own); null when none is asked;
 * a string is Stripe's refusal.
 */
export function feeOf(
  form: Record<string, unknown>,
  account: string | null,
  total: number,
): number | string | null {
  const asked = (form.payment_intent_data as { application_fee_amount?: string } | undefined)
    ?.application_fee_amount;
  if (asked === undefined) return null;
  const fee = Number(asked);
  if (!account) {
    return 'Can only apply an application_fee_amount when the PaymentIntent is attempting a direct payment (using an OAuth key or Stripe-Account header) or destination payment (using `transfer_data[destination]`).';
  }
  if (!Number.isInteger(fee) || fee < 0 || fee > total) {
    return 'The application fee must be a whole number of cents no greater than the payment.';
  }
  return fee;
}

/** The hosted onboarding page: its button finishes onboarding and goes back to the app. */
export async function onboardingPage(
  fake: FakeStripe,
  accountId: string,
  url: URL,
  method: string,
  res: ServerResponse,
) {
  const account = fake.accounts.get(accountId);
  if (!account) {
    res.writeHead(404, { 'content-type': 'text/html' });
    return res.end('<h1>This link has expired</h1>');
  }
  if (method === 'POST') {
    Object.assign(account, { charges_enabled: true, details_submitted: true });
    if (fake.connectWebhookTo) {
      const delivery = fake.event('account.updated', account, { account: account.id });
      await fetch(fake.connectWebhookTo, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': delivery.signature },
        body: delivery.payload,
      });
    }
    res.writeHead(303, { location: url.searchParams.get('return_url') ?? '/' });
    return res.end();
  }
  res.writeHead(200, { 'content-type': 'text/html' });
  res.end(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Stripe onboarding</title><link rel="icon" href="data:,"></head><body><main>` +
      `<h1>Set up payments for ${account.id}</h1><form method="post"><button>Agree and submit</button></form>` +
      `</main></body></html>`,
  );
}
