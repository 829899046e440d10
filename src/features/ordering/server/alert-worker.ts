import 'server-only';
import { serverEnv } from '@/env';
import { getDb } from '@/server/db/client';
import { logger } from '@/server/logger';
import { startRepeating, stopRepeating } from '@/server/jobs/repeating';
import { alertUnacceptedOrders } from './order-alerts';
import { signalOrders } from './signals';

const NAME = 'unaccepted orders round';

async function round(): Promise<void> {
  const restaurants = await alertUnacceptedOrders(await getDb());
  for (const locationId of restaurants) void signalOrders(locationId);
  if (restaurants.length > 0) logger.info({ restaurants }, 'unaccepted orders e-mailed to staff');
}

/** E-mails the staff about orders nobody accepts (order-alerts.ts), while the server runs. */
export function startOrderAlerts(): void {
  // Every ORDER_ALERT_ROUND_MS (30 s unless set): a limit is whole minutes, so an order is
  // e-mailed about within half a minute of it.
  startRepeating(NAME, serverEnv().ORDER_ALERT_ROUND_MS, round);
}

export async function stopOrderAlerts(): Promise<void> {
  await stopRepeating(NAME);
}
