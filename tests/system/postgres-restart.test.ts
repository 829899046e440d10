import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@/server/db/client';
import { contactInquiries, orders } from '@/server/db/schema';
import { orderPost, placeOrder } from '../../scripts/lib/order-load.mts';
import { postContactForm, request, startApp, visibleHtml, type RunningApp } from './app';
import { createStaffAccount } from '@/server/auth/accounts';
import { launchBrowser, signIn } from './browser';
import { startOwnPostgres } from './services';
import { runIntakeLoad } from '../../scripts/lib/intake-load.mts';

/**
 * The database server goes away and comes back while the site runs: the site answers every
 * visitor (a clear "try again" for a form, the branded error page in the page's language for a
 * page that needs the database, never a bare server error), the console says so with a retry,
 * the site reports itself unhealthy meanwhile and recovers on its own; nothing answered OK is lost.
 */

let app: RunningApp;
let database: Awaited<ReturnType<typeof startOwnPostgres>>;
const cleanups: (() => Promise<void>)[] = [];

const MANAGER = { email: 'manager@restart.test', password: 'restart-saffron-lantern-manager' };

beforeAll(async () => {
  database = await startOwnPostgres();
  cleanups.push(database.stop);
  const staff = await openDatabase({ url: database.url });
  await createStaffAccount(staff.db, { ...MANAGER, role: 'manager' });
  await staff.close();
  app = await startApp({ env: { DATABASE_URL: database.url, OUTBOX_INTERVAL_MS: '200' } });
  cleanups.push(app.remove);
}, 300_000);

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
});

const health = async () => {
  const answer = await request(`${app.url}/api/health`);
  return { status: answer.status, body: JSON.parse(answer.body) as Record<string, string> };
};

/** The contact form's answer: its ticket, or the visible text of a refusal. */
async function attempt(n: number): Promise<{ ticket: string } | { refusal: string }> {
  try {
    return { ticket: await postContactForm(app, n, `127.0.4.${n + 1}`) };
  } catch (error) {
    return { refusal: String(error) };
  }
}

describe('PostgreSQL stopped and started under the running site', () => {
  it('answers with "try again" meanwhile, recovers by itself, and loses nothing', async () => {
    const answered: string[] = [];
    for (let n = 0; n < 3; n++) {
      const result = await attempt(n);
      expect(result).toHaveProperty('ticket');
      if ('ticket' in result) answered.push(result.ticket);
    }
    expect(await health()).toMatchObject({ status: 200, body: { status: 'ok', db: 'ok' } });

    // A manager signed in before the database went away.
    const browser = await launchBrowser();
    cleanups.push(() => browser.close());
    const staffPage = await browser.newPage();
    await signIn(staffPage, app.url, MANAGER.email, MANAGER.password);

    database.pgCtl(['-m', 'immediate', 'stop']);
    const down = await health();
    expect(down.status).toBe(503);
    expect(down.body).toMatchObject({ db: 'down' });

    // A page drawn for every request (the times still open for a table) cannot be drawn now: the
    // branded error page, in the page's language, with a reference the server's log line of the
    // failure carries with the request id.
    const failed = await request(`${app.url}/ar/reserve`);
    expect(failed.status).toBe(500);
    const page = visibleHtml(failed.body);
    expect(page).toContain('dir="rtl"');
    expect(page).toContain('حدث خطأ ما');
    expect(page).toContain('حاول مرة أخرى');
    expect(page).not.toMatch(/ECONNREFUSED|\bat \S+\.[jt]s:\d+|select .+ from/i);
    const requestId = failed.headers['x-request-id'];
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    // The reference the page shows is the request's id, which the log line carries.
    expect(/data-reference[^>]*>([^<]+)</.exec(failed.body)?.[1]).toBe(requestId);
    expect(failed.headers['cache-control']).toContain('no-store');
    // The server's output reaches this process through a pipe, a moment after the answer.
    const logged = () =>
      app
        .output()
        .split('\n')
        .filter((line) => line.includes('"request failed"'))
        .map((line) => JSON.parse(line) as Record<string, unknown>);
    await expect
      .poll(logged, { timeout: 5_000 })
      .toContainEqual(expect.objectContaining({ requestId, path: '/ar/reserve' }));
    for (let n = 3; n < 6; n++) {
      const result = await attempt(n);
      if ('ticket' in result) answered.push(result.ticket);
      else {
        expect(result.refusal).toContain('Something went wrong. Please try again.');
        expect(result.refusal).not.toMatch(
          /ECONNREFUSED|\bat \S+\.[jt]s:\d+|\bselect\b.+\bfrom\b|insert into/,
        );
      }
    }

    // A visitor's browser, in each language: the branded page, its retry link to the same page,
    // a way home, and the reference of that very request.
    const visitor = await browser.newPage();
    for (const [path, lang, title, retry, [home, homeHref]] of [
      ['/reserve', 'en', 'Something went wrong', 'Try again', ['Back to the home page', '/']],
      ['/ar/reserve', 'ar', 'حدث خطأ ما', 'حاول مرة أخرى', ['العودة إلى الصفحة الرئيسية', '/ar']],
    ] as const) {
      const answer = await visitor.goto(`${app.url}${path}`);
      expect(answer?.status()).toBe(500);
      expect(await visitor.locator('html').getAttribute('lang')).toBe(lang);
      expect(await visitor.getByRole('heading', { level: 1 }).textContent()).toBe(title);
      expect(await visitor.getByRole('link', { name: retry }).getAttribute('href')).toBe(path);
      expect(await visitor.getByRole('link', { name: home }).getAttribute('href')).toBe(homeHref);
      expect(await visitor.locator('[data-reference]').textContent()).toBe(
        (await answer?.allHeaders())?.['x-request-id'],
      );
    }
    await visitor.close();

    // The console's screen cannot be drawn either: its own error page, with a retry.
    await staffPage.goto(`${app.url}/admin/locations`);
    await expect
      .poll(() =>
        staffPage.getByRole('heading', { name: 'This screen could not be shown' }).count(),
      )
      .toBe(1);
    await expect.poll(() => staffPage.locator('code').first().textContent()).toMatch(/\S/);

    await database.restart();
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline && (await health()).status !== 200) {
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(await health()).toMatchObject({ status: 200, body: { db: 'ok' } });
    // "Try again" on the console's error page brings the screen once the database is back.
    await staffPage.getByRole('button', { name: 'Try again' }).click();
    await expect
      .poll(() => staffPage.getByRole('heading', { name: 'Locations', level: 1 }).count(), {
        timeout: 15_000,
      })
      .toBe(1);
    for (let n = 6; n < 9; n++) {
      const result = await attempt(n);
      expect(result).toHaveProperty('ticket');
      if ('ticket' in result) answered.push(result.ticket);
    }

    const handle = await openDatabase({ url: database.url });
    try {
      const stored = await handle.db
        .select({ ticketId: contactInquiries.ticketId })
        .from(contactInquiries)
        .where(inArray(contactInquiries.ticketId, answered));
      expect(stored.map((row) => row.ticketId).sort()).toEqual([...answered].sort());
    } finally {
      await handle.close();
    }
  }, 180_000);

  it('keeps every pickup order it answered with a number, before, during and after', async () => {
    const run = `restart-${Date.now()}`;
    const placed: number[] = [];
    const order = async (n: number) => {
      const answer = await placeOrder(app.url, orderPost(run, n), `127.0.8.${n + 1}`, 60_000);
      if (answer.number !== null) placed.push(answer.number);
      return answer;
    };
    for (let n = 0; n < 3; n++) expect((await order(n)).number).not.toBeNull();
    database.pgCtl(['-m', 'immediate', 'stop']);
    for (let n = 3; n < 6; n++) {
      const answer = await order(n);
      // Refused with the guest's "try again", never a server error or its insides.
      expect(answer.status).toBeLessThan(500);
      expect(answer.text).not.toMatch(/ECONNREFUSED|\bat \S+\.[jt]s:\d+|insert into/);
    }
    await database.restart();
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline && (await health()).status !== 200) {
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    for (let n = 6; n < 9; n++) expect((await order(n)).number).not.toBeNull();
    const handle = await openDatabase({ url: database.url });
    try {
      const stored = await handle.db
        .select({ number: orders.number })
        .from(orders)
        .where(inArray(orders.number, placed));
      expect(stored.map((row) => row.number).sort((x, y) => x - y)).toEqual(
        [...placed].sort((x, y) => x - y),
      );
    } finally {
      await handle.close();
    }
  }, 120_000);

  it('restarted in the middle of a burst: every post answered, every OK stored', async () => {
    const burst = runIntakeLoad({
      origin: app.url,
      rate: 20,
      seconds: 5,
      addresses: 100,
      firstGuest: 500,
      timeoutMs: 60_000,
    });
    burst.catch(() => {}); // awaited below
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    database.pgCtl(['-m', 'fast', 'stop']);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await database.restart();
    const report = await burst;
    console.log('PostgreSQL restarted mid-burst:', { ...report, tickets: report.tickets.length });

    expect(report.samples).toEqual([]);
    expect(report.dropped).toBe(0);
    expect(report.errors).toBe(0);
    expect(report.ok).toBeGreaterThan(0);
    expect(report.ok + report.retry + report.busy).toBe(report.sent);

    const handle = await openDatabase({ url: database.url });
    try {
      const stored = await handle.db
        .select({ ticketId: contactInquiries.ticketId })
        .from(contactInquiries)
        .where(inArray(contactInquiries.ticketId, report.tickets));
      expect(stored.map((row) => row.ticketId).sort()).toEqual([...report.tickets].sort());
    } finally {
      await handle.close();
    }
  }, 180_000);
});
