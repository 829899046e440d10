import 'server-only';
import { getDb } from '@/server/db/client';
import { logger } from '@/server/logger';
import { startRepeating, stopRepeating } from '@/server/jobs/repeating';
import { settlePayments } from './refunds';
import { signalOrders } from './signals';
import { cardPaymentsReady } from './stripe';

/** How often each instance closes lapsed payments and sends pending refunds. */
const EVERY_MS = 30_000;

const NAME = 'card payment round';

async function round(): Promise<void> {
  const done = await settlePayments(await getDb());
  for (const locationId of new Set(done.kitchens)) void signalOrders(locationId);
  if (done.released || done.paid || done.refunded) {
    logger.info({ ...done, kitchens: undefined }, 'card payments settled');
  }
}

/** Runs the card payments' chores (refunds.ts) while the server runs, when Stripe is set up. */
export function startPaymentWorker(): void {
  if (cardPaymentsReady()) startRepeating(NAME, EVERY_MS, round);
}

/** Stops the timer and waits for a round in progress. */
export async function stopPaymentWorker(): Promise<void> {
  await stopRepeating(NAME);
}
