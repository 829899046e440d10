import 'server-only';
import { getDb } from './db/client';
import { logger } from './logger';
import { deleteExpiredLimits } from './security/rate-limit';
import { sendRefundDigests } from '@/features/ordering/jobs';
import { deleteExpiredGuestSignIns, expirePointsRound } from '@/features/accounts/jobs';

const EVERY_MS = 10 * 60_000;

const globalForMaintenance = globalThis as unknown as { sabaMaintenance?: NodeJS.Timeout };

/**
 * Housekeeping that keeps tables from growing for ever, and the owners' daily refund e-mails;
 * safe on several instances at once.
 */
export async function runMaintenance(): Promise<void> {
  try {
    const db = await getDb();
    const deleted = await deleteExpiredLimits(db);
    if (deleted.formLimits || deleted.authLimits || deleted.verifications) {
      logger.info(deleted, 'expired limits and tokens deleted');
    }
    await deleteExpiredGuestSignIns(db);
    const expired = await expirePointsRound(db);
    if (expired) logger.info({ accounts: expired }, "guests' idle points expired");
    const digests = await sendRefundDigests(db);
    if (digests) logger.info({ restaurants: digests }, "a day's refunds mailed to the owners");
  } catch (error) {
    logger.error({ err: error }, 'maintenance failed');
  }
}

export function startMaintenance(): void {
  if (globalForMaintenance.sabaMaintenance) return;
  void runMaintenance();
  globalForMaintenance.sabaMaintenance = setInterval(() => void runMaintenance(), EVERY_MS);
  globalForMaintenance.sabaMaintenance.unref();
}

export function stopMaintenance(): void {
  clearInterval(globalForMaintenance.sabaMaintenance);
  globalForMaintenance.sabaMaintenance = undefined;
}
