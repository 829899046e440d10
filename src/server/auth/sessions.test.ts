import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEachEngine, setAsAppDatabase, type TestDatabase } from '../../../tests/setup/db';
import { passkey, session, user } from '../db/schema';
import { createStaffAccount } from './accounts';
import { endMySessionAction, endStaffSessionsAction, saveSecurityPolicyAction } from './actions';
import { readSecurityPolicy } from './security-policy';
import { inviteStaffAction } from '../staff/actions';
import {
  endSessionsOf,
  hasSecondFactor,
  listSessions,
  sessionVerdict,
  TOUCH_EVERY_MS,
} from './sessions';
import type { ActionDeps } from '../action';
import type { Actor } from './staff';

describe('sessionVerdict', () => {
  const now = Date.parse('2026-11-24T12:00:00Z');
  it('ends a session unused longer than the idle time, touches one unused over a minute', () => {
    expect(sessionVerdict(new Date(now - 61 * 60_000), 60, now)).toBe('end');
    expect(sessionVerdict(new Date(now - 59 * 60_000), 60, now)).toBe('touch');
    expect(sessionVerdict(new Date(now - TOUCH_EVERY_MS + 1000), 60, now)).toBe('keep');
  });
});

function depsAs(actor: Actor): ActionDeps {
  return {
    // Signed in just now: sensitive changes need no confirmation.
    meta: async () => ({
      ip: '198.51.100.7',
      userAgent: 'vitest',
      referrer: null,
      actor: { verifiedAt: new Date(), ...actor },
    }),
    invalidate: () => {},
  };
}

describeEachEngine('staff sessions and the sign-in rules', (engine) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await engine.create();
    setAsAppDatabase(db);
  });
  afterAll(async () => {
    setAsAppDatabase(undefined);
    await db.dispose();
  });

  async function signedIn(userId: string, id: string, userAgent = 'Mozilla/5.0 Chrome/131.0') {
    await db.db.insert(session).values({
      id,
      userId,
      token: `token-${id}`,
      expiresAt: new Date(Date.now() + 3600_000),
      userAgent,
      ipAddress: '203.0.113.5',
    });
  }

  it('lists a person’s sessions; ending others keeps this browser; nobody ends another’s', async () => {
    const me = await createStaffAccount(db.db, {
      email: 'me@saba.test',
      password: 'secret-1',
      role: 'editor',
    });
    const other = await createStaffAccount(db.db, {
      email: 'other@saba.test',
      password: 'secret-1',
      role: 'editor',
    });
    await signedIn(me.id, 'mine-here');
    await signedIn(me.id, 'mine-phone');
    await signedIn(me.id, 'mine-old');
    await signedIn(other.id, 'theirs');
    expect((await listSessions(db.db, me.id)).map((s) => s.id).sort()).toEqual([
      'mine-here',
      'mine-old',
      'mine-phone',
    ]);
    const actor: Actor = {
      userId: me.id,
      email: me.email,
      role: 'editor',
      sessionId: 'mine-here',
      locations: null,
    };

    const theirs = await endMySessionAction({ id: 'theirs' }, depsAs(actor));
    expect(theirs).toMatchObject({ status: 'error', error: 'admin.errors.notFound' });
    const here = await endMySessionAction({ id: 'mine-here' }, depsAs(actor));
    expect(here).toMatchObject({ status: 'error', error: 'admin.sessions.notThisOne' });
    expect(await endMySessionAction({ id: 'mine-phone' }, depsAs(actor))).toMatchObject({
      status: 'success',
    });
    expect(await endSessionsOf(db.db, me.id, 'mine-here')).toBe(1);
    expect((await listSessions(db.db, me.id)).map((s) => s.id)).toEqual(['mine-here']);
    expect(await db.db.select().from(session).where(eq(session.id, 'theirs'))).toHaveLength(1);
  });

  it('an owner signs a staff member out everywhere', async () => {
    const owner = await createStaffAccount(db.db, {
      email: 'boss@saba.test',
      password: 'secret-1',
      role: 'owner',
    });
    const leaver = await createStaffAccount(db.db, {
      email: 'leaver@saba.test',
      password: 'secret-1',
      role: 'editor',
    });
    await signedIn(leaver.id, 'leaver-1');
    await signedIn(leaver.id, 'leaver-2');
    const result = await endStaffSessionsAction(
      { userId: leaver.id },
      depsAs({
        userId: owner.id,
        email: owner.email,
        role: 'owner',
        sessionId: 'boss-here',
        locations: null,
      }),
    );
    expect(result).toMatchObject({
      status: 'success',
      data: { ended: 2, email: 'leaver@saba.test' },
    });
    expect(await listSessions(db.db, leaver.id)).toHaveLength(0);
  });

  it('stores the owners’ rules, bounded; a member without a second factor can only set one up', async () => {
    const account = await createStaffAccount(db.db, {
      email: 'rules@saba.test',
      password: 'secret-1',
      role: 'owner',
    });
    const owner: Actor = {
      userId: account.id,
      email: account.email,
      role: 'owner',
      locations: null,
    };
    const tooShort = await saveSecurityPolicyAction({ idleMinutes: '2' }, depsAs(owner));
    expect(tooShort).toMatchObject({
      status: 'error',
      fieldErrors: { idleMinutes: 'admin.security.idleRange' },
    });
    // An owner without a second factor of their own would shut themselves out: refused.
    expect(
      await saveSecurityPolicyAction(
        { requireSecondFactor: 'on', idleMinutes: '30' },
        depsAs(owner),
      ),
    ).toMatchObject({ status: 'error', error: 'admin.security.policy.ownFirst' });
    await db.db.update(user).set({ twoFactorEnabled: true }).where(eq(user.id, account.id));
    expect(
      await saveSecurityPolicyAction(
        { requireSecondFactor: 'on', idleMinutes: '30' },
        depsAs(owner),
      ),
    ).toMatchObject({ status: 'success' });
    expect(await readSecurityPolicy(db.db)).toEqual({ requireSecondFactor: true, idleMinutes: 30 });

    const member = await createStaffAccount(db.db, {
      email: 'new@saba.test',
      password: 'secret-1',
      role: 'owner',
    });
    expect(await hasSecondFactor(db.db, member.id)).toBe(false);
    // A passkey counts as a second factor, as an authenticator app does.
    const keyHolder = await createStaffAccount(db.db, {
      email: 'keys@saba.test',
      password: null,
      role: 'editor',
    });
    await db.db.insert(passkey).values({
      id: crypto.randomUUID(),
      userId: keyHolder.id,
      name: 'Phone',
      credentialId: 'credential-keys',
      publicKey: 'AQID',
      deviceType: 'multiDevice',
    });
    expect(await hasSecondFactor(db.db, keyHolder.id)).toBe(true);
    expect(await hasSecondFactor(db.db, member.id)).toBe(false);
    const blocked: Actor = {
      userId: member.id,
      email: member.email,
      role: 'owner',
      locations: null,
      needsSecondFactor: true,
    };
    // Any other console action waits for the second factor …
    expect(
      await inviteStaffAction({ email: 'x@saba.test', role: 'editor' }, depsAs(blocked)),
    ).toMatchObject({ status: 'error', error: 'admin.security.setupRequired' });
    // … while Account security's own actions still run.
    expect(await endMySessionAction({ id: 'none-such' }, depsAs(blocked))).toMatchObject({
      status: 'error',
      error: 'admin.errors.notFound',
    });
  });
});
