import { afterAll, beforeAll, expect, it } from 'vitest';
import { startSmtp } from '../../../tests/setup/smtp';
import { describeEachEngine, setAsAppDatabase, type TestDatabase } from '../../../tests/setup/db';
import { depsFor } from '../../../tests/setup/staff-deps';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { resetServerEnvForTests } from '@/env';
import { REAUTH_REQUIRED } from '@/lib/freshness';
import {
  emailVerificationMail,
  invitationMail,
  passwordResetMail,
  signInCodeMail,
  signInLinkMail,
} from '../auth/mails';
import { auditLog } from '../db/schema';
import { copyMailLinkAction, resendMailAction } from './actions';
import { drainOutbox, enqueueMail, SECRET_MARK } from './outbox';
import { listMail } from './queries';
import { fileTransport, smtpTransport } from './transport';

/*
 * A message the mail server will not take, against a real SMTP server that refuses one recipient:
 * the outbox tries it, gives up, and the Mail screen's list shows it failed with the server's own
 * answer (and nothing of its body or link); once the address is fixed at the server, "Send again"
 * (owners) puts it back and the outbox delivers it once, its link filled in.
 */

describeEachEngine('the Mail screen', (engine) => {
  let db: TestDatabase;
  let refusing = true;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  const received = () => smtp.received;
  let url = '';

  beforeAll(async () => {
    smtp = await startSmtp({
      rejectRecipient: (address) => refusing && address === 'blocked@example.com',
    });
    url = smtp.url;
    db = await engine.create();
    setAsAppDatabase(db);
  });
  afterAll(async () => {
    setAsAppDatabase(undefined);
    await db.dispose();
    await smtp.close();
  });

  it("shows a refused message as failed with the server's answer; send again delivers it once", async () => {
    const transport = smtpTransport(url);
    await enqueueMail(db.db, [
      {
        kind: 'staff-invitation',
        to: ['blocked@example.com'],
        subject: 'You are invited',
        text: `Open ${SECRET_MARK} to join.`,
        secret: 'https://saba.example/admin/invitation?token=live-token',
      },
    ]);
    // The outbox tries again and again (its clock moved on each time), then gives up.
    let now = Date.now();
    for (let i = 0; i < 8; i++) {
      await drainOutbox(db.db, transport, {
        from: 'Saba <no-reply@saba.example>',
        now: new Date(now),
      });
      now += 2 * 60 * 60_000;
    }
    const [failed] = await listMail(db.db, 'failed');
    expect(failed).toMatchObject({
      kind: 'staff-invitation',
      to: ['blocked@example.com'],
      subject: 'You are invited',
      status: 'failed',
      attempts: 8,
    });
    expect(failed!.lastError).toContain(
      '550 5.1.1 <blocked@example.com>: Recipient address rejected',
    );
    // The list carries no body and no link; it says the link may be copied.
    expect(JSON.stringify(failed)).not.toContain('live-token');
    expect(failed!.copyable).toBe(true);
    expect(received()).toHaveLength(0);

    // An owner copies the link to give it another way; a manager may not. The audit log says
    // who copied which message's link, never the link.
    expect(await copyMailLinkAction({ id: failed!.id }, depsFor('manager'))).toEqual({
      status: 'error',
      error: 'errors.forbidden',
    });
    expect(await copyMailLinkAction({ id: failed!.id }, depsFor('owner'))).toEqual({
      status: 'success',
      data: {
        link: 'https://saba.example/admin/invitation?token=live-token',
        to: ['blocked@example.com'],
      },
    });
    const audit = await db.db.select().from(auditLog).where(eq(auditLog.entityId, failed!.id));
    expect(audit.map((row) => row.action)).toEqual(['copy-link']);
    expect(JSON.stringify(audit)).toContain('blocked@example.com');
    expect(JSON.stringify(audit)).not.toContain('live-token');

    // Only owners may send it again; a manager is refused and nothing changes.
    expect(await resendMailAction({ id: failed!.id }, depsFor('manager'))).toEqual({
      status: 'error',
      error: 'errors.forbidden',
    });
    refusing = false;
    expect(await resendMailAction({ id: failed!.id }, depsFor('owner'))).toMatchObject({
      status: 'success',
    });
    // Sending it again twice is refused: it is no longer a failed message.
    expect(await resendMailAction({ id: failed!.id }, depsFor('owner'))).toMatchObject({
      status: 'error',
      error: 'admin.mail.notFailed',
    });
    await drainOutbox(db.db, transport, { from: 'Saba <no-reply@saba.example>' });
    await drainOutbox(db.db, transport, { from: 'Saba <no-reply@saba.example>' });
    expect(received()).toHaveLength(1);
    expect(received()[0]!.to).toEqual(['blocked@example.com']);
    expect(received()[0]!.raw).toContain('https://saba.example/admin/invitation?token=live-token');
    const [sent] = await listMail(db.db, 'sent');
    expect(sent).toMatchObject({ id: failed!.id, status: 'sent', copyable: false });
    // Sent, its link is gone: nothing left to copy.
    expect(await copyMailLinkAction({ id: failed!.id }, depsFor('owner'))).toMatchObject({
      status: 'error',
      error: 'admin.mail.noLink',
    });
  });

  it('with mail only written to the data folder, an owner copies the link back from its file', async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'saba-mail-copy-'));
    const saved = { ...process.env };
    process.env.DATA_DIR = folder;
    delete process.env.SMTP_URL;
    resetServerEnvForTests();
    try {
      const link = 'https://saba.example/admin/invitation?token=on-disk-token-0123456789abcdef';
      await enqueueMail(db.db, [
        invitationMail({
          to: 'new.cook@example.com',
          role: 'editor',
          invitedBy: 'Owner',
          url: link,
        }),
        // Ways into an existing account reach its mailbox only: never offered to copy.
        signInCodeMail({ to: 'manager@example.com', code: '493027' }),
        signInLinkMail({
          to: 'owner.two@example.com',
          url: 'https://saba.example/admin/login/link?token=sign-in-token',
        }),
        passwordResetMail({
          to: 'chef@example.com',
          url: 'https://saba.example/admin/reset-password?token=reset-token',
        }),
        // Nor an address confirmation.
        emailVerificationMail({
          to: 'someone@example.com',
          url: 'https://saba.example/verify?t=x',
        }),
      ]);
      await drainOutbox(db.db, fileTransport(path.join(folder, 'mail')), {
        from: 'Saba <no-reply@saba.example>',
      });
      const rows = await listMail(db.db, 'sent', { fileMode: true });
      const row = (to: string) => rows.find((r) => r.to.includes(to))!;
      // Sent to the folder: the row keeps no link; the screen offers it from the file.
      expect(JSON.stringify(rows)).not.toContain('on-disk-token');
      expect(row('new.cook@example.com').copyable).toBe(true);
      for (const to of ['manager@example.com', 'owner.two@example.com', 'chef@example.com']) {
        expect(row(to).copyable).toBe(false);
      }
      expect(row('someone@example.com').copyable).toBe(false);
      // With an SMTP server nothing sent is copyable.
      expect((await listMail(db.db, 'sent')).every((r) => !r.copyable)).toBe(true);

      const copy = (to: string) => copyMailLinkAction({ id: row(to).id }, depsFor('owner'));
      expect(await copy('new.cook@example.com')).toMatchObject({
        status: 'success',
        data: { link },
      });
      for (const to of [
        'manager@example.com',
        'owner.two@example.com',
        'chef@example.com',
        'someone@example.com',
      ]) {
        expect(await copy(to)).toMatchObject({ status: 'error', error: 'admin.mail.noLink' });
      }
      // An owner whose last confirmation is an hour old confirms again first; nothing is given.
      const stale = depsFor('owner', { verifiedAt: new Date(Date.now() - 60 * 60_000) });
      expect(await copyMailLinkAction({ id: row('new.cook@example.com').id }, stale)).toEqual({
        status: 'error',
        error: REAUTH_REQUIRED,
      });
      // The file gone (erased), there is nothing to copy.
      for (const name of fs.readdirSync(path.join(folder, 'mail'))) {
        fs.rmSync(path.join(folder, 'mail', name));
      }
      expect(await copy('new.cook@example.com')).toMatchObject({
        status: 'error',
        error: 'admin.mail.noLink',
      });
    } finally {
      process.env = saved;
      resetServerEnvForTests();
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });
});
