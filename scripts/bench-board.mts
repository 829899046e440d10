// `npm run bench -- --board`: how quickly the kitchen's board answers a tap with 200 open orders
// on it. The production server on PostgreSQL, East Dearborn with 200 orders waiting (150 new, 50
// in the kitchen), the board on a 1024x768 tablet in Chromium; the CPU as it is and slowed 4x
// (Chrome's throttling). Each interaction's time to the next paint (the Event Timing API, as
// INP counts it): accepting orders one after another, marking one ready, the print setting.
// A Chrome trace of the slowed run is kept. Results: reports/bench-board.json, reports/board-trace.json.
//   npm run bench -- --board
import fs from 'node:fs';
import pg from 'pg';
import { chromium, type Page } from 'playwright-core';
import { startProductionServer } from './lib/prod-server.mjs';
import { createOwner, staffCookies } from './lib/staff-session.mts';
import { freshPostgresDatabase } from '../tests/system/services.ts';
import chromiumPath from './chromium.cjs';

const OWNER = { email: 'bench.board@example.test', password: 'bench-saffron-lantern-board-1' };
const OPEN_ORDERS = 200;
const ACCEPTS = 8;

/** 200 orders waiting at East Dearborn, each with two lines (one with options and a note). */
async function fillBoard(client: pg.Client) {
  await client.query(`
    with placed as (
      insert into orders (token_hash, idempotency_key, location_id, status, full_name, phone, email,
        asap, pickup_at, slot_start, payment_method, payment_status, subtotal, tax_rate, tax, total,
        received_at, created_at, updated_at)
      select 'board-' || g, 'board-key-' || g, l.id,
        case when g <= ${OPEN_ORDERS * 0.75} then 'received' else 'accepted' end,
        'Guest ' || g, '+1 313 555 ' || lpad(g::text, 4, '0'), 'guest.' || g || '@example.com',
        true, now() + (g || ' minutes')::interval, now() + (g || ' minutes')::interval,
        'counter', 'unpaid', 35.98, 6, 2.16, 38.14, now() - interval '1 minute', now(), now()
      from generate_series(1, ${OPEN_ORDERS}) as g, locations as l where l.slug = 'east-dearborn'
      returning id
    )
    insert into order_lines (order_id, position, kind, ref_id, name_en, name_ar, unit_price,
      options, quantity, note, line_total)
    select id, p, 'item', gen_random_uuid(),
      case p when 0 then 'Lamb Haneeth' else 'Chicken Mandi' end,
      case p when 0 then 'حنيذ لحم' else 'مندي دجاج' end, 17.99,
      case p when 0 then '[{"id":"x","nameEn":"Saffron rice","nameAr":"أرز","price":0}]'::jsonb
        else '[]'::jsonb end,
      1, case p when 0 then 'No onions' else null end, 17.99
    from placed, generate_series(0, 1) as p
  `);
}

/** Each interaction's longest event, from the tap to the next paint (ms), as INP reads them. */
async function watchInteractions(page: Page) {
  await page.evaluate(() => {
    const seen = new Map<number, number>();
    (window as unknown as { interactions: Map<number, number> }).interactions = seen;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceEventTiming[]) {
        if (!entry.interactionId) continue;
        seen.set(entry.interactionId, Math.max(seen.get(entry.interactionId) ?? 0, entry.duration));
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  });
}

async function interact(page: Page) {
  for (let i = 0; i < ACCEPTS; i++) {
    const newColumn = page.getByRole('region', { name: /^New/ });
    const card = newColumn.locator('[data-order]').first();
    const number = await card.getAttribute('data-order');
    await card.getByRole('button', { name: 'Accept · ready in 15 min' }).click();
    await page
      .getByRole('region', { name: /^In the kitchen/ })
      .locator(`[data-order="${number}"]`)
      .waitFor();
  }
  const cooking = page.getByRole('region', { name: /^In the kitchen/ }).locator('[data-order]');
  await cooking.first().getByRole('button', { name: 'Mark ready' }).click();
  await page
    .getByRole('region', { name: /^Ready for pickup/ })
    .locator('[data-order]')
    .first()
    .waitFor();
  const print = page.getByRole('checkbox', { name: /Print each order's ticket/ });
  await print.check();
  await print.uncheck();
  await page.waitForTimeout(1_000);
  const durations = await page.evaluate(() => [
    ...(window as unknown as { interactions: Map<number, number> }).interactions.values(),
  ]);
  const sorted = [...durations].sort((a, b) => a - b);
  return {
    interactions: durations.length,
    // INP: the worst interaction (fewer than 50 on the page).
    inpMs: sorted.at(-1) ?? 0,
    medianMs: sorted[Math.floor(sorted.length / 2)] ?? 0,
    // In the order they happened: 8 accepts, mark ready, the print setting on and off.
    eachMs: durations,
  };
}

export async function benchBoard(): Promise<void> {
  const database = await freshPostgresDatabase();
  createOwner(database.url, OWNER);
  const app = await startProductionServer({ port: 3303, env: { DATABASE_URL: database.url } });
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  const browser = await chromium.launch({ executablePath: chromiumPath.chromiumLauncher() });
  const results: Record<string, unknown>[] = [];
  try {
    await client.query(`update locations set ordering_enabled = true where slug = 'east-dearborn'`);
    const cookies = await staffCookies(app.url, OWNER);
    for (const slowdown of [1, 4]) {
      await client.query(`delete from orders`);
      await fillBoard(client);
      const context = await browser.newContext({ viewport: { width: 1024, height: 768 } });
      await context.addCookies(cookies);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
      await page.goto(`${app.url}/admin/orders?location=east-dearborn`);
      await page.getByRole('status').filter({ hasText: 'Live' }).waitFor({ timeout: 30_000 });
      const shown = await page.locator('[data-order]').count();
      await watchInteractions(page);
      if (slowdown > 1) {
        await browser.startTracing(page, { path: 'reports/board-trace.json', screenshots: false });
      }
      const measured = await interact(page);
      if (slowdown > 1) await browser.stopTracing();
      const result = { cpuSlowdown: slowdown, ordersOnBoard: shown, ...measured };
      console.log(JSON.stringify(result));
      results.push(result);
      await context.close();
    }
    fs.mkdirSync('reports', { recursive: true });
    fs.writeFileSync('reports/bench-board.json', JSON.stringify(results, null, 2));
  } finally {
    await browser.close();
    await client.end();
    await app.stop();
    await database.drop();
  }
}
