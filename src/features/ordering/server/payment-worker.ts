import 'server-only';
import { getDb } from '@/server/db/client';
import { logger } from '@/server/logger';
import { settlePayments } from './refunds';
import { signalOrders } from './signals';
import { cardPaymentsReady } from './stripe';

/** How often each instance closes lapsed payments and sends pending refunds. */
const EVERY_MS = 30_000;

type Worker = { timer: NodeJS.Timeout; current: Promise<void> | null };
const globalForPayments = globalThis as unknown as { sabaPaymentWorker?: Worker };

async function round(): Promise<void> {
  try {
    const done = await settlePayments(await getDb());
    for (const locationId of new Set(done.kitchens)) void signalOrders(locationId);
    if (done.released || done.paid || done.refunded) {
      logger.info({ ...done, kitchens: undefined }, 'card payments settled');
    }
  } catch (error) {
    logger.error({ err: error }, 'card payment round failed');
  }
}

/** Runs the card payments' chores (refunds.ts) while the server runs, when Stripe is set up. */
export function startPaymentWorker(): void {
  if (globalForPayments.sabaPaymentWorker || !cardPaymentsReady()) return;
  const worker: Worker = { timer: undefined as unknown as NodeJS.Timeout, current: null };
  const tick = () => {
    worker.current ??= round().finally(() => {
      worker.current = null;
    });
  };
  worker.timer = setInterval(tick, EVERY_MS);
  worker.timer.unref();
  globalForPayments.sabaPaymentWorker = worker;
  tick();
}

/** Stops the timer and waits for a round in progress. */
export async function stopPaymentWorker(): Promise<void> {
  const worker = globalForPayments.sabaPaymentWorker;
  if (!worker) return;
  globalForPayments.sabaPaymentWorker = undefined;
  clearInterval(worker.timer);
  await worker.current;
}
