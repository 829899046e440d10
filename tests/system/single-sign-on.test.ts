import type { Browser } from '@playwright/test';
import { expect as pwExpect } from '@playwright/test';
import { OAuth2Server } from 'oauth2-mock-server';
import { Client } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaffAccount } from '@/server/auth/accounts';
import { openDatabase } from '@/server/db/client';
import { createInvitation } from '@/server/staff/mutations';
import { startApp, type RunningApp } from './app';
import { totp } from '../e2e/totp';
import { launchBrowser, signIn } from './browser';
import { freshPostgresDatabase, type TestDatabaseServer } from './services';

/**
 * "Sign in with Google" against a local OpenID Connect provider started here (oauth2-mock-server,
 * real signed tokens), never an outside service: an existing account signs in only on an address
 * the provider vouches for, and still gives its second factor; an invited address gets its account
 * and role; anyone else is refused and nothing is created; a sign-in is a confirmation only when
 * the provider just authenticated the person; a signed-in person links and unlinks the provider
 * under Account security.
 */

const OWNER = { email: 'owner@sso.test', password: 'amber-cardamom-owner-1' };
const EDITOR = { email: 'editor@sso.test', password: 'amber-cardamom-editor-1' };
const INVITED = 'new.manager@sso.test';
const STRANGER = 'stranger@sso.test';

let provider: OAuth2Server;
let database: TestDatabaseServer;
let db: Client;
let app: RunningApp;
let browser: Browser;
/** Who the provider says is signing in (its login screen is skipped), and what it vouches for. */
let person = OWNER.email;
let vouched = true;
/** When the provider says it authenticated the person (seconds); absent: it does not say. */
let authTime: number | undefined;

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
    ...(vouched ? { email_verified: true } : {}),
    ...(authTime === undefined ? {} : { auth_time: authTime }),
    name: person,
  });
  provider.service.on('beforeTokenSigning', (token) => Object.assign(token.payload, claims()));
  provider.service.on('beforeUserinfo', (response) => {
    response.body = claims();
  });

  database = await freshPostgresDatabase();
  const handle = await openDatabase({ url: database.url });
  await createStaffAccount(handle.db, { ...OWNER, role: 'owner' });
  await createStaffAccount(handle.db, { ...EDITOR, role: 'editor' });
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
      // Each browser below is its own client (its own address), as separate people are: the
      // sign-in limits per address would otherwise count every test's sign-ins together.
      TRUSTED_PROXY_HOPS: '1',
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

let clients = 0;
/** A browser context of its own client address (see TRUSTED_PROXY_HOPS above). */
const newClient = () =>
  browser.newContext({
    viewport: { width: 1280, height: 800 },
    extraHTTPHeaders: { 'x-forwarded-for': `198.51.100.${++clients}` },
  });

async function signInWithGoogle(
  email: string,
  claims: { vouched?: boolean; authTime?: number } = {},
) {
  person = email;
  vouched = claims.vouched ?? true;
  authTime = claims.authTime;
  const context = await newClient();
  const page = await context.newPage();
  await page.goto(`${app.url}/admin/login`);
  // Only the configured provider is offered.
  await pwExpect(page.getByRole('button', { name: 'Sign in with Microsoft' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  return page;
}

const accountsOf = async (email: string) =>
  (
    await db.query<{ provider_id: string }>(
      `SELECT a.provider_id FROM account a JOIN "user" u ON u.id = a.user_id WHERE u.email = $1 ORDER BY 1`,
      [email],
    )
  ).rows.map((r) => r.provider_id);

/** Turns on an authenticator app for the signed-in person of `page`; returns its secret. */
async function enableTotp(page: import('@playwright/test').Page, password: string) {
  const headers = { origin: app.url };
  const enabled = await page.request.post(`${app.url}/api/auth/two-factor/enable`, {
    data: { password },
    headers,
  });
  const uri = String(((await enabled.json()) as { totpURI?: string }).totpURI);
  const secret = new URL(uri).searchParams.get('secret')!;
  const verified = await page.request.post(`${app.url}/api/auth/two-factor/verify-totp`, {
    data: { code: totp(secret) },
    headers,
  });
  expect(verified.status()).toBe(200);
  return secret;
}

/** Whether adding a passkey would be allowed now (it needs a recent confirmation). */
async function mayAddPasskey(page: import('@playwright/test').Page) {
  const answer = await page.request.post(`${app.url}/api/auth/passkey/registration-options`, {
    data: {},
    headers: { origin: app.url },
  });
  return answer.status();
}

describe('single sign-on (OpenID Connect)', () => {
  it('an address the provider does not vouch for signs nobody in and links nothing', async () => {
    const page = await signInWithGoogle(OWNER.email, { vouched: false });
    await pwExpect(page).toHaveURL(/\/admin\/login\?/);
    await pwExpect(
      page.getByText('That account is not linked to a staff account here', { exact: false }),
    ).toBeVisible();
    expect(await accountsOf(OWNER.email)).toEqual(['credential']);
    const cookies = await page.context().cookies();
    expect(cookies.some((c) => c.name.includes('session_token'))).toBe(false);
    await page.context().close();
  }, 60_000);

  it('an existing account signs in on a vouched address, is linked, and still gives its second factor', async () => {
    // The owner turns on an authenticator app first.
    const setup = await newClient();
    const setupPage = await setup.newPage();
    await signIn(setupPage, app.url, OWNER.email, OWNER.password);
    const secret = await enableTotp(setupPage, OWNER.password);
    await setup.close();

    const page = await signInWithGoogle(OWNER.email);
    await pwExpect(page).toHaveURL(`${app.url}/admin/login?step=second-factor&via=sso`, {
      timeout: 20_000,
    });
    await pwExpect(
      page.getByText('You signed in with single sign-on', { exact: false }),
    ).toBeVisible();
    // No session until the second factor is given.
    expect((await page.request.get(`${app.url}/admin`)).url()).toMatch(/\/admin\/login/);
    await page.getByLabel('Verification code').fill(totp(secret));
    await page.getByRole('button', { name: 'Verify' }).click();
    await pwExpect(page).toHaveURL(`${app.url}/admin`, { timeout: 20_000 });
    await pwExpect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    expect(await accountsOf(OWNER.email)).toEqual(['credential', 'google']);
    await page.context().close();
  }, 90_000);

  it('an invited address gets its account and the invited role, no more', async () => {
    const page = await signInWithGoogle(INVITED);
    await pwExpect(page).toHaveURL(`${app.url}/admin`, { timeout: 20_000 });
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
    // The provider did not say when it authenticated the person: no confirmation for changes.
    expect(await mayAddPasskey(page)).toBe(403);
    await page.context().close();
  }, 60_000);

  it('a sign-in counts as a confirmation only when the provider just authenticated the person', async () => {
    const stale = await signInWithGoogle(INVITED, {
      authTime: Math.floor(Date.now() / 1000) - 3600,
    });
    await pwExpect(stale).toHaveURL(`${app.url}/admin`, { timeout: 20_000 });
    expect(await mayAddPasskey(stale)).toBe(403);
    await stale.context().close();
    const fresh = await signInWithGoogle(INVITED, { authTime: Math.floor(Date.now() / 1000) });
    await pwExpect(fresh).toHaveURL(`${app.url}/admin`, { timeout: 20_000 });
    expect(await mayAddPasskey(fresh)).toBe(200);
    await fresh.context().close();
  }, 90_000);

  it('Account security links the provider from a signed-in session, and unlinks it (never the last way in)', async () => {
    person = EDITOR.email;
    vouched = true;
    authTime = undefined;
    const context = await newClient();
    const page = await context.newPage();
    await signIn(page, app.url, EDITOR.email, EDITOR.password);
    await page.goto(`${app.url}/admin/security`);
    await page.getByRole('button', { name: 'Link Google' }).click();
    await pwExpect(page).toHaveURL(`${app.url}/admin/security?linked=1`, { timeout: 20_000 });
    await pwExpect(page.getByText('Your account is linked', { exact: false })).toBeVisible();
    expect(await accountsOf(EDITOR.email)).toEqual(['credential', 'google']);
    const region = page.getByRole('region', { name: 'Linked sign-ins' });
    page.once('dialog', (dialog) => void dialog.accept());
    await region.getByRole('button', { name: 'Unlink Google' }).click();
    await pwExpect(page.getByText('Google unlinked')).toBeVisible();
    expect(await accountsOf(EDITOR.email)).toEqual(['credential']);
    const audit = await db.query<{ action: string }>(
      `SELECT action FROM audit_log WHERE actor_email = $1 AND action LIKE '%link-sign-in' ORDER BY id`,
      [EDITOR.email],
    );
    expect(audit.rows.map((r) => r.action)).toEqual(['link-sign-in', 'unlink-sign-in']);
    await context.close();

    // The invited manager has only Google: unlinking it is refused.
    const manager = await signInWithGoogle(INVITED, { authTime: Math.floor(Date.now() / 1000) });
    await pwExpect(manager).toHaveURL(`${app.url}/admin`, { timeout: 20_000 });
    await manager.goto(`${app.url}/admin/security`);
    manager.once('dialog', (dialog) => void dialog.accept());
    await manager.getByRole('button', { name: 'Unlink Google' }).click();
    await pwExpect(
      manager.getByText('This is your last way to sign in', { exact: false }).first(),
    ).toBeVisible();
    expect(await accountsOf(INVITED)).toEqual(['google']);
    await manager.context().close();
  }, 120_000);

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
