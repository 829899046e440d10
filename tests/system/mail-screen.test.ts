import type { Browser, Page } from '@playwright/test';
import { expect as pwExpect } from '@playwright/test';
import { Client } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaffAccount } from '@/server/auth/accounts';
import { openDatabase } from '@/server/db/client';
import { startSmtp } from '../setup/smtp';
import { startApp, type RunningApp } from './app';
import { launchBrowser, signIn } from './browser';
import { freshPostgresDatabase, type TestDatabaseServer } from './services';

/**
 * Mail they can trust, over the server an operator runs and a real SMTP server that refuses one
 * recipient: an owner invites someone at that address; the outbox tries, then gives up (its
 * retries are brought forward in the database rather than waited for); the Mail screen shows the
 * message failed with the mail server's own answer, and offers its link to copy; once the address
 * is fixed at the server, "Send again" delivers it exactly once.
 */

const OWNER = { email: 'owner@mail-screen.test', password: 'amber-cardamom-owner-2' };
const BLOCKED = 'blocked@mail-screen.test';

let database: TestDatabaseServer;
let db: Client;
let app: RunningApp;
let browser: Browser;
let page: Page;
let refusing = true;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
const received = () => smtp.received.filter((m) => m.to.includes(BLOCKED));

const outboxRow = async () =>
  (
    await db.query<{ status: string; attempts: number }>(
      `SELECT status, attempts FROM email_outbox WHERE kind = 'staff-invitation' AND $1 = ANY(to_addresses)`,
      [BLOCKED],
    )
  ).rows[0];

beforeAll(async () => {
  smtp = await startSmtp({ rejectRecipient: (address) => refusing && address === BLOCKED });
  database = await freshPostgresDatabase();
  const handle = await openDatabase({ url: database.url });
  await createStaffAccount(handle.db, { ...OWNER, role: 'owner' });
  await handle.close();
  db = new Client({ connectionString: database.url });
  await db.connect();
  app = await startApp({
    env: {
      DATABASE_URL: database.url,
      SMTP_URL: smtp.url,
      OUTBOX_INTERVAL_MS: '200',
    },
  });
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await signIn(page, app.url, OWNER.email, OWNER.password);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await app?.remove();
  await db?.end();
  await database?.drop();
  await smtp?.close();
});

describe('the Mail screen, against a mail server that refuses one recipient', () => {
  it('shows the invitation failed with the server’s answer; its link can be copied; send again delivers it once', async () => {
    await page.goto(`${app.url}/admin/users`);
    await page.getByLabel('E-mail', { exact: true }).fill(BLOCKED);
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await pwExpect(
      page.getByRole('region', { name: 'Pending invitations' }).getByText(BLOCKED),
    ).toBeVisible();

    // Each retry brought forward as soon as the last one is recorded, until the outbox gives up.
    const deadline = Date.now() + 60_000;
    while ((await outboxRow())?.status !== 'failed') {
      if (Date.now() > deadline) throw new Error(`still ${JSON.stringify(await outboxRow())}`);
      await db.query(
        `UPDATE email_outbox SET next_attempt_at = now() WHERE status = 'pending' AND attempts > 0`,
      );
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(await outboxRow()).toEqual({ status: 'failed', attempts: 8 });
    expect(received()).toHaveLength(0);

    await page.goto(`${app.url}/admin/mail?status=failed`);
    const card = page.getByRole('listitem').filter({ hasText: `To ${BLOCKED}` });
    await pwExpect(card).toContainText('Failed');
    await pwExpect(card).toContainText('Given up after 8 tries');
    await pwExpect(card).toContainText(`550 5.1.1 <${BLOCKED}>: Recipient address rejected`);
    // The owner may hand the invitation over another way.
    await card.getByRole('button', { name: `Copy the link for ${BLOCKED}` }).click();
    const link = await card.getByLabel(`Link for ${BLOCKED}`, { exact: true }).inputValue();
    expect(link).toMatch(new RegExp(`^${app.url}/admin/invitation\\?token=`));

    // The address fixed at the mail server: sent again, delivered once, with the same link.
    refusing = false;
    await card.getByRole('button', { name: 'Send again' }).click();
    await pwExpect(page.getByText('Back in the outbox: it is sent within seconds')).toBeVisible();
    const delivered = Date.now() + 20_000;
    while ((await outboxRow())?.status !== 'sent' && Date.now() < delivered) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const mails = received();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=')).toContain(link);
    await page.goto(`${app.url}/admin/mail?status=sent`);
    await pwExpect(
      page
        .getByRole('listitem')
        .filter({ hasText: `To ${BLOCKED}` })
        .first(),
    ).toContainText('Sent');
  }, 180_000);
});
