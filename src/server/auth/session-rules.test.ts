import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { describeEachEngine, freshAuthDatabase, type TestDatabase } from '../../../tests/setup/db';
import { serverEnv } from '@/env';
import { session } from '../db/schema';
import { createStaffAccount } from './accounts';
import { getAuth } from './auth';
import { writeSecurityPolicy } from './security-policy';

/**
 * The session rules on the auth library's own endpoints (`/api/auth/*`), as a browser calls them:
 * the idle time ends a session there too, adding a passkey needs a recent confirmation, and while
 * owners require a second factor a person without one can only set one up.
 */

const HOUR = 60 * 60_000;

describeEachEngine('session rules on the auth endpoints', (engine) => {
  const database = freshAuthDatabase(engine);
  let db: TestDatabase;
  beforeAll(() => {
    db = database();
  });

  const origin = () => new URL(serverEnv().SITE_URL).origin;

  /** Signs in by password; returns the session's cookie and id. */
  async function signIn(email: string) {
    await createStaffAccount(db.db, { email, password: 'a long staff password', role: 'manager' });
    const auth = await getAuth();
    const answer = await auth.api.signInEmail({
      body: { email, password: 'a long staff password' },
      returnHeaders: true,
    });
    const cookie = (answer.headers.get('set-cookie') ?? '').split(';')[0]!;
    const [row] = await db.db
      .select()
      .from(session)
      .where(eq(session.userId, answer.response.user.id));
    return { cookie, sessionId: row!.id, userId: answer.response.user.id };
  }

  async function call(path: string, cookie: string, body: unknown = {}) {
    const auth = await getAuth();
    const get = body === null;
    const response = await auth.handler(
      new Request(`${origin()}/api/auth${path}`, {
        method: get ? 'GET' : 'POST',
        headers: { cookie, origin: origin(), 'content-type': 'application/json' },
        body: get ? undefined : JSON.stringify(body),
      }),
    );
    const data = (await response.json().catch(() => null)) as { code?: string } | null;
    return { status: response.status, code: data?.code };
  }

  const age = (sessionId: string, values: { lastActiveAt?: Date; verifiedAt?: Date }) =>
    db.db.update(session).set(values).where(eq(session.id, sessionId));

  it('a session idle longer than the owners allow is ended by the auth endpoints too', async () => {
    const { cookie, sessionId } = await signIn('idle@saba.test');
    // Ten hours without a request (the default idle time is eight).
    await age(sessionId, {
      lastActiveAt: new Date(Date.now() - 10 * HOUR),
      verifiedAt: new Date(),
    });
    expect((await call('/passkey/registration-options', cookie)).status).toBe(401);
    expect(await db.db.select().from(session).where(eq(session.id, sessionId))).toEqual([]);
  });

  it('adding a passkey needs a confirmation in the last five minutes', async () => {
    const { cookie, sessionId } = await signIn('old-confirmation@saba.test');
    await age(sessionId, { lastActiveAt: new Date(), verifiedAt: new Date(Date.now() - HOUR) });
    expect(await call('/passkey/registration-options', cookie)).toEqual({
      status: 403,
      code: 'admin.reauth.required',
    });
    expect(
      await call('/passkey/register', cookie, {
        response: { id: 'x', rawId: 'x', type: 'public-key', response: {} },
        name: 'Laptop',
      }),
    ).toMatchObject({
      status: 403,
    });
    // Confirmed just now: the device is asked for a passkey.
    await age(sessionId, { verifiedAt: new Date() });
    expect((await call('/passkey/registration-options', cookie)).status).toBe(200);
  });

  it('while owners require a second factor, one without it may only set it up', async () => {
    const { cookie } = await signIn('no-factor@saba.test');
    await writeSecurityPolicy(db.db, { requireSecondFactor: true, idleMinutes: 480 }, null);
    try {
      expect(
        await call('/change-password', cookie, {
          currentPassword: 'a long staff password',
          newPassword: 'another long password',
        }),
      ).toEqual({ status: 403, code: 'SECOND_FACTOR_REQUIRED' });
      expect((await call('/list-accounts', cookie, null)).code).toBe('SECOND_FACTOR_REQUIRED');
      // Setting one up is open: here the device is asked for a passkey.
      expect((await call('/passkey/registration-options', cookie)).status).toBe(200);
    } finally {
      await writeSecurityPolicy(db.db, { requireSecondFactor: false, idleMinutes: 480 }, null);
    }
  });
});
