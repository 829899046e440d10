import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeEachEngine, freshAppDatabase } from '../../../tests/setup/db';
import { formRateLimits, rateLimit, verification } from '../db/schema';
import { consumeRateLimit, deleteExpiredLimits, isRateLimited } from './rate-limit';

describeEachEngine('rate limits', (engine) => {
  const db = freshAppDatabase(engine);
  const rule = { limit: 2, windowMs: 60_000 };

  it('peeks without counting, and the window ends', async () => {
    // Now: a fixed date would age past the clean-up's day and count in the next test.
    const t0 = new Date();
    expect(await isRateLimited(db().db, 'k', rule, t0)).toBe(false);
    await consumeRateLimit(db().db, 'k', rule, t0);
    expect(await isRateLimited(db().db, 'k', rule, t0)).toBe(false);
    await consumeRateLimit(db().db, 'k', rule, t0);
    expect(await isRateLimited(db().db, 'k', rule, t0)).toBe(true);
    expect(await isRateLimited(db().db, 'k', rule, new Date(t0.getTime() + 61_000))).toBe(false);
  });

  it('deletes counters a day past their window and expired tokens, and keeps the rest', async () => {
    const now = new Date();
    const old = new Date(now.getTime() - 25 * 3600_000);
    await db()
      .db.insert(formRateLimits)
      .values([
        { key: 'old', count: 3, windowStartedAt: old },
        { key: 'fresh', count: 1, windowStartedAt: now },
      ]);
    await db()
      .db.insert(rateLimit)
      .values([
        { id: 'a', key: '1.2.3.4/sign-in', count: 3, lastRequest: old.getTime() },
        { id: 'b', key: '1.2.3.5/sign-in', count: 1, lastRequest: now.getTime() },
      ]);
    await db()
      .db.insert(verification)
      .values([
        { id: 'v1', identifier: 'reset', value: 'x', expiresAt: old },
        {
          id: 'v2',
          identifier: 'reset',
          value: 'y',
          expiresAt: new Date(now.getTime() + 3600_000),
        },
      ]);
    const deleted = await deleteExpiredLimits(db().db, now);
    expect(deleted).toMatchObject({ formLimits: 1, authLimits: 1, verifications: 1 });
    expect(
      await db().db.select().from(formRateLimits).where(eq(formRateLimits.key, 'fresh')),
    ).toHaveLength(1);
    expect(await db().db.select().from(rateLimit)).toHaveLength(1);
    expect((await db().db.select().from(verification)).map((v) => v.id)).toEqual(['v2']);
  });
});
