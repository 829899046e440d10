import { verifyPassword } from 'better-auth/crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachEngine, setAsAppDatabase, type TestDatabase } from '../../../tests/setup/db';
import { startSmtp } from '../../../tests/setup/smtp';
import { account, auditLog, emailOutbox, formRateLimits, user, userRoles } from '../db/schema';
import { appLink } from '@/http/app-link.mts';
import { drainOutbox } from '../mail/outbox';
import { smtpTransport } from '../mail/transport';
import { AccountError, createStaffAccount, setUserRole } from './accounts';
import { getAuth, resetAuthForTests } from './auth';
import { accountKey, addressKey } from './sign-in-limits';
import { consumeSetupToken, isSetupTokenUsable, issueSetupToken } from './setup-token';

const FROM = 'Saba <no-reply@saba.test>';

describeEachEngine('staff accounts', (engine) => {
  let db: TestDatabase;
  const front = appLink().front;
  beforeAll(async () => {
    db = await engine.create();
    setAsAppDatabase(db);
    resetAuthForTests();
    // As behind the front server, which decides each request's address.
    appLink().front = { trustedProxyHops: 0 };
  });
  afterAll(async () => {
    appLink().front = front;
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

      await auth.api.resetPassword({
        body: { newPassword: 'new-saffron-lantern-2', token: token! },
      });
      const [row] = await db.db.select().from(account).where(eq(account.userId, staff.id));
      expect(
        await verifyPassword({ hash: row!.password!, password: 'new-saffron-lantern-2' }),
      ).toBe(true);
      expect(await verifyPassword({ hash: row!.password!, password: 'old-password' })).toBe(false);
      // The link works once.
      await expect(
        auth.api.resetPassword({ body: { newPassword: 'third-saffron-lantern', token: token! } }),
      ).rejects.toThrow();
    } finally {
      await smtp.close();
    }
  });

  const signIn = async (email: string, password: string, ip: string) => {
    const auth = await getAuth();
    return auth.handler(
      new Request('http://localhost:3000/api/auth/sign-in/email', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: 'http://localhost:3000',
          // As the front server leaves it: the one address it decided.
          'x-forwarded-for': ip,
        },
        body: JSON.stringify({ email, password }),
      }),
    );
  };
  const stoppedMails = async (account: string) =>
    (await db.db.select().from(emailOutbox)).filter(
      (mail) => mail.kind === 'sign-in-stopped' && mail.subject.includes(account),
    );

  it('stops guessing from one address without keeping the staff member out, and tells the owners', async () => {
    await createStaffAccount(db.db, {
      email: 'head.owner@saba.test',
      password: 'owner-password-1',
      role: 'owner',
    });
    await createStaffAccount(db.db, {
      email: 'target@saba.test',
      password: 'right-password',
      role: 'editor',
    });
    // Nine misses from one address in the last minutes (more than the per-minute limit allows
    // in one go), then the tenth.
    const prime = (address: string) =>
      db.db
        .insert(formRateLimits)
        .values({ key: addressKey('target@saba.test', address), count: 9 });
    await prime('203.0.113.66');
    expect((await signIn('Target@saba.test', 'guess-10', '203.0.113.66')).status).toBe(401);
    // The guesser's address is stopped, even with the right password…
    const stopped = await signIn('target@saba.test', 'right-password', '203.0.113.66');
    expect(stopped.status).toBe(429);
    expect(await stopped.text()).toContain('Too many failed sign-in attempts for this account');
    // …an IPv6 guesser stepping through its /64 is one address…
    await prime('2001:db8:5:7::1');
    expect((await signIn('target@saba.test', 'guess-11', '2001:db8:5:7::2')).status).toBe(401);
    expect((await signIn('target@saba.test', 'right-password', '2001:db8:5:7::ff')).status).toBe(
      429,
    );
    // …and the staff member, from anywhere else, signs in.
    expect((await signIn('target@saba.test', 'right-password', '198.51.100.20')).status).toBe(200);
    // The owners were told, once per address.
    const mails = await stoppedMails('target@saba.test');
    expect(mails).toHaveLength(2);
    expect(mails[0]!.toAddresses).toContain('head.owner@saba.test');
    expect(mails.map((m) => m.textBody).join()).toContain('2001:db8:5:7::/64');
    const audit = await db.db.select().from(auditLog).where(eq(auditLog.action, 'sign-in-stopped'));
    expect(audit.map((a) => a.entityId)).toEqual(['target@saba.test', 'target@saba.test']);

    // A success clears its own address's misses.
    expect((await signIn('target@saba.test', 'nope-nope', '198.51.100.21')).status).toBe(401);
    const key = addressKey('target@saba.test', '198.51.100.21');
    expect(
      (await db.db.select().from(formRateLimits).where(eq(formRateLimits.key, key)))[0]?.count,
    ).toBe(1);
    expect((await signIn('target@saba.test', 'right-password', '198.51.100.21')).status).toBe(200);
    expect(
      await db.db.select().from(formRateLimits).where(eq(formRateLimits.key, key)),
    ).toHaveLength(0);
  });

  it('guessing spread over many addresses stops passwords, except before a second factor', async () => {
    await createStaffAccount(db.db, {
      email: 'plain@saba.test',
      password: 'plain-password',
      role: 'editor',
    });
    const guarded = await createStaffAccount(db.db, {
      email: 'guarded@saba.test',
      password: 'guarded-password',
      role: 'editor',
    });
    await db.db.update(user).set({ twoFactorEnabled: true }).where(eq(user.id, guarded.id));
    // A hundred misses from a hundred addresses, as a botnet makes them.
    for (const email of ['plain@saba.test', 'guarded@saba.test']) {
      await db.db.insert(formRateLimits).values({ key: accountKey(email), count: 99 });
      expect((await signIn(email, 'one-more-guess', '192.0.2.99')).status).toBe(401);
    }
    expect((await signIn('plain@saba.test', 'plain-password', '192.0.2.150')).status).toBe(429);
    // With a second factor, the right password still leads to it (and only to it).
    const next = await signIn('guarded@saba.test', 'guarded-password', '192.0.2.151');
    expect(next.status).toBe(200);
    expect(await next.json()).toMatchObject({ twoFactorRedirect: true });
    expect(await stoppedMails('plain@saba.test')).toHaveLength(1);
  });

  it('gives a role only to an account that confirmed its e-mail address (or with force)', async () => {
    const auth = await getAuth();
    const smtp = await startSmtp();
    try {
      // Someone signs up with a new hire's address before the new hire does.
      await auth.api.signUpEmail({
        body: {
          email: 'new.hire@saba.test',
          password: 'squatter-saffron-lantern',
          name: 'new.hire@saba.test',
        },
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
        body: {
          email: 'checked@saba.test',
          password: 'checked-saffron-lantern',
          name: 'checked@saba.test',
        },
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
