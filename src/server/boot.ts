import 'server-only';
import { serverEnv } from '@/env';
import { getDatabase } from './db/client';
import { isContentEmpty, seedDemoContent } from './db/seed';
import { logger } from './logger';
import { startOutboxWorker } from './mail/worker';

/**
 * Start-up: check the environment, open and migrate the database, seed demo content into an
 * empty one, start the mail outbox. Any failure here stops the process with a clear message.
 */
export async function bootServer(): Promise<void> {
  try {
    const env = serverEnv();
    const database = await getDatabase();
    logger.info(
      { database: database.kind, dataDir: env.DATABASE_URL ? undefined : env.DATA_DIR },
      'database ready',
    );
    if (await isContentEmpty(database.db)) {
      const report = await seedDemoContent(database.db);
      logger.info(report, 'empty database: demo content seeded');
    }
    startOutboxWorker();
  } catch (error) {
    // A readable line for the operator, then stop: serving without a database helps nobody.
    console.error(`\nCannot start: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
}
