import { like } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@/server/db/client';
import { contactInquiries } from '@/server/db/schema';
import { request } from '../../scripts/lib/http-client.mts';
import {
  contactFields,
  contactPost,
  readContactForm,
  runIntakeLoad,
} from '../../scripts/lib/intake-load.mts';
import { startApp, visibleHtml } from './app';
import { freshPostgresDatabase } from './services';

/**
 * Visitors writing in faster than usual (a short version of `npm run bench -- --intake`): every
 * post gets an answer, nothing answered OK is lost, and beyond what the server can take it says
 * "busy, try again" at once instead of keeping visitors waiting.
 */

const cleanups: (() => Promise<void>)[] = [];

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
});

/** The tickets of the load's guests stored in the database. */
async function storedTickets(options: { url?: string; dataDir?: string }): Promise<string[]> {
  const handle = await openDatabase({ ...options, migrate: false });
  try {
    const rows = await handle.db
      .select({ ticketId: contactInquiries.ticketId })
      .from(contactInquiries)
      .where(like(contactInquiries.email, 'guest-%@example.test'));
    return rows.map((row) => row.ticketId).sort();
  } finally {
    await handle.close();
  }
}

describe('intake under load', () => {
  it('on the embedded database: every post answered, every OK stored, nothing dropped', async () => {
    const app = await startApp();
    cleanups.push(app.remove);
    // A first post of each kind and language, as a site that has been running has had.
    const warm = await runIntakeLoad({ origin: app.url, rate: 4, seconds: 1, firstGuest: 10_000 });
    // Each of 100 addresses posts once more: the per-address limit does not refuse any of them.
    const report = await runIntakeLoad({ origin: app.url, rate: 20, seconds: 5 });
    console.log('intake (embedded, 20/s for 5 s):', { ...report, tickets: report.tickets.length });

    expect(report.samples).toEqual([]);
    expect(report.dropped).toBe(0);
    expect(report.errors).toBe(0);
    expect(report.ok + report.busy).toBe(report.sent);
    expect(report.ok).toBeGreaterThan(report.sent / 2);

    await app.stop();
    const stored = await storedTickets({ dataDir: `${app.dataDir}/db` });
    expect(stored).toEqual([...warm.tickets, ...report.tickets].sort());
  }, 240_000);

  it('beyond what it can take: "busy, try again" within a second, in the visitor\'s language', async () => {
    const database = await freshPostgresDatabase();
    cleanups.push(database.drop);
    const app = await startApp({
      env: { DATABASE_URL: database.url, INTAKE_CONCURRENCY: '1', INTAKE_QUEUE: '2' },
    });
    cleanups.push(app.remove);

    // Sixty posts in a tenth of a second, from sixty addresses.
    const report = await runIntakeLoad({ origin: app.url, rate: 600, seconds: 0.1, addresses: 60 });
    console.log('intake (PostgreSQL, one at a time):', {
      ...report,
      tickets: report.tickets.length,
    });
    expect(report.samples).toEqual([]);
    expect(report.dropped).toBe(0);
    expect(report.errors).toBe(0);
    expect(report.busy).toBeGreaterThan(0);
    expect(report.ok).toBeGreaterThan(0);
    expect(report.ok + report.busy).toBe(report.sent);
    expect(report.latencyMs.busy.max).toBeLessThan(1_000);
    expect(await storedTickets({ url: database.url })).toEqual([...report.tickets].sort());

    // What a visitor without JavaScript sees when refused: the form's language, and when to retry.
    const form = await readContactForm(app.url, 'ar');
    const held = Array.from({ length: 12 }, (_, n) => {
      const post = contactPost(form, 'noscript', contactFields(1000 + n, 'ar'));
      return request(`${app.url}/ar/contact`, {
        method: 'POST',
        from: `127.0.2.${n + 1}`,
        headers: post.headers,
        body: post.body,
      });
    });
    const refused = (await Promise.all(held)).filter((answer) => answer.status === 503);
    expect(refused.length).toBeGreaterThan(0);
    const page = visibleHtml(refused[0]!.body);
    expect(refused[0]!.headers['retry-after']).toBe('5');
    expect(refused[0]!.headers['cache-control']).toBe('no-store');
    expect(page).toContain('dir="rtl"');
    expect(page).toContain('لدينا ضغط كبير الآن');
    expect(page).not.toMatch(/Error|stack|SELECT/);

    // The next post, sent when the refusal asked (Retry-After: the rush is over by then), is taken
    // as usual. Sent at once, it still counts as part of the rush on a slow machine.
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    const post = contactPost(form, 'script', contactFields(2000, 'ar'));
    const after = await request(`${app.url}/ar/contact`, {
      method: 'POST',
      from: '127.0.2.200',
      headers: post.headers,
      body: post.body,
    });
    expect(after.status).toBe(200);
    expect(after.body).toMatch(/SABA-\d{8}-[A-Z0-9]{5}/);
  }, 240_000);
});
