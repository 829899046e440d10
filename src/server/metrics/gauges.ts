import 'server-only';
import { sql } from 'drizzle-orm';
import { openStreamCount } from '@/features/ordering/jobs';
import { metrics } from '@/http/metrics.mts';
import { getDatabase } from '../db/client';
import { emailOutbox } from '../db/schema';

/**
 * The gauges read at each scrape (`/api/metrics`): the outbox's waiting messages and the age of
 * the oldest one due (the whole site's, from the database: every instance reports the same), the
 * kitchen streams open on this instance, and this instance's database pool.
 */
export async function readGauges(now = new Date()): Promise<void> {
  const handle = await getDatabase();
  const [outbox] = await handle.db
    .select({
      pending: sql<number>`count(*)::int`,
      oldest: sql<Date | null>`min(${emailOutbox.nextAttemptAt}) filter (where ${emailOutbox.nextAttemptAt} <= ${now})`,
    })
    .from(emailOutbox)
    .where(sql`${emailOutbox.status} = 'pending'`);
  const m = metrics();
  m.outboxDepth.set(Number(outbox?.pending ?? 0));
  const oldest = outbox?.oldest ? new Date(outbox.oldest) : null;
  m.outboxOldest.set(oldest ? Math.max(0, (now.getTime() - oldest.getTime()) / 1000) : 0);
  m.kitchenStreams.set(openStreamCount());
  const pool = handle.poolStats?.();
  if (pool) {
    m.dbPool.set({ state: 'total' }, pool.total);
    m.dbPool.set({ state: 'idle' }, pool.idle);
    m.dbPool.set({ state: 'waiting' }, pool.waiting);
  }
}
