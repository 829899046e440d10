import 'server-only';
import path from 'node:path';
import { serverEnv } from '@/env';
import { getDb } from '../db/client';
import { logger } from '../logger';
import { drainOutbox } from './outbox';
import { fileTransport, smtpTransport, type MailTransport } from './transport';

export function configuredTransport(): MailTransport {
  const env = serverEnv();
  return env.SMTP_URL
    ? smtpTransport(env.SMTP_URL)
    : fileTransport(path.join(env.DATA_DIR, 'mail'));
}

const globalForWorker = globalThis as unknown as { sabaOutboxTimer?: NodeJS.Timeout };

/** Drains the outbox every OUTBOX_INTERVAL_MS for as long as the server runs. */
export function startOutboxWorker(): void {
  if (globalForWorker.sabaOutboxTimer) return;
  const env = serverEnv();
  const transport = configuredTransport();
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const result = await drainOutbox(await getDb(), transport, { from: env.MAIL_FROM });
      if (result.sent || result.retried || result.failed) logger.info(result, 'outbox drained');
    } catch (error) {
      logger.error({ err: error }, 'outbox worker error');
    } finally {
      running = false;
    }
  };
  globalForWorker.sabaOutboxTimer = setInterval(tick, env.OUTBOX_INTERVAL_MS);
  globalForWorker.sabaOutboxTimer.unref();
  logger.info({ transport: transport.kind }, 'outbox worker started');
}
