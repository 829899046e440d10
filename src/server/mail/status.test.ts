import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { resetServerEnvForTests } from '@/env';
import { startSmtp } from '../../../tests/setup/smtp';
import { mailRoute, sendTestMail } from './status';

/*
 * What Settings tells an owner about mail, against a real SMTP server: where mail leaves (the
 * server by host and port, never its password; or only the data folder), and a test message's
 * real answer: the server's reply when it takes it, its error when it refuses it, the file when
 * there is no server.
 */

const saved = { ...process.env };
const texts = { subject: 'Test e-mail from the Saba console', body: 'A test.' };
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'saba-mail-status-'));

afterEach(() => {
  process.env = { ...saved };
  resetServerEnvForTests();
});
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

describe('mail status', () => {
  it('names the SMTP server without its credentials', () => {
    process.env.SMTP_URL = 'smtp://mailer:hunter2-secret@mail.example.com:2525';
    resetServerEnvForTests();
    expect(mailRoute()).toEqual({ kind: 'smtp', server: 'mail.example.com:2525' });
    expect(JSON.stringify(mailRoute())).not.toContain('hunter2');
  });

  it("returns the SMTP server's answer when it takes the test, and its error when it refuses", async () => {
    const smtp = await startSmtp();
    let refusing = false;
    const refusingSmtp = await startSmtp({ refuse: () => refusing });
    try {
      process.env.SMTP_URL = smtp.url;
      resetServerEnvForTests();
      const taken = await sendTestMail('owner@example.com', texts);
      expect(taken).toMatchObject({ sent: true, route: 'smtp' });
      expect(taken.answer).toMatch(/^250 /);
      expect(smtp.received.map((m) => m.to)).toEqual([['owner@example.com']]);
      expect(smtp.received[0]!.raw).toContain('Subject: Test e-mail from the Saba console');

      process.env.SMTP_URL = refusingSmtp.url;
      resetServerEnvForTests();
      refusing = true;
      const refused = await sendTestMail('owner@example.com', texts);
      expect(refused).toMatchObject({ sent: false, route: 'smtp' });
      expect(refused.answer).toContain('451 Temporary local problem, try again');
    } finally {
      await smtp.close();
      await refusingSmtp.close();
    }
  });

  it('says the test was only written to the data folder when no SMTP server is set', async () => {
    delete process.env.SMTP_URL;
    process.env.DATA_DIR = folder;
    resetServerEnvForTests();
    expect(mailRoute()).toEqual({ kind: 'file', folder: path.join(folder, 'mail') });
    const written = await sendTestMail('owner@example.com', texts);
    expect(written).toMatchObject({ sent: true, route: 'file' });
    const name = /written to the mail folder as (\S+\.eml)$/.exec(written.answer)?.[1];
    expect(fs.readFileSync(path.join(folder, 'mail', name!), 'utf8')).toContain(
      'To: owner@example.com',
    );
  });
});
