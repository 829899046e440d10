import { verifyPassword } from 'better-auth/crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachEngine, setAsAppDatabase, type TestDatabase } from '../../../tests/setup/db';
import { startSmtp } from '../../../tests/setup/smtp';
import { account, formRateLimits, user, userRoles } from '../db/schema';
import { drainOutbox } from '../mail/outbox';
import { smtpTransport } from '../mail/transport';
import { AccountError, createStaffAccount, setUserRole } from './accounts';
import { getAuth, resetAuthForTests } from './auth';
import { accountKey } from './sign-in-limits';
import { consumeSetupToken, isSetupTokenUsable, issueSetupToken } from './setup-token';

const FROM = 'Saba <no-reply@saba.test>';

describeEachEngine('staff accounts', (engine) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await engine.create();
    setAsAppDatabase(db);
    resetAuthForTests();
  });
  afterAll(async () => {
    resetAuthForTests();
    setAsAppDatabase(undefined);
    await db.dispose();
  });

  it('issues a one-time setup link only while no owner exists, usable once', async () => {
    const token = await issueSetupToken(db.db);
    expect(token).toBeTruthy();
    expect(await isSetupTokenUsable(db.db, token!)).toBe(true);
    expect(await isSetupTokenUsable(db.db, 'wrong-token')).toBe(false);
    // Expired a day later.
    expect(await isSetupTokenUsable(db.db, token!, new Date(Date.now() + 25 * 3600_000))).toBe(
      false,
    );

    const used = await db.db.transaction(async (tx) => {
      const ok = await consumeSetupToken(tx, token!);
      if (ok)
        await createStaffAccount(tx, {
          email: 'Boss@Saba.test',
          password: 'secret-1',
          role: 'owner',
        });
      return ok;
    });
    expect(used).toBe(true);
    expect(await db.db.transaction((tx) => consumeSetupToken(tx, token!))).toBe(false);
    expect(await issueSetupToken(db.db)).toBeNull();
  });

  it('never takes the owner role from the last owner', async () => {
    const other = await createStaffAccount(db.db, {
      email: 'ed@saba.test',
      password: 'secret-1',
      role: 'editor',
    });
    const [ownerRole] = await db.db.select().from(userRoles).where(eq(userRoles.role, 'owner'));
    await expect(
      db.db.transaction((tx) => setUserRole(tx, ownerRole!.userId, 'manager')),
    ).rejects.toThrow(/last owner/);
    await db.db.transaction((tx) => setUserRole(tx, other.id, 'owner'));
    const change = await db.db.transaction((tx) => setUserRole(tx, ownerRole!.userId, 'manager'));
    expect(change).toEqual({ before: ['owner'], after: ['manager'] });
  });

  it('resets a password with the link e-mailed through a real SMTP server', async () => {
    const smtp = await startSmtp();
    try {
      const staff = await createStaffAccount(db.db, {
        email: 'forgetful@saba.test',
        password: 'old-password',
        role: 'editor',
      });
      const auth = await getAuth();
      await auth.api.requestPasswordReset({
        body: { email: 'forgetful@saba.test', redirectTo: '/admin/reset-password' },
      });
      const drained = await drainOutbox(db.db, smtpTransport(smtp.url), { from: FROM });
      expect(drained.sent).toBe(1);
      expect(smtp.received[0]!.to).toEqual(['forgetful@saba.test']);
      const body = smtp.received[0]!.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      const token = /\/api\/auth\/reset-password\/([\w-]+)\?callbackURL=/.exec(body)?.[1];
      expect(token).toBeTruthy();

      await auth.api.resetPassword({ body: { newPassword: 'new-password-2', token: token! } });
      const [row] = await db.db.select().from(account).where(eq(account.userId, staff.id));
      expect(await verifyPassword({ hash: row!.password!, password: 'new-password-2' })).toBe(true);
      expect(await verifyPassword({ hash: row!.password!, password: 'old-password' })).toBe(false);
      // The link works once.
      await expect(
        auth.api.resetPassword({ body: { newPassword: 'third-password', token: token! } }),
      ).rejects.toThrow();
    } finally {
      await smtp.close();
    }
  });

  it('stops password guessing on one account from many addresses, and a success clears it', async () => {
    await createStaffAccount(db.db, {
      email: 'target@saba.test',
      password: 'right-password',
      role: 'editor',
    });
    const auth = await getAuth();
    const signIn = (email: string, password: string, ip: string) =>
      auth.handler(
        new Request('http://localhost:3000/api/auth/sign-in/email', {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            origin: 'http://localhost:3000',
            'x-forwarded-for': ip,
          },
          body: JSON.stringify({ email, password }),
        }),
      );
    // Ten misses, each from its own address (under every per-address limit).
    for (let i = 0; i < 10; i++) {
      expect((await signIn('Target@saba.test', `guess-${i}`, `203.0.113.${i}`)).status).toBe(401);
    }
    const locked = await signIn('target@saba.test', 'right-password', '203.0.113.200');
    expect(locked.status).toBe(429);
    expect(await locked.text()).toContain('Too many failed sign-in attempts for this account');

    // Another account is not affected; its success clears its own count.
    await createStaffAccount(db.db, {
      email: 'other@saba.test',
      password: 'pass-word',
      role: 'editor',
    });
    expect((await signIn('other@saba.test', 'nope-nope', '203.0.113.201')).status).toBe(401);
    const [counted] = await db.db
      .select()
      .from(formRateLimits)
      .where(eq(formRateLimits.key, accountKey('other@saba.test')));
    expect(counted?.count).toBe(1);
    expect((await signIn('other@saba.test', 'pass-word', '203.0.113.202')).status).toBe(200);
    expect(
      await db.db
        .select()
        .from(formRateLimits)
        .where(eq(formRateLimits.key, accountKey('other@saba.test'))),
    ).toHaveLength(0);
  });

  it('gives a role only to an account that confirmed its e-mail address (or with force)', async () => {
    const auth = await getAuth();
    const smtp = await startSmtp();
    try {
      // Someone signs up with a new hire's address before the new hire does.
      await auth.api.signUpEmail({
        body: { email: 'new.hire@saba.test', password: 'squatter-1', name: 'new.hire@saba.test' },
      });
      const [squatter] = await db.db
        .select()
        .from(user)
        .where(eq(user.email, 'new.hire@saba.test'));
      expect(squatter?.emailVerified).toBe(false);
      const refusal = db.db.transaction((tx) => setUserRole(tx, squatter!.id, 'manager'));
      await expect(refusal).rejects.toBeInstanceOf(AccountError);
      await expect(refusal).rejects.toThrow(/not confirmed its e-mail address/);
      expect(
        await db.db.select().from(userRoles).where(eq(userRoles.userId, squatter!.id)),
      ).toHaveLength(0);

      // The confirmation link went out through the outbox to that address.
      const drained = await drainOutbox(db.db, smtpTransport(smtp.url), { from: FROM });
      expect(drained.sent).toBeGreaterThanOrEqual(1);
      const mail = smtp.received.find((m) => m.to.includes('new.hire@saba.test'));
      const body = mail!.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      const token = /\/api\/auth\/verify-email\?token=([\w.-]+)/.exec(body)?.[1];
      expect(token).toBeTruthy();
      await auth.api.verifyEmail({ query: { token: token! } });
      await db.db.transaction((tx) => setUserRole(tx, squatter!.id, 'manager'));
      expect(
        (await db.db.select().from(userRoles).where(eq(userRoles.userId, squatter!.id)))[0]?.role,
      ).toBe('manager');

      // The command line may force it after checking the address by other means.
      await auth.api.signUpEmail({
        body: { email: 'checked@saba.test', password: 'checked-1', name: 'checked@saba.test' },
      });
      const [checked] = await db.db.select().from(user).where(eq(user.email, 'checked@saba.test'));
      await db.db.transaction((tx) => setUserRole(tx, checked!.id, 'editor', { force: true }));
      // Taking a role away never needs a confirmation.
      await db.db.transaction((tx) => setUserRole(tx, checked!.id, null));
    } finally {
      await smtp.close();
    }
  });
});
