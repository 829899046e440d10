import 'server-only';
import path from 'node:path';
import { serverEnv } from '@/env';
import { getDb } from '../db/client';
import { logger } from '../logger';
import { drainOutbox, OUTBOX_BATCH, type DrainResult } from './outbox';
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
      const result = await drainDue(transport, env.MAIL_FROM);
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

/** At most this long per tick: a full outbox is drained batch after batch, then the tick ends. */
const TICK_BUDGET_MS = 2_000;

/**
 * Drains what is due: another batch right away while batches come back full (a campaign's
 * messages spread at its rate, a burst of forms), for up to TICK_BUDGET_MS.
 */
async function drainDue(transport: MailTransport, from: string): Promise<DrainResult> {
  const total: DrainResult = { sent: 0, retried: 0, failed: 0 };
  const until = Date.now() + TICK_BUDGET_MS;
  for (;;) {
    const result = await drainOutbox(await getDb(), transport, { from });
    total.sent += result.sent;
    total.retried += result.retried;
    total.failed += result.failed;
    const claimed = result.sent + result.retried + result.failed;
    if (claimed < OUTBOX_BATCH || Date.now() >= until) return total;
  }
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
