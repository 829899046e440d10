import 'server-only';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';

export type RateLimitRule = { limit: number; windowMs: number };

/**
 * Counts one attempt for `key` in a fixed window kept in the database, so the limit holds across
 * app instances. Returns whether the attempt is within the limit.
 */
export async function consumeRateLimit(
  db: DbOrTx,
  key: string,
  rule: RateLimitRule,
  now: Date = new Date(),
): Promise<{ allowed: boolean; count: number }> {
  const windowStart = new Date(now.getTime() - rule.windowMs);
  const result = await db.execute<{ count: number }>(sql`
    INSERT INTO form_rate_limits AS r (key, count, window_started_at)
    VALUES (${key}, 1, ${now.toISOString()}::timestamptz)
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN r.window_started_at <= ${windowStart.toISOString()}::timestamptz THEN 1 ELSE r.count + 1 END,
      window_started_at = CASE WHEN r.window_started_at <= ${windowStart.toISOString()}::timestamptz
        THEN ${now.toISOString()}::timestamptz ELSE r.window_started_at END
    RETURNING count`);
  const rows = (result as unknown as { rows: { count: number }[] }).rows;
  const count = Number(rows[0]?.count ?? 0);
  return { allowed: count <= rule.limit, count };
}
