import { desc, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { describeEachEngine, freshAuthDatabase, type TestDatabase } from '../../../tests/setup/db';
import { emailOutbox } from '../db/schema';
import { withSecret } from '../mail/outbox';
import { consumeRateLimit } from '../security/rate-limit';
import { createStaffAccount } from './accounts';
import { getAuth } from './auth';
import { insertPasskey } from './passkey-store';
import { signInLinkVerifyPath } from './passwordless';
import { writeSecurityPolicy } from './security-policy';
import { ACCOUNT_FAILURE_RULE, accountKey } from './sign-in-limits';

/**
 * A passkey counts as a second factor (owners' "require a second factor", the account lock), so
 * every other way in asks for it: a password, an e-mailed code or link gives no session to a
 * person with a passkey, only the second-factor step, which a passkey of theirs completes.
 */

const ORIGIN = 'http://localhost:3000';
const PASSWORD = 'a long staff password';

describeEachEngine('a passkey is asked for as the second factor', (engine) => {
  const database = freshAuthDatabase(engine);
  let db: TestDatabase;
  let ip = 0;
  beforeAll(() => {
    db = database();
  });

  /** A call from its own client address, so that only the per-account rules are in play. */
  async function post(path: string, body?: unknown, method = 'POST'): Promise<Response> {
    const auth = await getAuth();
    ip += 1;
    return auth.handler(
      new Request(`${ORIGIN}${path.startsWith('/api') ? '' : '/api/auth'}${path}`, {
        method,
        headers: {
          'content-type': 'application/json',
          origin: ORIGIN,
          'x-forwarded-for': `203.0.113.${ip}`,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    );
  }

  /** A staff account holding one passkey and no authenticator app. */
  async function passkeyOnly(email: string, role: 'manager' | 'owner' = 'manager') {
    const { id: userId } = await createStaffAccount(db.db, { email, password: PASSWORD, role });
    await insertPasskey(db.db, userId, 'Phone', {
      credential: { id: `cred-${email}`, publicKey: new Uint8Array([1, 2, 3]), counter: 0 },
      deviceType: 'multiDevice',
      backedUp: true,
    });
    return userId;
  }

  async function sessionsOf(userId: string): Promise<number> {
    const result = await db.db.execute(
      sql`SELECT count(*)::int AS n FROM session WHERE user_id = ${userId}`,
    );
    return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
  }

  /** The answer gave no session, only the pending second-factor step. */
  function expectHeld(answer: Response) {
    const cookies = answer.headers.get('set-cookie') ?? '';
    expect(cookies).toContain('better-auth.two_factor=');
    expect(cookies).not.toMatch(/better-auth\.session_token=[^;]+;/);
  }

  async function latestMail(email: string) {
    const [mail] = await db.db
      .select()
      .from(emailOutbox)
      .where(sql`${email} = ANY(${emailOutbox.toAddresses})`)
      .orderBy(desc(emailOutbox.createdAt));
    return withSecret(mail?.textBody ?? '', mail?.secret ?? null);
  }

  it('a right password gives the passkey step, not a session, even where owners require one', async () => {
    const userId = await passkeyOnly('passkey-manager@saba.test');
    await writeSecurityPolicy(db.db, { requireSecondFactor: true, idleMinutes: 480 }, null);
    try {
      const answer = await post('/sign-in/email', {
        email: 'passkey-manager@saba.test',
        password: PASSWORD,
      });
      expect(answer.status).toBe(200);
      // No authenticator app: the passkey is the only way to finish.
      expect(await answer.json()).toEqual({ twoFactorRedirect: true, twoFactorMethods: [] });
      expectHeld(answer);
      expect(await sessionsOf(userId)).toBe(0);
    } finally {
      await writeSecurityPolicy(db.db, { requireSecondFactor: false, idleMinutes: 480 }, null);
    }
  });

  it('an e-mailed code and an e-mailed link give the passkey step too', async () => {
    const userId = await passkeyOnly('passkey-owner@saba.test', 'owner');
    await post('/email-otp/send-verification-otp', {
      email: 'passkey-owner@saba.test',
      type: 'sign-in',
    });
    const code = /^(\d{6})$/m.exec(await latestMail('passkey-owner@saba.test'))?.[1];
    const byCode = await post('/sign-in/email-otp', {
      email: 'passkey-owner@saba.test',
      otp: code,
    });
    expect(byCode.status).toBe(200);
    expect(await byCode.json()).toMatchObject({ twoFactorRedirect: true });
    expectHeld(byCode);

    // A minute later (the resend limit forgotten), a link: it leads to the login page's step.
    await db.db.execute(sql`DELETE FROM form_rate_limits WHERE key LIKE 'sign-in-code-sent:%'`);
    await post('/sign-in/magic-link', { email: 'passkey-owner@saba.test' });
    const token = /token=([\w-]+)/.exec(await latestMail('passkey-owner@saba.test'))?.[1];
    expect(token).toBeTruthy();
    const byLink = await post(signInLinkVerifyPath(token!), undefined, 'GET');
    expect(byLink.status).toBe(302);
    expect(byLink.headers.get('location')).toBe('/admin/login?step=second-factor&with=passkey');
    expectHeld(byLink);
    expect(await sessionsOf(userId)).toBe(0);
  });

  it('when the account is locked by guesses from many addresses, the right password still gives no session', async () => {
    const userId = await passkeyOnly('passkey-locked@saba.test');
    for (let i = 0; i < ACCOUNT_FAILURE_RULE.limit; i++) {
      await consumeRateLimit(db.db, accountKey('passkey-locked@saba.test'), ACCOUNT_FAILURE_RULE);
    }
    // The lock spares an account with a second factor: the password leads to that step only.
    const answer = await post('/sign-in/email', {
      email: 'passkey-locked@saba.test',
      password: PASSWORD,
    });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ twoFactorRedirect: true });
    expectHeld(answer);
    expect(await sessionsOf(userId)).toBe(0);
  });

  it('a person without a passkey or app still signs in with the password alone', async () => {
    const { id: userId } = await createStaffAccount(db.db, {
      email: 'plain@saba.test',
      password: PASSWORD,
      role: 'editor',
    });
    const answer = await post('/sign-in/email', { email: 'plain@saba.test', password: PASSWORD });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('set-cookie')).toMatch(/better-auth\.session_token=[^;]+;/);
    expect(await sessionsOf(userId)).toBe(1);
  });
});
