import 'server-only';
import { getDb } from '@/server/db/client';
import { logger } from '@/server/logger';
import { startRepeating, stopRepeating } from '@/server/jobs/repeating';
import { alertUnacceptedOrders } from './order-alerts';
import { signalOrders } from './signals';

/** How often each instance looks for orders waiting past their restaurant's limit. */
const EVERY_MS = 30_000;
const NAME = 'unaccepted orders round';

async function round(): Promise<void> {
  const restaurants = await alertUnacceptedOrders(await getDb());
  for (const locationId of restaurants) void signalOrders(locationId);
  if (restaurants.length > 0) logger.info({ restaurants }, 'unaccepted orders e-mailed to staff');
}

/** E-mails the staff about orders nobody accepts (order-alerts.ts), while the server runs. */
export function startOrderAlerts(): void {
  startRepeating(NAME, EVERY_MS, round);
}

export async function stopOrderAlerts(): Promise<void> {
  await stopRepeating(NAME);
}
