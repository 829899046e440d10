import { afterAll, beforeAll } from 'vitest';
import { resetServerEnvForTests } from '@/env';
import { startFakeStripe, type FakeStripe } from './fake-stripe';

/**
 * For a test file whose server code takes card payments: starts the stand-in, points the app's
 * environment at it for the file, and puts the environment back after. Returns a getter (the
 * stand-in exists once the file's beforeAll has run).
 */
export function cardPaymentsForTests(): () => FakeStripe {
  let stripe: FakeStripe | undefined;
  const saved = { ...process.env };
  beforeAll(async () => {
    stripe = await startFakeStripe();
    Object.assign(process.env, {
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
      STRIPE_API_URL: stripe.url,
    });
    resetServerEnvForTests();
  });
  afterAll(async () => {
    process.env = { ...saved };
    resetServerEnvForTests();
    await stripe?.close();
  });
  return () => stripe!;
}
