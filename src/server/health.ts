import 'server-only';
import { sql } from 'drizzle-orm';
import { sharedCacheHealth } from '@/http/shared-cache.mts';
import { getDb } from './db/client';

export type Health = {
  /** 'degraded': serving, slower, without the shared cache (Redis away); 'failing': cannot serve. */
  status: 'ok' | 'degraded' | 'failing';
  db: 'ok' | 'down';
  cache: 'ok' | 'off' | 'down';
};

const TIMEOUT_MS = 2_000;

function within<T>(promise: Promise<T>, fallback: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise.catch(() => fallback),
    new Promise<T>((resolve) => {
      timer = setTimeout(() => resolve(fallback), TIMEOUT_MS);
    }),
  ]).finally(() => clearTimeout(timer));
}

/**
 * Whether this instance can serve: its database answers. A shared cache that is away makes it
 * slower, not unable (pages are rendered instead): a load balancer must not take every instance
 * out because Redis restarts.
 */
export async function checkHealth(): Promise<Health> {
  const [db, cache] = await Promise.all([
    within(
      getDb()
        .then((database) => database.execute(sql`select 1`))
        .then(() => 'ok' as const),
      'down' as const,
    ),
    within(sharedCacheHealth(), 'down' as const),
  ]);
  const status = db !== 'ok' ? 'failing' : cache === 'down' ? 'degraded' : 'ok';
  return { status, db, cache };
}
