import { desc, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { describeEachEngine, freshAuthDatabase, type TestDatabase } from '../../../tests/setup/db';
import { base32ToBytes, totpCode } from '@/lib/totp';
import type { ActionDeps } from '../action';
import { formRateLimits, session } from '../db/schema';
import { setRoleAction } from '../staff/actions';
import { createStaffAccount } from './accounts';
import { getAuth } from './auth';
import { REAUTH_REQUIRED, REAUTH_WINDOW_MS } from '@/lib/freshness';
import { accountKey } from './sign-in-limits';
import type { Actor } from './staff';

const ORIGIN = 'http://localhost:3000';

describeEachEngine('re-authentication', (engine) => {
  const database = freshAuthDatabase(engine);
  let db: TestDatabase;
  beforeAll(() => {
    db = database();
  });

  async function call(path: string, body: unknown, cookie?: string) {
    const auth = await getAuth();
    return auth.handler(
      new Request(`${ORIGIN}/api/auth${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: ORIGIN,
          'x-forwarded-for': '198.51.100.77',
          ...(cookie ? { cookie } : {}),
        },
        body: JSON.stringify(body),
      }),
    );
  }

  it('a sensitive change is refused to a session confirmed over five minutes ago', async () => {
    const target = await createStaffAccount(db.db, {
      email: 'target@saba.test',
      password: 'secret-1',
      role: 'editor',
    });
    const owner = (verifiedAt: Date): ActionDeps => ({
      meta: async () => ({
        ip: '198.51.100.8',
        userAgent: 'vitest',
        referrer: null,
        actor: {
          userId: 'u-owner',
          email: 'o@saba.test',
          role: 'owner',
          locations: null,
          verifiedAt,
        } as Actor,
      }),
      invalidate: () => {},
    });
    const stale = new Date(Date.now() - REAUTH_WINDOW_MS - 1000);
    expect(await setRoleAction({ userId: target.id, role: 'manager' }, owner(stale))).toEqual({
      status: 'error',
      error: REAUTH_REQUIRED,
    });
    expect(
      await setRoleAction({ userId: target.id, role: 'manager' }, owner(new Date())),
    ).toMatchObject({ status: 'success' });
  });

  it('confirms with the password or an authenticator code; misses count against the account', async () => {
    const me = await createStaffAccount(db.db, {
      email: 'me@saba.test',
      password: 'my-password',
      role: 'owner',
    });
    const signedIn = await call('/sign-in/email', {
      email: 'me@saba.test',
      password: 'my-password',
    });
    const cookie = signedIn.headers.get('set-cookie')!.split(';')[0]!;
    const mine = eq(session.userId, me.id);
    const age = () =>
      db.db
        .update(session)
        .set({ verifiedAt: new Date(Date.now() - 3_600_000) })
        .where(mine);
    // The newest of this person's sessions (turning two-factor on starts a new one).
    const verifiedAt = async () =>
      (
        await db.db.select().from(session).where(mine).orderBy(desc(session.createdAt))
      )[0]!.verifiedAt.getTime();

    await age();
    expect((await call('/reauthenticate', { password: 'nope-nope' }, cookie)).status).toBe(401);
    const [misses] = await db.db
      .select()
      .from(formRateLimits)
      .where(eq(formRateLimits.key, accountKey('me@saba.test')));
    expect(misses?.count).toBe(1);
    expect(Date.now() - (await verifiedAt())).toBeGreaterThan(REAUTH_WINDOW_MS);
    expect((await call('/reauthenticate', { password: 'my-password' }, cookie)).status).toBe(200);
    expect(Date.now() - (await verifiedAt())).toBeLessThan(5_000);

    // With an authenticator app: its current code confirms too.
    const enabled = await call('/two-factor/enable', { password: 'my-password' }, cookie);
    const { totpURI } = (await enabled.json()) as { totpURI: string };
    const key = base32ToBytes(new URL(totpURI).searchParams.get('secret')!);
    const turnedOn = await call('/two-factor/verify-totp', { code: totpCode(key) }, cookie);
    expect(turnedOn.status).toBe(200);
    // Turning it on starts a new session (Better Auth): the browser keeps the new cookie.
    const renewed =
      turnedOn.headers.get('set-cookie')?.match(/better-auth\.session_token=[^;]+/)?.[0] ?? cookie;
    await age();
    expect(
      (
        await call(
          '/reauthenticate',
          { code: '000000' === totpCode(key) ? '111111' : '000000' },
          renewed,
        )
      ).status,
    ).toBe(401);
    expect((await call('/reauthenticate', { code: totpCode(key) }, renewed)).status).toBe(200);
    expect(Date.now() - (await verifiedAt())).toBeLessThan(5_000);

    // Signed out: nothing to confirm.
    expect((await call('/reauthenticate', { password: 'my-password' })).status).toBe(401);
  });
});
