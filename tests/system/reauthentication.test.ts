import type { Browser, Page } from '@playwright/test';
import { expect as pwExpect } from '@playwright/test';
import { Client } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaffAccount } from '@/server/auth/accounts';
import { openDatabase } from '@/server/db/client';
import { request, startApp, type RunningApp } from './app';
import { cookieHeader, launchBrowser, signIn } from './browser';
import { freshPostgresDatabase, type TestDatabaseServer } from './services';

/**
 * Sensitive changes after five minutes without a confirmation: the console asks "Confirm it is
 * you" and then makes the change. The session is aged in the database (PostgreSQL, shared with the
 * server) rather than by waiting five minutes.
 */

const OWNER = { email: 'owner@reauth.test', password: 'owner-password-1' };
const TARGET = { email: 'cook@reauth.test', password: 'cook-password-1' };

let database: TestDatabaseServer;
let db: Client;
let app: RunningApp;
let browser: Browser;
let page: Page;

const roleOf = async (email: string) =>
  (
    await db.query<{ role: string }>(
      `SELECT r.role FROM user_roles r JOIN "user" u ON u.id = r.user_id WHERE u.email = $1`,
      [email],
    )
  ).rows[0]?.role;

/** As if the owner signed in (or last confirmed) ten minutes ago. */
const ageSessions = () =>
  db.query(`UPDATE session SET verified_at = now() - interval '10 minutes'`);

beforeAll(async () => {
  database = await freshPostgresDatabase();
  const handle = await openDatabase({ url: database.url });
  await createStaffAccount(handle.db, { ...OWNER, role: 'owner' });
  await createStaffAccount(handle.db, { ...TARGET, role: 'editor' });
  await handle.close();
  db = new Client({ connectionString: database.url });
  await db.connect();
  app = await startApp({ env: { DATABASE_URL: database.url } });
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await signIn(page, app.url, OWNER.email, OWNER.password);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await app?.remove();
  await db?.end();
  await database?.drop();
});

describe('re-authentication before sensitive changes', () => {
  it('a role change asks to confirm with the password, then is made; within five minutes it is not asked again', async () => {
    await ageSessions();
    await page.goto(`${app.url}/admin/users`);
    await page.getByLabel(`Role of ${TARGET.email}`).selectOption('manager');
    const dialog = page.getByRole('dialog', { name: 'Confirm it is you' });
    await pwExpect(dialog).toBeVisible();
    expect(await roleOf(TARGET.email)).toBe('editor');

    await dialog.getByLabel('Your password').fill('not-the-password');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await pwExpect(dialog.getByText('That did not match. Check it and try again.')).toBeVisible();
    expect(await roleOf(TARGET.email)).toBe('editor');

    await dialog.getByLabel('Your password').fill(OWNER.password);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await pwExpect(dialog).toBeHidden();
    await pwExpect(page.getByText('Role updated')).toBeVisible();
    expect(await roleOf(TARGET.email)).toBe('manager');

    // Confirmed just now: the next sensitive change goes through at once.
    await page.getByLabel(`Role of ${TARGET.email}`).selectOption('editor');
    await pwExpect(page.getByText('Role updated').first()).toBeVisible();
    await pwExpect.poll(() => roleOf(TARGET.email)).toBe('editor');
    await pwExpect(page.getByRole('dialog')).toHaveCount(0);
  }, 60_000);

  it('closing the dialog changes nothing', async () => {
    await ageSessions();
    await page.goto(`${app.url}/admin/users`);
    await page.getByLabel(`Role of ${TARGET.email}`).selectOption('owner');
    const dialog = page.getByRole('dialog', { name: 'Confirm it is you' });
    await pwExpect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await pwExpect(dialog).toBeHidden();
    expect(await roleOf(TARGET.email)).toBe('editor');
  }, 60_000);

  it("a visitor's data export is refused until the owner confirms", async () => {
    await ageSessions();
    const cookie = await cookieHeader(page);
    const exportIt = () =>
      request(`${app.url}/api/admin/visitor-data?email=guest%40example.com`, {
        headers: { cookie },
      });
    expect((await exportIt()).status).toBe(403);
    const confirmed = await request(`${app.url}/api/auth/reauthenticate`, {
      method: 'POST',
      headers: { cookie, origin: app.url, 'content-type': 'application/json' },
      body: JSON.stringify({ password: OWNER.password }),
    });
    expect(confirmed.status).toBe(200);
    expect((await exportIt()).status).toBe(200);
  });
});
