import 'server-only';
import { serverEnv } from '@/env';
import { getDb } from '../db/client';
import { logger } from '../logger';
import { writeCounts } from './mutations';

const globalForRecorder = globalThis as unknown as { sabaAnalytics?: NodeJS.Timeout };

async function writeNow(): Promise<void> {
  try {
    await writeCounts(await getDb());
  } catch (error) {
    logger.warn({ err: error }, 'analytics counts not written; kept for the next try');
  }
}

export function startAnalyticsRecorder(): void {
  if (globalForRecorder.sabaAnalytics) return;
  // How often the counts gathered are written (the dashboard is at most this late).
  const every = serverEnv().ANALYTICS_INTERVAL_MS;
  globalForRecorder.sabaAnalytics = setInterval(() => void writeNow(), every);
  globalForRecorder.sabaAnalytics.unref();
}

/** On shutdown: the last counts are written before the database closes. */
export async function stopAnalyticsRecorder(): Promise<void> {
  clearInterval(globalForRecorder.sabaAnalytics);
  globalForRecorder.sabaAnalytics = undefined;
  await writeNow();
}
