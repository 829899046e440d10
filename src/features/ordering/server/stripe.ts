import 'server-only';
import Stripe from 'stripe';
import { serverEnv } from '@/env';

/**
 * The one Stripe client (ADR 0020), made once the keys are set: card payments are off without
 * them. Its requests give up after 10 s and are retried once (Stripe's idempotency keys make a
 * retry safe); STRIPE_API_URL points it at a test server on this machine.
 */

let made: { key: string; url: string | undefined; client: Stripe } | undefined;

export function stripeClient(): Stripe | null {
  const env = serverEnv();
  if (!env.STRIPE_SECRET_KEY || !env.STRIPE_WEBHOOK_SECRET) return null;
  if (made?.key === env.STRIPE_SECRET_KEY && made.url === env.STRIPE_API_URL) return made.client;
  const api = env.STRIPE_API_URL ? new URL(env.STRIPE_API_URL) : null;
  const client = new Stripe(env.STRIPE_SECRET_KEY, {
    maxNetworkRetries: 1,
    timeout: 10_000,
    telemetry: false,
    ...(api
      ? {
          host: api.hostname.replace(/^\[|\]$/g, ''),
          port: api.port || (api.protocol === 'https:' ? 443 : 80),
          protocol: api.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });
  made = { key: env.STRIPE_SECRET_KEY, url: env.STRIPE_API_URL, client };
  return client;
}

/** The webhook endpoint's signing secret, when card payments are on. */
export function stripeWebhookSecret(): string | null {
  const env = serverEnv();
  return env.STRIPE_SECRET_KEY ? (env.STRIPE_WEBHOOK_SECRET ?? null) : null;
}

/** Whether guests may pay by card: Stripe's keys are set. */
export function cardPaymentsReady(): boolean {
  return stripeClient() !== null;
}

/**
 * Whether restaurants may be paid into their own Stripe accounts (Stripe Connect): card payments
 * are on and the Connect webhook endpoint's secret is set (its events say when an account may take
 * payments, and when a payment on one is made).
 */
export function stripeConnectReady(): boolean {
  return cardPaymentsReady() && Boolean(serverEnv().STRIPE_CONNECT_WEBHOOK_SECRET);
}

/** The signing secrets of the webhook's deliveries: the platform's, and Connect's when set. */
export function stripeWebhookSecrets(): { platform: string | null; connect: string | null } {
  return {
    platform: stripeWebhookSecret(),
    connect: stripeConnectReady() ? (serverEnv().STRIPE_CONNECT_WEBHOOK_SECRET ?? null) : null,
  };
}

/** The request options that make a call on a restaurant's own account (none: the brand's). */
export function onAccount(accountId: string | null | undefined): { stripeAccount?: string } {
  return accountId ? { stripeAccount: accountId } : {};
}
