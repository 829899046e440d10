import { desc, eq, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { describeEachEngine, freshAuthDatabase, type TestDatabase } from '../../../tests/setup/db';
import { emailOutbox, formRateLimits } from '../db/schema';
import { createStaffAccount } from './accounts';
import { getAuth } from './auth';
import { accountKey, resendKey } from './sign-in-limits';
import { withSecret } from '../mail/outbox';

const ORIGIN = 'http://localhost:3000';

describeEachEngine('sign-in by e-mailed code and link', (engine) => {
  const database = freshAuthDatabase(engine);
  let db: TestDatabase;
  let ip = 0;
  beforeAll(() => {
    db = database();
  });

  /** A call from its own client address, so that only the per-account rules are in play. */
  async function post(path: string, body: unknown): Promise<Response> {
    const auth = await getAuth();
    ip += 1;
    return auth.handler(
      new Request(`${ORIGIN}/api/auth${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: ORIGIN,
          'x-forwarded-for': `198.51.100.${ip}`,
        },
        body: JSON.stringify(body),
      }),
    );
  }

  const askCode = (email: string) =>
    post('/email-otp/send-verification-otp', { email, type: 'sign-in' });
  const signInWithCode = (email: string, otp: string) => post('/sign-in/email-otp', { email, otp });

  async function mailsTo(email: string) {
    return db.db
      .select()
      .from(emailOutbox)
      .where(sql`${email} = ANY(${emailOutbox.toAddresses})`)
      .orderBy(desc(emailOutbox.createdAt));
  }

  async function latestCode(email: string): Promise<string> {
    const [mail] = await mailsTo(email);
    // The code travels as the message's secret, filled in as it is sent (mail/outbox.ts).
    const code = /^(\d{6})$/m.exec(withSecret(mail?.textBody ?? '', mail?.secret ?? null))?.[1];
    if (!code) throw new Error(`no code mailed to ${email}`);
    return code;
  }

  /** Lets the test ask again at once, as if the minute had passed. */
  const forgetResend = (email: string) =>
    db.db.delete(formRateLimits).where(eq(formRateLimits.key, resendKey(email)));

  it('mails a 6-digit code through the outbox, valid once; no mail for an unknown address', async () => {
    await createStaffAccount(db.db, {
      email: 'cook@saba.test',
      password: 'secret-1',
      role: 'editor',
    });
    expect((await askCode('Cook@Saba.test')).status).toBe(200);
    const [mail] = await mailsTo('cook@saba.test');
    expect(mail).toMatchObject({ kind: 'sign-in-code', status: 'pending' });
    expect(withSecret(mail!.subject, mail!.secret)).toMatch(/your sign-in code is \d{6}$/);
    expect(mail!.textBody).toContain('for 10 minutes');
    const code = await latestCode('cook@saba.test');

    const signedIn = await signInWithCode('cook@saba.test', code);
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get('set-cookie')).toContain('better-auth.session_token=');
    // Spent: the same code again is refused.
    expect((await signInWithCode('cook@saba.test', code)).status).toBe(400);

    // The same answer for an address with no account, and nothing is sent or created.
    const unknown = await askCode('nobody@saba.test');
    expect(unknown.status).toBe(200);
    expect(await mailsTo('nobody@saba.test')).toHaveLength(0);
    expect((await signInWithCode('nobody@saba.test', '123456')).status).toBe(400);

    // Codes for anything but signing in are neither sent nor stored, and their endpoints are off.
    const reset = await post('/email-otp/send-verification-otp', {
      email: 'cook@saba.test',
      type: 'forget-password',
    });
    expect(reset.status).toBe(400);
    expect(await mailsTo('cook@saba.test')).toHaveLength(1);
    const resetByCode = await post('/email-otp/reset-password', {
      email: 'cook@saba.test',
      otp: '123456',
      password: 'taken-over-1',
    });
    expect(resetByCode.status).toBe(404);
  });

  it('asks for another code only after a minute, and a new code replaces the old', async () => {
    await createStaffAccount(db.db, {
      email: 'host@saba.test',
      password: 'secret-1',
      role: 'editor',
    });
    expect((await askCode('host@saba.test')).status).toBe(200);
    const first = await latestCode('host@saba.test');
    const tooSoon = await askCode('host@saba.test');
    expect(tooSoon.status).toBe(429);
    expect(await tooSoon.text()).toContain('less than a minute ago');
    // A link counts as well: both reach the same inbox.
    expect((await post('/sign-in/magic-link', { email: 'host@saba.test' })).status).toBe(429);
    expect(await mailsTo('host@saba.test')).toHaveLength(1);

    await forgetResend('host@saba.test');
    expect((await askCode('host@saba.test')).status).toBe(200);
    const second = await latestCode('host@saba.test');
    if (second !== first) expect((await signInWithCode('host@saba.test', first)).status).toBe(400);
    expect((await signInWithCode('host@saba.test', second)).status).toBe(200);
  });

  it('takes five tries per code, then only a new code works; misses count against the account', async () => {
    await createStaffAccount(db.db, {
      email: 'chef@saba.test',
      password: 'secret-1',
      role: 'editor',
    });
    await askCode('chef@saba.test');
    const code = await latestCode('chef@saba.test');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const miss = await signInWithCode('chef@saba.test', wrong);
      expect(miss.status).toBe(400);
      expect(await miss.text()).toContain('Invalid OTP');
    }
    // The sixth try, even with the right code, is refused: the code is spent.
    const spent = await signInWithCode('chef@saba.test', code);
    expect(spent.status).toBe(403);
    expect(await spent.text()).toContain('Too many attempts');

    const [failures] = await db.db
      .select()
      .from(formRateLimits)
      .where(eq(formRateLimits.key, accountKey('chef@saba.test')));
    expect(failures?.count).toBe(6);

    // Four more misses lock the account: no new code, no sign-in, whatever the address.
    await forgetResend('chef@saba.test');
    await askCode('chef@saba.test');
    const fresh = await latestCode('chef@saba.test');
    for (let i = 0; i < 4; i++) await signInWithCode('chef@saba.test', wrong);
    const locked = await signInWithCode('chef@saba.test', fresh);
    expect(locked.status).toBe(429);
    expect(await locked.text()).toContain('Too many failed sign-in attempts for this account');
    await forgetResend('chef@saba.test');
    expect((await askCode('chef@saba.test')).status).toBe(429);
  });

  it('a correct code for an account with a second factor gives no session until it is given', async () => {
    await createStaffAccount(db.db, {
      email: 'owner2@saba.test',
      password: 'secret-1',
      role: 'owner',
    });
    const auth = await getAuth();
    const signIn = await post('/sign-in/email', {
      email: 'owner2@saba.test',
      password: 'secret-1',
    });
    const cookie = signIn.headers.get('set-cookie')!.split(';')[0]!;
    await auth.api.enableTwoFactor({
      body: { password: 'secret-1' },
      headers: new Headers({ cookie }),
    });
    await db.db.execute(
      sql`UPDATE "user" SET two_factor_enabled = true WHERE email = 'owner2@saba.test'`,
    );

    await askCode('owner2@saba.test');
    const answer = await signInWithCode('owner2@saba.test', await latestCode('owner2@saba.test'));
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ twoFactorRedirect: true });
    const cookies = answer.headers.get('set-cookie') ?? '';
    expect(cookies).toContain('better-auth.two_factor=');
    expect(cookies).not.toMatch(/better-auth\.session_token=[^;]+;/);
    const sessions = await db.db.execute(
      sql`SELECT count(*)::int AS n FROM session s JOIN "user" u ON u.id = s.user_id
          WHERE u.email = 'owner2@saba.test'`,
    );
    // Only the password sign-in's session above; none from the code.
    expect((sessions as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(1);
  });
});
