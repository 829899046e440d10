import { afterAll, beforeAll, beforeEach } from 'vitest';
import { eq } from 'drizzle-orm';
import { resetServerEnvForTests } from '@/env';
import { locations, orders } from '@/server/db/schema';
import { setAsAppDatabase, type Engine, type TestDatabase } from './db';
import { startFakeStripe, type FakeStripe } from './fake-stripe';
import { addAllDayRestaurant, cancelOrders } from './ordering';

/**
 * For a test file whose server code takes card payments: starts the stand-in, points the app's
 * environment at it for the file, and puts the environment back after. Returns a getter (the
 * stand-in exists once the file's beforeAll has run).
 */
export function cardPaymentsForTests({ connect = false } = {}): () => FakeStripe {
  let stripe: FakeStripe | undefined;
  const saved = { ...process.env };
  beforeAll(async () => {
    stripe = await startFakeStripe();
    Object.assign(process.env, {
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
      STRIPE_API_URL: stripe.url,
      // Stripe Connect on: restaurants may be paid into their own accounts.
      ...(connect ? { STRIPE_CONNECT_WEBHOOK_SECRET: stripe.connectWebhookSecret } : {}),
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

/**
 * A card-payments suite on one engine: the stand-in, a database of its own made the app's, the
 * all-day restaurant with `settings`; before each test Stripe is up and earlier orders are out of
 * the way (their places freed). Its fields are set once the file's beforeAll has run.
 */
export function cardOrderSuite(
  engine: Engine,
  settings: Partial<typeof locations.$inferInsert> = {},
  { connect = false } = {},
): { db: TestDatabase; stripe: FakeStripe; restaurantId: string } {
  const standIn = cardPaymentsForTests({ connect });
  const suite = {} as { db: TestDatabase; stripe: FakeStripe; restaurantId: string };
  beforeAll(async () => {
    suite.stripe = standIn();
    suite.db = await engine.create();
    setAsAppDatabase(suite.db);
    suite.restaurantId = (await addAllDayRestaurant(suite.db.db, settings)).id;
  });
  afterAll(async () => {
    setAsAppDatabase(undefined);
    await suite.db.dispose();
  });
  beforeEach(async () => {
    suite.stripe.down = false;
    await cancelOrders(suite.db.db, eq(orders.locationId, suite.restaurantId));
  });
  return suite;
}
