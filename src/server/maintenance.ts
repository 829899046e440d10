import 'server-only';
import { getDb } from './db/client';
import { logger } from './logger';
import { deleteExpiredLimits } from './security/rate-limit';

const EVERY_MS = 10 * 60_000;

const globalForMaintenance = globalThis as unknown as { sabaMaintenance?: NodeJS.Timeout };

/** Housekeeping that keeps tables from growing for ever; safe on several instances at once. */
export async function runMaintenance(): Promise<void> {
  try {
    const deleted = await deleteExpiredLimits(await getDb());
    if (deleted.formLimits || deleted.authLimits || deleted.verifications) {
      logger.info(deleted, 'expired limits and tokens deleted');
    }
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
