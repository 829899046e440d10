import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { serverEnv } from '@/env';
import { isContentEmpty, seedDemoContent } from './db/seed';
import { logger } from './logger';
import { appLink } from '@/http/app-link.mts';
import { onShutdown } from '@/http/shutdown.mts';
import { isStaffSession } from './auth/session';
import { closeDatabase, getDatabase } from './db/client';
import { startOutboxWorker, stopOutboxWorker } from './mail/worker';
import { startMaintenance, stopMaintenance } from './maintenance';
import { startAnalyticsRecorder, stopAnalyticsRecorder } from './analytics/recorder';
import { issueSetupToken } from './auth/setup-token';
import {
  orderToken,
  sealLegacyOrderKeys,
  startOrderAlerts,
  startPaymentWorker,
  stopOrderAlerts,
  stopPaymentWorker,
} from '@/features/ordering/jobs';
import { startCampaigns, stopCampaigns } from '@/features/marketing/jobs';

/**
 * Start-up: check the environment, open and migrate the database, seed demo content into an
 * empty one, start the mail outbox. Any failure here stops the process with a clear message.
 */
export async function bootServer(): Promise<void> {
  try {
    requireFrontServer();
    const env = serverEnv();
    const database = await getDatabase();
    // Registered first, run last: the database closes after everything that writes to it.
    onShutdown('database', closeDatabase);
    logger.info(
      {
        database: database.kind,
        dataDir: env.DATABASE_URL ? undefined : env.DATA_DIR,
        node: process.version,
      },
      'database ready',
    );
    const sealed = await sealLegacyOrderKeys(database.db, orderToken);
    if (sealed > 0) logger.info({ orders: sealed }, 'order keys now kept hashed and sealed');
    if (await isContentEmpty(database.db)) {
      const report = await seedDemoContent(database.db);
      logger.info(report, 'empty database: demo content seeded');
    }
    startOutboxWorker();
    onShutdown('mail outbox', stopOutboxWorker);
    startMaintenance();
    onShutdown('maintenance', stopMaintenance);
    startPaymentWorker();
    onShutdown('card payments', stopPaymentWorker);
    startOrderAlerts();
    onShutdown('unaccepted orders', stopOrderAlerts);
    startCampaigns();
    onShutdown('campaigns', stopCampaigns);
    startAnalyticsRecorder();
    onShutdown('analytics counts', stopAnalyticsRecorder);
    appLink().staffSession = isStaffSession;
    const token = await issueSetupToken(database.db);
    if (token) announceSetupLink(new URL(`/admin/setup?token=${token}`, env.SITE_URL).href);
  } catch (error) {
    // A readable line for the operator, then stop: serving without a database helps nobody.
    console.error(`\nCannot start: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
}

/**
 * The app runs behind its front server (server.mts), which decides each client's address for the
 * rate limits. Started another way (`next start`), any client could choose its address with
 * X-Forwarded-For, so the app does not start at all.
 */
export function requireFrontServer(link = appLink()): void {
  if (link.front) return;
  throw new Error(
    "this app runs behind its front server, which decides each client's address for the rate " +
      'limits. Start it with `npm start` (or `node server.mts`), not `next start`.',
  );
}

/** Printed once per start while no owner exists; the link works once and expires in 24 hours. */
function announceSetupLink(url: string): void {
  logger.warn('no owner account yet: a one-time setup link was printed to the console');
  console.log(
    [
      '',
      'No owner account exists yet. Open this one-time link to create it (valid for 24 hours):',
      `  ${url}`,
      // The image carries no command-line tools (Containerfile): the link is the way there.
      ...(fs.existsSync(path.join(/*turbopackIgnore: true*/ process.cwd(), 'scripts/admin.ts'))
        ? ['Or run: npm run admin -- create-owner --email you@example.com']
        : []),
      '',
    ].join('\n'),
  );
}
