import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@/server/db/client';
import { contactInquiries } from '@/server/db/schema';
import { freePort } from '../../scripts/lib/prod-server.mjs';
import { startSmtp } from '../setup/smtp';
import { postContactForm, startApp, type RunningApp } from './app';
import { freshPostgresDatabase } from './services';

/**
 * The mail server is down while visitors write in: every submission is stored and answered as
 * usual, and once the mail server is back each staff e-mail arrives exactly once.
 */

let app: RunningApp;
let databaseUrl: string;
let smtpPort: number;
const cleanups: (() => Promise<void>)[] = [];

beforeAll(async () => {
  const database = await freshPostgresDatabase();
  cleanups.push(database.drop);
  databaseUrl = database.url;
  // Nothing listens on this port until the test starts the mail server on it.
  smtpPort = await freePort();
  app = await startApp({
    env: {
      DATABASE_URL: database.url,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      OUTBOX_INTERVAL_MS: '200',
    },
  });
  cleanups.push(app.remove);
}, 300_000);

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
});

describe('the mail server down for a while', () => {
  it('stores and answers every submission, then delivers each e-mail once', async () => {
    const tickets: string[] = [];
    for (let n = 0; n < 6; n++) tickets.push(await postContactForm(app, n, `127.0.3.${n + 1}`));

    // Every answered submission is in the database, although no mail could leave.
    const handle = await openDatabase({ url: databaseUrl });
    try {
      const stored = await handle.db
        .select({ ticketId: contactInquiries.ticketId })
        .from(contactInquiries)
        .where(inArray(contactInquiries.ticketId, tickets));
      expect(stored.map((row) => row.ticketId).sort()).toEqual([...tickets].sort());
    } finally {
      await handle.close();
    }

    // Let the outbox fail against the closed port, then bring the mail server up on it.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const smtp = await startSmtp({ port: smtpPort });
    cleanups.push(smtp.close);

    const mentions = (ticket: string) => smtp.received.filter((m) => m.raw.includes(ticket)).length;
    // The first retry comes after the outbox's backoff (30 seconds).
    const deadline = Date.now() + 90_000;
    while (Date.now() < deadline && tickets.some((ticket) => mentions(ticket) === 0)) {
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    // Give a duplicate every chance to arrive.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(tickets.map(mentions)).toEqual(tickets.map(() => 1));
  }, 150_000);
});
