import 'server-only';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { formRateLimits, rateLimit, verification } from '../db/schema';

export type RateLimitRule = { limit: number; windowMs: number };

/** A visitor form (franchise, careers, contact, catering, a table request), per client address. */
export const VISITOR_FORM_LIMIT: RateLimitRule = { limit: 5, windowMs: 10 * 60_000 };
/** A sign-up (newsletter, opening notice), per client address. */
export const SIGNUP_LIMIT: RateLimitRule = { limit: 10, windowMs: 10 * 60_000 };

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

/** Whether `key` has used up its window, without counting an attempt. */
export async function isRateLimited(
  db: DbOrTx,
  key: string,
  rule: RateLimitRule,
  now: Date = new Date(),
): Promise<boolean> {
  const windowStart = new Date(now.getTime() - rule.windowMs);
  const [row] = await db
    .select({ count: formRateLimits.count })
    .from(formRateLimits)
    .where(and(eq(formRateLimits.key, key), gt(formRateLimits.windowStartedAt, windowStart)));
  return (row?.count ?? 0) >= rule.limit;
}

export async function clearRateLimit(db: DbOrTx, key: string): Promise<void> {
  await db.delete(formRateLimits).where(eq(formRateLimits.key, key));
}

/** Counters whose window ended a day ago or more are of no use to anyone. */
const KEEP_MS = 24 * 60 * 60_000;

/** Deletes spent rate-limit rows (ours and the auth library's) and expired auth tokens. */
export async function deleteExpiredLimits(
  db: DbOrTx,
  now: Date = new Date(),
): Promise<{ formLimits: number; authLimits: number; verifications: number }> {
  const before = new Date(now.getTime() - KEEP_MS);
  const forms = await db
    .delete(formRateLimits)
    .where(lt(formRateLimits.windowStartedAt, before))
    .returning({ key: formRateLimits.key });
  const auth = await db
    .delete(rateLimit)
    .where(lt(rateLimit.lastRequest, before.getTime()))
    .returning({ id: rateLimit.id });
  const tokens = await db
    .delete(verification)
    .where(lt(verification.expiresAt, now))
    .returning({ id: verification.id });
  return { formLimits: forms.length, authLimits: auth.length, verifications: tokens.length };
}
