import { verifyPassword } from 'better-auth/crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachEngine, setAsAppDatabase, type TestDatabase } from '../../../tests/setup/db';
import { startSmtp } from '../../../tests/setup/smtp';
import { account, userRoles } from '../db/schema';
import { drainOutbox } from '../mail/outbox';
import { smtpTransport } from '../mail/transport';
import { createStaffAccount, setUserRole } from './accounts';
import { getAuth, resetAuthForTests } from './auth';
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
});
