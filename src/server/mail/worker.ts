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

type Worker = { timer: NodeJS.Timeout; current: Promise<void> | null };
const globalForWorker = globalThis as unknown as { sabaOutboxWorker?: Worker };

/** Drains the outbox every OUTBOX_INTERVAL_MS for as long as the server runs. */
export function startOutboxWorker(): void {
  if (globalForWorker.sabaOutboxWorker) return;
  const env = serverEnv();
  const transport = configuredTransport();
  const worker: Worker = { timer: undefined as unknown as NodeJS.Timeout, current: null };
  const drain = async () => {
    try {
      const result = await drainOutbox(await getDb(), transport, { from: env.MAIL_FROM });
      if (result.sent || result.retried || result.failed) logger.info(result, 'outbox drained');
    } catch (error) {
      logger.error({ err: error }, 'outbox worker error');
    } finally {
      worker.current = null;
    }
  };
  worker.timer = setInterval(() => {
    worker.current ??= drain();
  }, env.OUTBOX_INTERVAL_MS);
  worker.timer.unref();
  globalForWorker.sabaOutboxWorker = worker;
  logger.info({ transport: transport.kind }, 'outbox worker started');
}

/** Stops the timer and waits for a drain in progress, so no message is left half-sent. */
export async function stopOutboxWorker(): Promise<void> {
  const worker = globalForWorker.sabaOutboxWorker;
  if (!worker) return;
  globalForWorker.sabaOutboxWorker = undefined;
  clearInterval(worker.timer);
  await worker.current;
  logger.info('outbox worker stopped');
}
