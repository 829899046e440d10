import http from 'node:http';
import { Client } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaffAccount } from '@/server/auth/accounts';
import { openDatabase } from '@/server/db/client';
import { actionId, orderPost, placeOrder } from '../../scripts/lib/order-load.mts';
import { request, startApp, type RunningApp } from './app';
import { startFakeStripe, type FakeStripe } from '../setup/fake-stripe';
import { freshPostgresDatabase } from './services';

/**
 * The third security review's probes, on the production build with PostgreSQL and the Stripe
 * stand-in, each as the reviewer sent it, answered as fixed (issue 44; ADR 0023).
 */

const PASSWORD = 'third-review-saffron-lantern';
const STAFF = {
  owner: 'owner@review.test',
  passkeyManager: 'passkey.manager@review.test',
  kitchen: 'kitchen@review.test',
} as const;

let app: RunningApp;
let db: Client;
let stripe: FakeStripe;
const cleanups: (() => Promise<unknown>)[] = [];
let address = 0;
/** A loopback source address of its own (limits are per address). */
const fresh = () => `127.0.44.${++address}`;

async function signIn(email: string) {
  const answer = await request(`${app.url}/api/auth/sign-in/email`, {
    method: 'POST',
    from: fresh(),
    headers: { 'content-type': 'application/json', origin: app.url },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  const cookies = ([] as string[]).concat(answer.headers['set-cookie'] ?? []);
  return { answer, cookie: cookies.map((c) => c.split(';')[0]).join('; ') };
}

beforeAll(async () => {
  const database = await freshPostgresDatabase();
  cleanups.push(database.drop);
  const handle = await openDatabase({ url: database.url });
  await createStaffAccount(handle.db, { email: STAFF.owner, password: PASSWORD, role: 'owner' });
  await createStaffAccount(handle.db, {
    email: STAFF.passkeyManager,
    password: PASSWORD,
    role: 'manager',
  });
  await createStaffAccount(handle.db, {
    email: STAFF.kitchen,
    password: PASSWORD,
    role: 'kitchen',
  });
  await handle.close();
  stripe = await startFakeStripe();
  cleanups.push(stripe.close);
  app = await startApp({
    env: {
      DATABASE_URL: database.url,
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
      STRIPE_API_URL: stripe.url,
    },
  });
  cleanups.unshift(app.remove);
  db = new Client({ connectionString: database.url });
  await db.connect();
  cleanups.unshift(() => db.end());
}, 120_000);

afterAll(async () => {
  for (const cleanup of cleanups) await cleanup().catch(() => undefined);
});

/** A kitchen stream's events as they come: the raw text, until it ends or `ms` pass. */
function readStream(cookie: string, query = '', ms = 4_000) {
  return new Promise<{ status: number; text: string; ended: boolean }>((resolve) => {
    let text = '';
    const req = http.get(
      `${app.url.replace('//localhost:', '//127.0.0.1:')}/api/admin/orders/events${query}`,
      { headers: { cookie, host: new URL(app.url).host }, localAddress: fresh(), agent: false },
      (res) => {
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => {
          clearTimeout(timer);
          resolve({ status: res.statusCode ?? 0, text, ended: true });
        });
      },
    );
    const timer = setTimeout(() => {
      req.destroy();
      resolve({ status: 200, text, ended: false });
    }, ms);
  });
}

describe('the third review’s probes, answered', () => {
  it('a passkey-only manager’s right password gives the passkey step, not a session', async () => {
    const { rows } = await db.query<{ id: string }>(`select id from "user" where email = $1`, [
      STAFF.passkeyManager,
    ]);
    await db.query(
      `insert into passkey (id, user_id, name, credential_id, public_key, counter, device_type, backed_up)
       values (gen_random_uuid()::text, $1, 'Phone', 'review-credential', 'AQID', 0, 'multiDevice', true)`,
      [rows[0]!.id],
    );
    await db.query(`insert into settings (key, value) values ('staff-security', $1)`, [
      JSON.stringify({ requireSecondFactor: true, idleMinutes: 480 }),
    ]);
    try {
      const { answer, cookie } = await signIn(STAFF.passkeyManager);
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.body)).toMatchObject({ twoFactorRedirect: true });
      // The session cookie is cleared, never set: the passkey step comes first.
      expect(cookie).not.toMatch(/session_token=[^;]/);
      expect(cookie).toContain('two_factor=');
      const { rows: sessions } = await db.query(`select 1 from session where user_id = $1`, [
        rows[0]!.id,
      ]);
      expect(sessions).toHaveLength(0);
    } finally {
      await db.query(`delete from settings where key = 'staff-security'`);
    }
  });

  it('the kitchen’s stream: 12 hours back at most, 3 per session, ended with the role', async () => {
    // An order changed 13 hours ago, and one now.
    const old = await placeOrder(app.url, orderPost('review-old', 1), fresh());
    await db.query(`update orders set updated_at = now() - interval '13 hours' where number = $1`, [
      old.number,
    ]);
    const recent = await placeOrder(app.url, orderPost('review-new', 2), fresh());
    const { cookie } = await signIn(STAFF.kitchen);
    const since = await readStream(cookie, '?since=2000-01-01T00:00:00Z', 2_500);
    expect(since.status).toBe(200);
    expect(since.text).toContain(`"number":${recent.number}`);
    expect(since.text).not.toContain(`"number":${old.number}`);

    // Three at once per session; the fourth is refused.
    const held = [1, 2, 3].map(() => readStream(cookie, '', 3_000));
    await new Promise((resolve) => setTimeout(resolve, 800));
    const fourth = await request(`${app.url}/api/admin/orders/events`, {
      from: fresh(),
      headers: { cookie },
    });
    expect(fourth.status).toBe(429);
    expect(fourth.headers['retry-after']).toBe('30');
    await Promise.all(held);

    // The kitchen's CSV has no guests' e-mail addresses.
    const csv = await request(`${app.url}/api/admin/export/orders?days=7`, {
      from: fresh(),
      headers: { cookie },
    });
    expect(csv.status).toBe(200);
    expect(csv.body.split('\n')[0]).not.toContain('email');
    expect(csv.body).not.toContain('@example.test');

    // The role and sessions taken away: the open stream ends, and sends no new order.
    const watching = readStream(cookie, '', 12_000);
    await new Promise((resolve) => setTimeout(resolve, 800));
    await db.query(
      `delete from user_roles where user_id = (select id from "user" where email = $1)`,
      [STAFF.kitchen],
    );
    const after = await placeOrder(app.url, orderPost('review-after', 3), fresh());
    const stream = await watching;
    expect(stream.ended).toBe(true);
    expect(stream.text).not.toContain(`"number":${after.number}`);
  }, 60_000);

  it('twelve unpaid card checkouts from one address: two held, ten refused, the slot still open', async () => {
    const from = fresh();
    const answers = [];
    for (let n = 0; n < 12; n++) {
      const body = JSON.parse(orderPost('review-card', 100 + n)) as Record<string, unknown>[];
      const card = { ...body[0], paymentMethod: 'card', pickup: body[0]!.pickup };
      answers.push(
        await request(`${app.url}/locations/east-dearborn/order/checkout`, {
          method: 'POST',
          from,
          headers: {
            'content-type': 'text/plain;charset=UTF-8',
            accept: 'text/x-component',
            'next-action': actionId('placePickupOrder'),
            origin: app.url,
          },
          body: JSON.stringify([card]),
        }),
      );
    }
    const outcomes = answers.map((a) =>
      a.body.includes('"status":"success"')
        ? 'held'
        : (/"error":"([^"]+)"/.exec(a.body)?.[1] ?? `status ${a.status}`),
    );
    expect(outcomes.filter((o) => o === 'held')).toHaveLength(2);
    expect(outcomes.filter((o) => o === 'pickup.errors.openPayments')).toHaveLength(10);
  }, 60_000);

  it('Copy link: a stale owner session is asked to confirm; a sign-in link is never given', async () => {
    const { cookie } = await signIn(STAFF.owner);
    const token = decodeURIComponent(/session_token=([^;]+)/.exec(cookie)![1]!).split('.')[0]!;
    const age = (interval: string) =>
      db.query(`update session set verified_at = now() - interval '${interval}' where token = $1`, [
        token,
      ]);
    // The owner's own sign-in link, written to the data folder.
    await request(`${app.url}/api/auth/sign-in/magic-link`, {
      method: 'POST',
      from: fresh(),
      headers: { 'content-type': 'application/json', origin: app.url },
      body: JSON.stringify({ email: STAFF.owner }),
    });
    const { rows } = await db.query<{ id: string }>(
      `select id from email_outbox where kind = 'sign-in-link' order by created_at desc limit 1`,
    );
    const copy = () =>
      request(`${app.url}/admin/mail`, {
        method: 'POST',
        from: fresh(),
        headers: {
          cookie,
          'content-type': 'text/plain;charset=UTF-8',
          accept: 'text/x-component',
          'next-action': actionId('copyMailLink'),
          origin: app.url,
        },
        body: JSON.stringify([{ id: rows[0]!.id }]),
      });
    await age('1 hour');
    expect((await copy()).body).toContain('"error":"admin.reauth.required"');
    await age('1 second');
    const answer = (await copy()).body;
    expect(answer).toContain('"error":"admin.mail.noLink"');
    expect(answer).not.toContain('/admin/login/link');
  });

  it('the order routes send their own Referrer-Policy', async () => {
    const answer = await request(`${app.url}/api/orders/${'A'.repeat(43)}`, { from: fresh() });
    expect(answer.status).toBe(404);
    expect(answer.headers['referrer-policy']).toBe('no-referrer');
    const page = await request(`${app.url}/menu`, { from: fresh() });
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });
});
