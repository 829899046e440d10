import type { Browser } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaffAccount } from '@/server/auth/accounts';
import { inArray } from 'drizzle-orm';
import { openDatabase } from '@/server/db/client';
import { orders } from '@/server/db/schema';
import { orderPost, placeOrder } from '../../scripts/lib/order-load.mts';
import { request, startApp, visibleHtml, type RunningApp } from './app';
import { addCategory, launchBrowser, signIn } from './browser';
import { freshPostgresDatabase, startRedis, type TestRedis } from './services';

/**
 * Redis stopped and started again while visitors keep coming: the site stays up (pages are
 * rendered instead of read from the shared cache), an edit made meanwhile reaches the other
 * instance once Redis is back, pickup orders placed meanwhile are all kept, and the shared cache
 * is used again without a restart.
 */

const OWNER = { email: 'owner@outage.test', password: 'amber-cardamom-owner-3' };

let a: RunningApp;
let b: RunningApp;
let redis: TestRedis;
let databaseUrl: string;
let browser: Browser;
const cleanups: (() => Promise<void>)[] = [];

beforeAll(async () => {
  const database = await freshPostgresDatabase();
  databaseUrl = database.url;
  redis = await startRedis();
  cleanups.push(database.drop, redis.stop);
  const handle = await openDatabase({ url: database.url });
  await createStaffAccount(handle.db, { ...OWNER, role: 'owner' });
  await handle.close();
  const env = {
    DATABASE_URL: database.url,
    REDIS_URL: redis.url,
    BETTER_AUTH_SECRET: 'redis-outage-shared-secret-0123456789abcdef',
  };
  [a, b] = await Promise.all([startApp({ env }), startApp({ env })]);
  cleanups.push(a.remove, b.remove);
  browser = await launchBrowser();
  cleanups.push(() => browser.close());
}, 300_000);

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
});

const health = async (app: RunningApp) => {
  const answer = await request(`${app.url}/api/health`);
  return { status: answer.status, body: JSON.parse(answer.body) as Record<string, string> };
};

async function until(check: () => Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 200));
  }
  return false;
}

describe('Redis away and back', () => {
  it('never answers 5xx, keeps edits and orders, and uses the shared cache again', async () => {
    const ordered: number[] = [];
    expect(await health(a)).toEqual({ status: 200, body: { status: 'ok', db: 'ok', cache: 'ok' } });

    // Visitors on both instances for the whole test.
    const statuses: number[] = [];
    let visiting = true;
    const pages = ['/', '/menu', '/ar', '/locations', '/menu?category=breakfast'];
    const visitors = [a, b].map(async (app, n) => {
      for (let i = n; visiting; i++) {
        const answer = await request(`${app.url}${pages[i % pages.length]}`).catch(() => null);
        statuses.push(answer?.status ?? 0);
      }
    });

    await new Promise((r) => setTimeout(r, 1_000));
    await redis.stop();
    expect(
      await until(async () => (await health(a)).body.cache === 'down', 10_000),
      'A notices Redis is away',
    ).toBe(true);
    // Still serving: slower, not down.
    expect(await health(a)).toEqual({
      status: 200,
      body: { status: 'degraded', db: 'ok', cache: 'down' },
    });

    // Staff keep working on A while Redis is away.
    const page = await browser.newPage();
    await signIn(page, a.url, OWNER.email, OWNER.password);
    await addCategory(page, a.url, {
      slug: 'late-night',
      en: 'Late Night Plates',
      ar: 'أطباق آخر الليل',
    });
    await page.close();
    expect(visibleHtml((await request(`${a.url}/menu`)).body)).toContain('Late Night Plates');

    // Guests keep ordering on both instances: every order is taken (the kitchens' wake-up calls
    // cannot reach Redis; their screens look every few seconds anyway).
    const run = `redis-${Date.now()}`;
    for (let n = 0; n < 6; n++) {
      const answer = await placeOrder(n % 2 ? a.url : b.url, orderPost(run, n), `127.0.7.${n + 1}`);
      expect(answer.number, answer.text.slice(0, 300)).not.toBeNull();
      ordered.push(answer.number!);
    }

    await redis.start();
    for (const app of [a, b]) {
      expect(
        await until(async () => (await health(app)).body.cache === 'ok', 15_000),
        'the shared cache is used again',
      ).toBe(true);
    }
    // The edit made while Redis was away reaches the other instance once it is back.
    expect(
      await until(
        async () =>
          visibleHtml((await request(`${b.url}/menu`)).body).includes('Late Night Plates'),
        10_000,
      ),
    ).toBe(true);

    visiting = false;
    await Promise.all(visitors);
    expect(statuses.length).toBeGreaterThan(50);
    expect(statuses.filter((s) => s !== 200)).toEqual([]);

    // Every order placed while Redis was away is kept.
    const handle = await openDatabase({ url: databaseUrl });
    try {
      const stored = await handle.db
        .select({ number: orders.number })
        .from(orders)
        .where(inArray(orders.number, ordered));
      expect(stored.map((row) => row.number).sort((x, y) => x - y)).toEqual(
        [...ordered].sort((x, y) => x - y),
      );
    } finally {
      await handle.close();
    }
  });
});
