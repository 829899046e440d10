import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { describeEachEngine, freshAuthDatabase, type TestDatabase } from '../../../tests/setup/db';
import { depsFor } from '../../../tests/setup/staff-deps';
import { getAuth } from '../auth/auth';
import { auditLog, passkey, session, user, userRoles } from '../db/schema';
import { inviteStaffAction, resendInvitationAction, revokeInvitationAction } from './actions';
import { listPendingInvitations } from './queries';
import { findUsableInvitation, INVITATION_TTL_MS } from '../auth/invitations';
import { acceptInvitation, acceptInvitationFor } from '../auth/invitations';
import { invitationTokenIn as linkIn } from '../../../tests/setup/invitation-link';

describeEachEngine('staff invitations', (engine) => {
  const database = freshAuthDatabase(engine);
  let db: TestDatabase;
  beforeAll(() => {
    db = database();
  });

  const owner = depsFor('owner');

  it('invites by e-mail with a role; the link works once, and the role is active at once', async () => {
    const sent = await inviteStaffAction({ email: 'New.Cook@Saba.test', role: 'manager' }, owner);
    expect(sent).toMatchObject({ status: 'success', data: { email: 'new.cook@saba.test' } });
    const token = await linkIn(db, 'new.cook@saba.test');

    const accepted = await db.db.transaction((tx) =>
      acceptInvitation(tx, { token, password: 'a fine password' }),
    );
    expect(accepted).toMatchObject({ status: 'accepted', created: true });
    const userId = accepted.status === 'accepted' ? accepted.userId : '';
    const roles = await db.db.select().from(userRoles).where(eq(userRoles.userId, userId));
    expect(roles.map((r) => r.role)).toEqual(['manager']);
    // The new password signs in.
    const auth = await getAuth();
    const session = await auth.api.signInEmail({
      body: { email: 'new.cook@saba.test', password: 'a fine password' },
    });
    expect(session.user.email).toBe('new.cook@saba.test');

    // Once only.
    expect(
      await db.db.transaction((tx) => acceptInvitation(tx, { token, password: 'another one' })),
    ).toEqual({ status: 'invalid' });
    const audit = await db.db.select().from(auditLog).where(eq(auditLog.entity, 'invitation'));
    expect(audit.map((a) => a.action)).toContain('invite');
  });

  it('asks a new person for a password, and uses nothing up until given one', async () => {
    await inviteStaffAction({ email: 'waiter@saba.test', role: 'editor' }, owner);
    const token = await linkIn(db, 'waiter@saba.test');
    expect(await db.db.transaction((tx) => acceptInvitation(tx, { token }))).toEqual({
      status: 'password-needed',
    });
    expect(await findUsableInvitation(db.db, token)).not.toBeNull();
  });

  it('lasts seven days', async () => {
    await inviteStaffAction({ email: 'late@saba.test', role: 'editor' }, owner);
    const token = await linkIn(db, 'late@saba.test');
    const later = new Date(Date.now() + INVITATION_TTL_MS + 60_000);
    expect(await findUsableInvitation(db.db, token, later)).toBeNull();
    expect(
      await db.db.transaction((tx) =>
        acceptInvitation(tx, { token, password: 'pass-word' }, later),
      ),
    ).toEqual({ status: 'invalid' });
  });

  it('resends with a new link (the old one stops working) and revokes', async () => {
    const sent = await inviteStaffAction({ email: 'twice@saba.test', role: 'editor' }, owner);
    const id = sent.status === 'success' ? sent.data.id : '';
    const first = await linkIn(db, 'twice@saba.test');
    expect(await resendInvitationAction({ id }, owner)).toMatchObject({ status: 'success' });
    const second = await linkIn(db, 'twice@saba.test');
    expect(second).not.toBe(first);
    expect(await findUsableInvitation(db.db, first)).toBeNull();
    expect(await findUsableInvitation(db.db, second)).not.toBeNull();

    expect(await revokeInvitationAction({ id }, owner)).toMatchObject({ status: 'success' });
    expect(await findUsableInvitation(db.db, second)).toBeNull();
    expect(await revokeInvitationAction({ id }, owner)).toMatchObject({
      status: 'error',
      error: 'admin.errors.notFound',
    });
  });

  it('an account made with the address and confirmed (by a click on a mail the hire never asked for) is replaced too', async () => {
    // An outsider signs up with the hire's address; the hire clicks the confirmation mail.
    const auth = await getAuth();
    const signedUp = await auth.api.signUpEmail({
      body: { email: 'early@saba.test', password: 'outsider-chose-this', name: 'Early' },
      returnHeaders: true,
    });
    const outsiderId = signedUp.response.user.id;
    const outsiderCookie = new Headers({
      cookie: (signedUp.headers.get('set-cookie') ?? '').split(';')[0]!,
    });
    await db.db.update(user).set({ emailVerified: true }).where(eq(user.id, outsiderId));
    await inviteStaffAction({ email: 'early@saba.test', role: 'editor' }, owner);
    const token = await linkIn(db, 'early@saba.test');
    // The link alone gives nothing: a password (or passkey) of the hire's own is asked for.
    expect(await db.db.transaction((tx) => acceptInvitation(tx, { token }))).toEqual({
      status: 'password-needed',
    });
    const accepted = await db.db.transaction((tx) =>
      acceptInvitation(tx, { token, password: 'the early hire’s own' }),
    );
    expect(accepted).toMatchObject({ status: 'accepted', created: true, replacedAccount: true });
    const hireId = accepted.status === 'accepted' ? accepted.userId : '';
    expect(hireId).not.toBe(outsiderId);
    // The outsider's session and password are gone with the account; the role is the hire's.
    expect(await auth.api.getSession({ headers: outsiderCookie })).toBeNull();
    await expect(
      auth.api.signInEmail({ body: { email: 'early@saba.test', password: 'outsider-chose-this' } }),
    ).rejects.toThrow();
    const signedIn = await auth.api.signInEmail({
      body: { email: 'early@saba.test', password: 'the early hire’s own' },
    });
    expect(signedIn.user.id).toBe(hireId);

    expect(await inviteStaffAction({ email: 'early@saba.test', role: 'owner' }, owner)).toEqual(
      expect.objectContaining({ status: 'error', error: 'admin.invitations.alreadyStaff' }),
    );
  });

  it('replaces a pending invitation to the same address', async () => {
    await inviteStaffAction({ email: 'again@saba.test', role: 'editor' }, owner);
    const first = await linkIn(db, 'again@saba.test');
    await inviteStaffAction({ email: 'AGAIN@saba.test', role: 'owner' }, owner);
    const second = await linkIn(db, 'again@saba.test');
    expect(await findUsableInvitation(db.db, first)).toBeNull();
    expect((await findUsableInvitation(db.db, second))?.role).toBe('owner');
  });

  it('an account someone made with the address and never confirmed gets neither the role nor the invitee', async () => {
    // An outsider signs up first with the new hire's address and a password of their choosing.
    const auth = await getAuth();
    const signedUp = await auth.api.signUpEmail({
      body: { email: 'new.hire@saba.test', password: 'outsider-chose-this', name: 'New Hire' },
      returnHeaders: true,
    });
    const outsiderId = signedUp.response.user.id;
    const outsiderCookie = new Headers({
      cookie: (signedUp.headers.get('set-cookie') ?? '').split(';')[0]!,
    });
    expect((await auth.api.getSession({ headers: outsiderCookie }))?.user.id).toBe(outsiderId);
    await db.db.insert(passkey).values({
      id: crypto.randomUUID(),
      userId: outsiderId,
      name: 'Outsider’s key',
      credentialId: 'outsider-credential',
      publicKey: 'AQID',
      deviceType: 'singleDevice',
    });

    // The owner is told, when inviting and in the pending list.
    const sent = await inviteStaffAction({ email: 'new.hire@saba.test', role: 'manager' }, owner);
    expect(sent).toMatchObject({ status: 'success', data: { unconfirmedAccount: true } });
    const listed = (await listPendingInvitations(db.db)).find(
      (i) => i.email === 'new.hire@saba.test',
    );
    expect(listed?.unconfirmedAccount).toBe(true);

    // The real hire opens the link: a password is asked for, the outsider's is not kept.
    const token = await linkIn(db, 'new.hire@saba.test');
    expect(await db.db.transaction((tx) => acceptInvitation(tx, { token }))).toEqual({
      status: 'password-needed',
    });
    const accepted = await db.db.transaction((tx) =>
      acceptInvitation(tx, { token, password: 'the hire’s own password' }),
    );
    expect(accepted).toMatchObject({
      status: 'accepted',
      created: true,
      replacedAccount: true,
    });
    const hireId = accepted.status === 'accepted' ? accepted.userId : '';
    expect(hireId).not.toBe(outsiderId);

    // Nothing of the outsider's account is left: no session, password, passkey or role.
    expect(await db.db.select().from(user).where(eq(user.id, outsiderId))).toEqual([]);
    expect(await db.db.select().from(session).where(eq(session.userId, outsiderId))).toEqual([]);
    expect(await db.db.select().from(passkey).where(eq(passkey.userId, outsiderId))).toEqual([]);
    expect(await auth.api.getSession({ headers: outsiderCookie })).toBeNull();
    await expect(
      auth.api.signInEmail({
        body: { email: 'new.hire@saba.test', password: 'outsider-chose-this' },
      }),
    ).rejects.toThrow();

    // The hire's own password signs in, with the role.
    const signedIn = await auth.api.signInEmail({
      body: { email: 'new.hire@saba.test', password: 'the hire’s own password' },
    });
    expect(signedIn.user.id).toBe(hireId);
    const roles = await db.db.select().from(userRoles).where(eq(userRoles.userId, hireId));
    expect(roles.map((r) => r.role)).toEqual(['manager']);
  });

  it('through a passkey too, the unconfirmed account is replaced', async () => {
    const auth = await getAuth();
    const outsider = await auth.api.signUpEmail({
      body: { email: 'key.hire@saba.test', password: 'outsider-chose-this', name: 'Key' },
    });
    await inviteStaffAction({ email: 'key.hire@saba.test', role: 'editor' }, owner);
    const token = await linkIn(db, 'key.hire@saba.test');
    const accepted = await db.db.transaction((tx) =>
      acceptInvitation(tx, { token, passkey: true }),
    );
    expect(accepted).toMatchObject({ status: 'accepted', replacedAccount: true });
    expect(await db.db.select().from(user).where(eq(user.id, outsider.user.id))).toEqual([]);
    await expect(
      auth.api.signInEmail({
        body: { email: 'key.hire@saba.test', password: 'outsider-chose-this' },
      }),
    ).rejects.toThrow();
  });

  it('accepted through single sign-on into an older account, only that sign-in is left', async () => {
    const auth = await getAuth();
    const signedUp = await auth.api.signUpEmail({
      body: { email: 'sso.hire@saba.test', password: 'outsider-chose-this', name: 'SSO' },
      returnHeaders: true,
    });
    const accountId = signedUp.response.user.id;
    await db.db.update(user).set({ emailVerified: true }).where(eq(user.id, accountId));
    const outsiderCookie = new Headers({
      cookie: (signedUp.headers.get('set-cookie') ?? '').split(';')[0]!,
    });
    await db.db.insert(passkey).values({
      id: crypto.randomUUID(),
      userId: accountId,
      name: 'Outsider’s key',
      credentialId: 'outsider-sso-credential',
      publicKey: 'AQID',
      deviceType: 'singleDevice',
    });
    const [providerSession] = await db.db
      .insert(session)
      .values({
        id: crypto.randomUUID(),
        token: `sso-${crypto.randomUUID()}`,
        userId: accountId,
        expiresAt: new Date(Date.now() + 60 * 60_000),
        createdAt: new Date(),
        updatedAt: new Date(),
      })
      .returning();
    await inviteStaffAction({ email: 'sso.hire@saba.test', role: 'editor' }, owner);
    const invitation = await db.db.transaction((tx) =>
      acceptInvitationFor(
        tx,
        { id: accountId, email: 'sso.hire@saba.test' },
        { sessionId: providerSession!.id, providerId: 'google' },
      ),
    );
    expect(invitation?.role).toBe('editor');
    const sessions = await db.db.select().from(session).where(eq(session.userId, accountId));
    expect(sessions.map((row) => row.id)).toEqual([providerSession!.id]);
    expect(await db.db.select().from(passkey).where(eq(passkey.userId, accountId))).toEqual([]);
    expect(await auth.api.getSession({ headers: outsiderCookie })).toBeNull();
    await expect(
      auth.api.signInEmail({
        body: { email: 'sso.hire@saba.test', password: 'outsider-chose-this' },
      }),
    ).rejects.toThrow();
  });
});
