import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { describeEachEngine, type TestDatabase } from '../../../tests/setup/db';
import { startSmtp } from '../../../tests/setup/smtp';
import { emailOutbox } from '../db/schema';
import { drainOutbox, enqueueMail, outboxCounts, retryDelayMs, SECRET_MARK } from './outbox';
import { fileTransport } from './transport';
import { invitationMail, signInCodeMail } from '../auth/mails';
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

  it('a link or code leaves with its message and is not kept once it is sent', async () => {
    const url = 'https://saba.test/admin/invitation?token=live-invitation-token-123';
    await enqueueMail(db.db, [
      invitationMail({ to: 'new.cook@saba.test', role: 'manager', invitedBy: 'owner', url }),
      signInCodeMail({ to: 'cook@saba.test', code: '482913' }),
    ]);
    const secretKinds = ['staff-invitation', 'sign-in-code'];
    const rows = async () =>
      (await db.db.select().from(emailOutbox)).filter((r) => secretKinds.includes(r.kind));
    // Waiting: the secret is kept apart, never in the subject or bodies.
    for (const row of await rows()) {
      expect(JSON.stringify([row.subject, row.textBody, row.htmlBody])).not.toMatch(
        /live-invitation-token-123|482913/,
      );
      expect(row.textBody).toContain(SECRET_MARK);
    }
    const drained = await drainOutbox(db.db, smtpTransport(smtp.url), { from: FROM });
    expect(drained.sent).toBe(2);
    const raw = smtp.received
      .map((m) => m.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '='))
      .join('\n');
    expect(raw).toContain('token=live-invitation-token-123');
    expect(raw).toContain('Subject: Saba Admin Console: your sign-in code is 482913');
    expect(raw).not.toContain(SECRET_MARK);
    // Sent: nothing of either is left in the outbox.
    const sent = await rows();
    expect(sent.map((r) => r.status)).toEqual(['sent', 'sent']);
    expect(JSON.stringify(sent)).not.toMatch(/live-invitation-token-123|482913/);
    await db.db.delete(emailOutbox).where(eq(emailOutbox.status, 'sent'));
  });

  it('names each written message by its outbox row, and forgets those of an address', async () => {
    const folder = await import('node:fs/promises').then((fs) =>
      fs.mkdtemp(`${process.env.TMPDIR ?? '/tmp'}/saba-mail-`),
    );
    await enqueueMail(db.db, [lead, { ...lead, replyTo: 'someone.else@example.com' }]);
    const transport = fileTransport(folder);
    expect((await drainOutbox(db.db, transport, { from: FROM })).sent).toBe(2);
    const fs = await import('node:fs/promises');
    const ids = (await db.db.select().from(emailOutbox).where(eq(emailOutbox.kind, lead.kind))).map(
      (r) => r.id,
    );
    expect(
      (await fs.readdir(folder))
        .sort()
        .map((n) => n.slice(-40, -4))
        .sort(),
    ).toEqual(ids.sort());
    expect(await transport.forget([], 'AMAL@example.com')).toBe(1);
    const [left] = await fs.readdir(folder);
    expect(await transport.forget([left!.slice(-40, -4)], '')).toBe(1);
    expect(await fs.readdir(folder)).toEqual([]);
    await fs.rm(folder, { recursive: true, force: true });
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
