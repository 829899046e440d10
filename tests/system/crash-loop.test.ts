import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { like } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@/server/db/client';
import { contactInquiries } from '@/server/db/schema';
import { runIntakeLoad } from '../../scripts/lib/intake-load.mts';
import { request, startApp, type RunningApp } from './app';

/**
 * The server killed outright (SIGKILL: a power cut of the process, an out-of-memory kill) in the
 * middle of a burst of submissions on the embedded database, again and again: each time it starts
 * again on the same folder, the database opens, and every submission answered OK is there.
 * `CRASH_LOOPS` sets how many times: 20 by default, 6 in CI (whose time the suite shares), and
 * `CRASH_LOOPS=20` there runs the full proof.
 */

const LOOPS = Number(process.env.CRASH_LOOPS ?? (process.env.CI ? 6 : 20));
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'saba-crash-'));
let app: RunningApp | null = null;

afterAll(async () => {
  await app?.stop('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('killed in the middle of a burst, again and again', () => {
  it(`opens every time, with every answered submission (${LOOPS} kills)`, async () => {
    const answered: string[] = [];
    let unanswered = 0;
    for (let loop = 0; loop < LOOPS; loop++) {
      app = await startApp({ dataDir });
      const health = await request(`${app.url}/api/health`);
      expect(health.status, `start ${loop + 1}: ${health.body}`).toBe(200);

      // The forms' pages first, so that the kill lands among the posts.
      for (const page of ['/contact', '/ar/contact']) await request(`${app.url}${page}`);

      // Posts keep coming while the process dies under them.
      const burst = runIntakeLoad({
        origin: app.url,
        rate: 40,
        seconds: 1.5,
        firstGuest: loop * 1_000,
        timeoutMs: 10_000,
      });
      burst.catch(() => {}); // awaited below, after the kill
      await new Promise((resolve) => setTimeout(resolve, 300 + ((loop * 97) % 700)));
      await app.stop('SIGKILL');
      app = null;
      const report = await burst;
      answered.push(...report.tickets);
      unanswered += report.dropped;
      expect(report.errors, report.samples.join('\n')).toBe(0);
    }
    console.log(
      `${LOOPS} kills: ${answered.length} answered OK, ${unanswered} left without an answer`,
    );
    // The kills did land mid-burst: some posts never got an answer.
    expect(unanswered).toBeGreaterThan(0);
    expect(answered.length).toBeGreaterThan(0);

    const handle = await openDatabase({ dataDir: path.join(dataDir, 'db') });
    try {
      const stored = await handle.db
        .select({ ticketId: contactInquiries.ticketId })
        .from(contactInquiries)
        .where(like(contactInquiries.email, 'guest-%@example.test'));
      const storedTickets = new Set(stored.map((row) => row.ticketId));
      expect(answered.filter((ticket) => !storedTickets.has(ticket))).toEqual([]);
    } finally {
      await handle.close();
    }
  }, 1_800_000);
});
