import 'server-only';
import { logger } from '@/server/logger';

/**
 * A chore an instance runs every so often while the server runs (one round at a time: a slow
 * round is not started again before it ends), stopped at shutdown after the round in progress.
 * A round that fails is logged, and the next one tries again.
 */

type Running = { timer: NodeJS.Timeout; current: Promise<void> | null };
const globalForJobs = globalThis as unknown as { sabaRepeating?: Map<string, Running> };

export function startRepeating(name: string, everyMs: number, round: () => Promise<void>): void {
  const jobs = (globalForJobs.sabaRepeating ??= new Map());
  if (jobs.has(name)) return;
  const job: Running = { timer: undefined as unknown as NodeJS.Timeout, current: null };
  const tick = () => {
    job.current ??= round()
      .catch((error: unknown) => logger.error({ err: error }, `${name} failed`))
      .finally(() => {
        job.current = null;
      });
  };
  job.timer = setInterval(tick, everyMs);
  job.timer.unref();
  jobs.set(name, job);
  tick();
}

/** Stops a chore by its name (nothing if it does not run). */
export async function stopRepeating(name: string): Promise<void> {
  const job = globalForJobs.sabaRepeating?.get(name);
  if (!job) return;
  globalForJobs.sabaRepeating!.delete(name);
  clearInterval(job.timer);
  await job.current;
}
