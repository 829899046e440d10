import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { describeEachEngine, type TestDatabase } from '../../../tests/setup/db';
import { startSmtp } from '../../../tests/setup/smtp';
import { emailOutbox } from '../db/schema';
import { drainOutbox, enqueueMail, outboxCounts, retryDelayMs } from './outbox';
import { smtpTransport } from './transport';

const FROM = 'Saba <no-reply@saba.test>';
const lead = {
  kind: 'franchise_lead',
  to: ['franchise@saba.test'],
  replyTo: 'amal@example.com',
  subject: 'New franchise application: Amal Saleh',
  text: 'Name: Amal Saleh\nالاسم: أمل صالح',
};

describeEachEngine('email outbox', (engine) => {
  let db: TestDatabase;
  let refuse = false;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;

  beforeAll(async () => {
    db = await engine.create();
    smtp = await startSmtp({ refuse: () => refuse });
  });
  afterEach(async () => {
    refuse = false;
    smtp.received.length = 0;
    await db.db.delete(emailOutbox).where(eq(emailOutbox.kind, lead.kind));
  });
  afterAll(async () => {
    await smtp?.close();
    await db?.dispose();
  });

  it('delivers a queued message to a real SMTP server, once', async () => {
    await enqueueMail(db.db, [lead]);
    const transport = smtpTransport(smtp.url);

    const first = await drainOutbox(db.db, transport, { from: FROM });
    expect(first).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]?.to).toEqual(['franchise@saba.test']);
    expect(smtp.received[0]?.raw).toContain('Subject: New franchise application: Amal Saleh');
    expect(smtp.received[0]?.raw).toMatch(/Reply-To: amal@example\.com/i);

    const again = await drainOutbox(db.db, transport, { from: FROM });
    expect(again.sent).toBe(0);
    expect(smtp.received).toHaveLength(1);
    expect(await outboxCounts(db.db)).toMatchObject({ sent: 1 });
  });

  it('keeps a refused message queued and sends it on the next attempt after the backoff', async () => {
    await enqueueMail(db.db, [lead]);
    const transport = smtpTransport(smtp.url);
    // A second ahead: next_attempt_at is the database's now(), which has microseconds.
    const t0 = new Date(Date.now() + 1000);

    refuse = true;
    const refused = await drainOutbox(db.db, transport, { from: FROM, now: t0 });
    expect(refused).toEqual({ sent: 0, retried: 1, failed: 0 });
    const [row] = await db.db.select().from(emailOutbox).where(eq(emailOutbox.kind, lead.kind));
    expect(row?.status).toBe('pending');
    expect(row?.attempts).toBe(1);
    expect(row?.lastError).toMatch(/451/);
    expect(row?.nextAttemptAt.getTime()).toBe(t0.getTime() + retryDelayMs(1));

    refuse = false;
    // Not due yet: nothing is sent before the backoff has passed.
    const early = await drainOutbox(db.db, transport, {
      from: FROM,
      now: new Date(t0.getTime() + 1000),
    });
    expect(early.sent).toBe(0);
    expect(smtp.received).toHaveLength(0);

    const later = await drainOutbox(db.db, transport, {
      from: FROM,
      now: new Date(t0.getTime() + retryDelayMs(1) + 1),
    });
    expect(later).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(smtp.received).toHaveLength(1);
    const [sent] = await db.db.select().from(emailOutbox).where(eq(emailOutbox.kind, lead.kind));
    expect(sent?.status).toBe('sent');
    expect(sent?.attempts).toBe(2);
  });

  it('backs off exponentially and caps the delay', () => {
    expect(retryDelayMs(1)).toBe(30_000);
    expect(retryDelayMs(2)).toBe(60_000);
    expect(retryDelayMs(3)).toBe(120_000);
    expect(retryDelayMs(20)).toBe(3_600_000);
  });
});
