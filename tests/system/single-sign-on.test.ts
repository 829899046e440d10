import type { Browser } from '@playwright/test';
import { expect as pwExpect } from '@playwright/test';
import { OAuth2Server } from 'oauth2-mock-server';
import { Client } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaffAccount } from '@/server/auth/accounts';
import { openDatabase } from '@/server/db/client';
import { createInvitation } from '@/server/staff/mutations';
import { startApp, type RunningApp } from './app';
import { launchBrowser } from './browser';
import { freshPostgresDatabase, type TestDatabaseServer } from './services';

/**
 * "Sign in with Google" against a local OpenID Connect provider started here (oauth2-mock-server,
 * real signed tokens), never an outside service: an existing account signs in, an invited address
 * gets its account and role, anyone else is refused and nothing is created.
 */

const OWNER = { email: 'owner@sso.test', password: 'owner-password-1' };
const INVITED = 'new.manager@sso.test';
const STRANGER = 'stranger@sso.test';

let provider: OAuth2Server;
let database: TestDatabaseServer;
let db: Client;
let app: RunningApp;
let browser: Browser;
/** Who the provider says is signing in (its login screen is skipped). */
let person = OWNER.email;

const userCount = async (email: string) =>
  Number(
    (await db.query<{ n: string }>(`SELECT count(*) AS n FROM "user" WHERE email = $1`, [email]))
      .rows[0]!.n,
  );

beforeAll(async () => {
  provider = new OAuth2Server();
  await provider.issuer.keys.generate('RS256');
  await provider.start(0, 'localhost');
  const claims = () => ({
    sub: `sub-${person}`,
    email: person,
    email_verified: true,
    name: person,
  });
  provider.service.on('beforeTokenSigning', (token) => Object.assign(token.payload, claims()));
  provider.service.on('beforeUserinfo', (response) => {
    response.body = claims();
  });

  database = await freshPostgresDatabase();
  const handle = await openDatabase({ url: database.url });
  await createStaffAccount(handle.db, { ...OWNER, role: 'owner' });
  await createInvitation(handle.db, {
    email: INVITED,
    role: 'manager',
    invitedBy: { userId: 'someone', email: OWNER.email },
  });
  await handle.close();
  db = new Client({ connectionString: database.url });
  await db.connect();
  app = await startApp({
    env: {
      DATABASE_URL: database.url,
      GOOGLE_CLIENT_ID: 'saba-console',
      GOOGLE_CLIENT_SECRET: 'saba-console-secret',
      GOOGLE_ISSUER_URL: provider.issuer.url!,
    },
  });
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await app?.remove();
  await db?.end();
  await database?.drop();
  await provider?.stop();
});

async function signInWithGoogle(email: string) {
  person = email;
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(`${app.url}/admin/login`);
  // Only the configured provider is offered.
  await pwExpect(page.getByRole('button', { name: 'Sign in with Microsoft' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  return page;
}

describe('single sign-on (OpenID Connect)', () => {
  it('an existing account signs in with Google and is linked to it', async () => {
    const page = await signInWithGoogle(OWNER.email);
    await pwExpect(page).toHaveURL(`${app.url}/admin`);
    await pwExpect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    const linked = await db.query(
      `SELECT a.provider_id FROM account a JOIN "user" u ON u.id = a.user_id WHERE u.email = $1`,
      [OWNER.email],
    );
    expect(linked.rows.map((r) => r.provider_id).sort()).toEqual(['credential', 'google']);
    await page.context().close();
  }, 60_000);

  it('an invited address gets its account and the invited role, no more', async () => {
    const page = await signInWithGoogle(INVITED);
    await pwExpect(page).toHaveURL(`${app.url}/admin`);
    const role = await db.query(
      `SELECT r.role FROM user_roles r JOIN "user" u ON u.id = r.user_id WHERE u.email = $1`,
      [INVITED],
    );
    expect(role.rows).toEqual([{ role: 'manager' }]);
    const invitation = await db.query(
      `SELECT accepted_at FROM staff_invitations WHERE email = $1`,
      [INVITED],
    );
    expect(invitation.rows[0]!.accepted_at).not.toBeNull();
    await page.context().close();
  }, 60_000);

  it('anyone else is refused with a clear message, and no account is made', async () => {
    const page = await signInWithGoogle(STRANGER);
    await pwExpect(page).toHaveURL(/\/admin\/login\?/);
    await pwExpect(
      page.getByText('There is no staff account or invitation for that address', { exact: false }),
    ).toBeVisible();
    expect(await userCount(STRANGER)).toBe(0);
    await page.context().close();
  }, 60_000);
});
