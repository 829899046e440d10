import { Client } from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { request, startApp, type RunningApp } from './app';
import { freshPostgresDatabase, type TestDatabaseServer } from './services';

/**
 * The first-party counts as the running site keeps them: page views per page and language from
 * a visitor's browser, never from crawlers, prefetches, the console or anyone who asked not to be
 * tracked (DNT, GPC), and clicks reported by the site's script for a published location. What
 * reaches the database is counts per day: no address, nothing of the visitor.
 */

const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0 Safari/537.36';

let app: RunningApp;
let database: TestDatabaseServer;
let db: Client;

beforeAll(async () => {
  database = await freshPostgresDatabase();
  app = await startApp({ env: { DATABASE_URL: database.url, ANALYTICS_INTERVAL_MS: '300' } });
  db = new Client({ connectionString: database.url });
  await db.connect();
}, 300_000);

afterAll(async () => {
  await db?.end();
  await app?.remove();
  await database?.drop();
});

const get = (path: string, headers: Record<string, string> = {}) =>
  request(app.url, {
    headers: { 'user-agent': BROWSER, ...headers },
    from: '127.0.0.9',
    // As written: `/./menu` must reach the server so, not as the client would tidy it.
    rawPath: path,
  });

const report = (body: object, headers: Record<string, string> = {}) =>
  request(`${app.url}/api/events`, {
    method: 'POST',
    from: '127.0.0.9',
    headers: { 'user-agent': BROWSER, 'content-type': 'text/plain;charset=UTF-8', ...headers },
    body: JSON.stringify(body),
  });

async function rows() {
  const result = await db.query<{
    kind: string;
    page: string;
    location_slug: string;
    language: string;
    count: number;
  }>(
    `select kind, page, location_slug, language, count from analytics_daily order by kind, page, language`,
  );
  return result.rows;
}

it('counts what visitors see and click, and nothing else', async () => {
  // Counted: a visitor's pages, with or without a query.
  for (let i = 0; i < 3; i++) expect((await get('/menu')).status).toBe(200);
  expect((await get('/menu?utm_source=flyer&category=desserts')).status).toBe(200);
  for (let i = 0; i < 2; i++) expect((await get('/ar/menu')).status).toBe(200);
  expect((await get('/ar/locations')).status).toBe(200);

  // Not counted: those who asked not to be, crawlers, prefetches, missing pages, the console.
  expect((await get('/menu', { dnt: '1' })).status).toBe(200);
  expect((await get('/ar/menu', { 'sec-gpc': '1' })).status).toBe(200);
  expect(
    (await get('/menu', { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' }))
      .status,
  ).toBe(200);
  expect((await request(`${app.url}/menu`)).status).toBe(200); // no user agent at all
  expect((await get('/menu', { 'user-agent': 'curl/8.5.0' })).status).toBe(200);
  // (Next answers a prefetch whose cache-busting parameter does not match with a redirect.)
  expect(
    (await get('/menu?_rsc=prefetch', { 'next-router-prefetch': '1', rsc: '1' })).status,
  ).toBeLessThan(400);
  expect((await get('/menu', { 'sec-purpose': 'prefetch' })).status).toBe(200);
  // The menu's own request when a category is chosen: the same page, not another view.
  expect((await get('/menu?category=desserts&_rsc=x', { rsc: '1' })).status).toBeLessThan(400);
  expect((await get('/no-such-page')).status).toBe(404);
  expect((await get('/admin/login')).status).toBe(200);
  // The same page under other spellings: sent to its one address, never a row of its own.
  for (const path of ['/./menu', '/menu/../contact', '//menu', '/%6Denu', '/ar/./menu', '/menu/']) {
    expect((await get(path)).status, path).toBe(308);
  }

  // The browser cannot report a page view: the server counts the pages it sends.
  expect((await report({ event: 'page_view', page: '/menu', language: 'ar' })).status).toBe(204);

  // Clicks: a published location's; not one made up, and not with Do Not Track.
  expect((await report({ event: 'order_click', location: 'canton', language: 'ar' })).status).toBe(
    204,
  );
  expect(
    (await report({ event: 'order_click', location: 'atlantis', language: 'ar' })).status,
  ).toBe(204);
  // Pickup on the site is told apart from a delivery partner.
  for (let n = 0; n < 2; n++) {
    expect(
      (await report({ event: 'pickup_click', location: 'canton', language: 'en' })).status,
    ).toBe(204);
  }
  expect(
    (await report({ event: 'call_click', location: 'canton', language: 'en' }, { dnt: '1' }))
      .status,
  ).toBe(204);

  await expect.poll(rows, { timeout: 10_000 }).toEqual([
    { kind: 'order_click', page: '', location_slug: 'canton', language: 'ar', count: 1 },
    { kind: 'page_view', page: '/locations', location_slug: '', language: 'ar', count: 1 },
    { kind: 'page_view', page: '/menu', location_slug: '', language: 'ar', count: 2 },
    { kind: 'page_view', page: '/menu', location_slug: '', language: 'en', count: 4 },
    { kind: 'pickup_click', page: '', location_slug: 'canton', language: 'en', count: 2 },
  ]);
});

it('stores counts per day only: no address, no browser, no identifier', async () => {
  const columns = await db.query<{ column_name: string }>(
    `select column_name from information_schema.columns where table_name = 'analytics_daily' order by ordinal_position`,
  );
  expect(columns.rows.map((c) => c.column_name)).toEqual([
    'day',
    'kind',
    'page',
    'location_slug',
    'language',
    'count',
  ]);
  const everything = JSON.stringify(await db.query('select * from analytics_daily'));
  expect(everything).not.toContain('127.0.0.9');
  expect(everything).not.toContain('Chrome');
});

it('sets no cookie on a visitor', async () => {
  const page = await get('/ar');
  expect(page.headers['set-cookie']).toBeUndefined();
  const click = await report({ event: 'reserve_click', location: 'canton', language: 'ar' });
  expect(click.headers['set-cookie']).toBeUndefined();
});
