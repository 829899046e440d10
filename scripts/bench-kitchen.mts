// `npm run bench -- --kitchen`: what the kitchen's live screens cost the database per order.
// Three tablets (Chromium pages) show the kitchen at one restaurant, signed in as its owner, on
// the production server over PostgreSQL. The script counts the database's transactions
// (pg_stat_database.xact_commit: each statement outside a transaction is one) in a quiet window,
// then while orders arrive one by one, each shown on all three screens, and reports the count per
// order above the quiet rate. Results: reports/bench-kitchen.json.
//   npm run bench -- --kitchen --count 6
import fs from 'node:fs';
import pg from 'pg';
import { chromium } from 'playwright-core';
import { createOwner, staffCookies } from './lib/staff-session.mts';
import { orderPost, placeOrder } from './lib/order-load.mts';
import { startProductionServer } from './lib/prod-server.mjs';
import { freshPostgresDatabase } from '../tests/system/services.ts';
import chromiumPath from './chromium.cjs';

const OWNER = { email: 'bench.kitchen@example.test', password: 'bench-saffron-lantern-kitchen-1' };
const TABLETS = 3;
const QUIET_MS = 15_000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function benchKitchen({ orders }: { orders: number }): Promise<void> {
  const database = await freshPostgresDatabase();
  const stats = new pg.Client({ connectionString: database.url });
  await stats.connect();
  createOwner(database.url, OWNER);
  const app = await startProductionServer({ port: 3302, env: { DATABASE_URL: database.url } });
  const browser = await chromium.launch({ executablePath: chromiumPath.chromiumLauncher() });
  try {
    await stats.query(
      `update locations set ordering_enabled = true, orders_per_slot = 500,
         ordering_paused_until = null where slug = 'east-dearborn'`,
    );
    const cookies = await staffCookies(app.url, OWNER);
    const tablets = [];
    for (let i = 0; i < TABLETS; i += 1) {
      const context = await browser.newContext({ viewport: { width: 1024, height: 768 } });
      await context.addCookies(cookies);
      const page = await context.newPage();
      await page.goto(`${app.url}/admin/orders?location=east-dearborn`);
      tablets.push(page);
    }
    await sleep(3_000);
    const commits = async () =>
      Number(
        (
          await stats.query<{ n: string }>(
            'select xact_commit as n from pg_stat_database where datname = current_database()',
          )
        ).rows[0]!.n,
      );
    // The statistics are sent a little after each transaction: a pause before each reading.
    const reading = async () => {
      await sleep(1_000);
      return commits();
    };
    const quietStart = await reading();
    const quietAt = Date.now();
    await sleep(QUIET_MS);
    const quietEnd = await reading();
    const quietPerMs = (quietEnd - quietStart - 1) / (Date.now() - quietAt);
    const run = String(Date.now());
    const startedAt = Date.now();
    const before = await reading();
    for (let n = 0; n < orders; n += 1) {
      const placed = await placeOrder(app.url, orderPost(run, n), `127.0.9.${n + 1}`);
      if (placed.number === null) throw new Error(`order ${n} was not placed`);
      await Promise.all(
        tablets.map((page) =>
          page
            .getByText(`#${placed.number}`, { exact: false })
            .first()
            .waitFor({ timeout: 20_000 }),
        ),
      );
      await sleep(2_000);
    }
    const after = await reading();
    const elapsed = Date.now() - startedAt;
    for (const page of tablets) await page.context().close();
    // Placing an order is the guest's, not the screens': counted with no screen open, it is taken off.
    const placing = await placingCost(app.url, run, orders, reading);
    const perOrder = (after - before - quietPerMs * elapsed) / orders - placing;
    const result = {
      tablets: TABLETS,
      orders,
      quietPerSecond: Math.round(quietPerMs * 1000 * 10) / 10,
      placingPerOrder: Math.round(placing * 10) / 10,
      screensPerOrder: Math.round(perOrder * 10) / 10,
    };
    console.log(JSON.stringify(result, null, 2));
    fs.mkdirSync('reports', { recursive: true });
    fs.writeFileSync('reports/bench-kitchen.json', JSON.stringify(result, null, 2));
  } finally {
    await browser.close();
    await app.stop();
    await stats.end();
    await database.drop();
  }
}

/** The transactions one order's placing takes, with no screen open, per order. */
async function placingCost(
  origin: string,
  run: string,
  orders: number,
  reading: () => Promise<number>,
): Promise<number> {
  const before = await reading();
  for (let n = 0; n < orders; n += 1) {
    await placeOrder(origin, orderPost(`${run}-alone`, n), `127.0.8.${n + 1}`);
  }
  return ((await reading()) - before - 1) / orders;
}
