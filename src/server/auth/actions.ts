import 'server-only';
import { ownerSetupSchema } from '@/schemas/admin/login';
import {
  linkedSignInSchema,
  passkeyIdSchema,
  passkeyRenameSchema,
  securityPolicySchema,
  sessionIdSchema,
  staffSessionsSchema,
} from '@/schemas/admin/security';
import { acceptInvitationSchema } from '@/schemas/admin/users';
import { z } from '@/schemas/zod';
import { defineAction } from '../action';
import { Refusal } from '../refusal';
import { recordAudit } from '../audit/audit';
import { acceptInvitation, recordInvitationAccepted } from './invitations';
import { AccountError, createStaffAccount, findUserById } from './accounts';
import { unlinkSignIn } from './linked-sign-ins';
import { removePasskey, renamePasskey } from './passkey-store';
import { readSecurityPolicy, writeSecurityPolicy } from './security-policy';
import { endSession, endSessionsOf, hasSecondFactor } from './sessions';
import { consumeSetupToken } from './setup-token';
import { passwordProblem } from './password-policy';

/** A password chosen here meets the same rules as anywhere else (password-policy.ts). */
async function refuseWeakPassword(password: string, email?: string) {
  const problem = await passwordProblem(password, email);
  if (problem) throw new Refusal(problem, { password: problem });
}

/** The one-time setup link's form: creates the first owner account. */
export const setupOwnerAction = defineAction({
  name: 'setup-owner',
  public: true,
  schema: ownerSetupSchema,
  rateLimit: { limit: 10, windowMs: 10 * 60_000 },
  run: async ({ input, tx }) => {
    await refuseWeakPassword(input.password, input.email);
    if (!(await consumeSetupToken(tx, input.token))) throw new Refusal('admin.setup.invalid');
    try {
      const owner = await createStaffAccount(tx, {
        email: input.email,
        password: input.password,
        role: 'owner',
      });
      await recordAudit(tx, {
        actorUserId: owner.id,
        actorEmail: owner.email,
        action: 'create-owner',
        entity: 'user',
        entityId: owner.id,
        after: { email: owner.email, roles: ['owner'], via: 'setup-link' },
      });
      return { data: { email: owner.email } };
    } catch (error) {
      if (error instanceof AccountError && error.code === 'email-taken') {
        throw new Refusal('admin.login.alreadyRegistered');
      }
      throw error;
    }
  },
});

/** The invitation link's form: a password for a new account, then the invited role. */
export const acceptInvitationAction = defineAction({
  name: 'accept-invitation',
  public: true,
  schema: acceptInvitationSchema,
  rateLimit: { limit: 10, windowMs: 10 * 60_000 },
  run: async ({ input, tx }) => {
    if (input.password) await refuseWeakPassword(input.password);
    const result = await acceptInvitation(tx, input);
    if (result.status === 'invalid') throw new Refusal('admin.invitations.invalid');
    if (result.status === 'password-needed') {
      throw new Refusal('admin.validation.passwordMin', {
        password: 'admin.validation.passwordMin',
      });
    }
    const { invitation, userId, created, replacedAccount } = result;
    await recordInvitationAccepted(tx, invitation, userId, {
      with: 'password',
      accountCreated: created,
      replacedAccount,
    });
    return { data: { email: invitation.email } };
  },
});

/**
 * A staff member's own account security. Any role may run these, and only on what is theirs: a
 * passkey of someone else answers "not found", as one that does not exist.
 */
export const renamePasskeyAction = defineAction({
  name: 'passkey-rename',
  area: 'account',
  accountSetup: true,
  entity: 'passkey',
  schema: passkeyRenameSchema,
  run: async ({ input, tx, meta }) => {
    const renamed = await renamePasskey(tx, meta.actor!.userId, input.id, input.name);
    if (!renamed) throw new Refusal('admin.errors.notFound');
    return {
      data: null,
      audit: {
        action: 'rename-passkey',
        entityId: input.id,
        before: { name: renamed.before },
        after: { name: input.name },
      },
    };
  },
});

/** Removing a way in is sensitive: it needs a confirmation in the last five minutes. */
export const removePasskeyAction = defineAction({
  name: 'passkey-remove',
  area: 'account',
  accountSetup: true,
  fresh: true,
  entity: 'passkey',
  schema: passkeyIdSchema,
  run: async ({ input, tx, meta }) => {
    const removed = await removePasskey(tx, meta.actor!.userId, input.id);
    if (!removed) throw new Refusal('admin.errors.notFound');
    return {
      data: null,
      audit: { action: 'remove-passkey', entityId: input.id, before: { name: removed.name } },
    };
  },
});

/** Unlinks a single sign-on provider from one's account (never the last way in). */
export const unlinkSignInAction = defineAction({
  name: 'sign-in-unlink',
  area: 'account',
  fresh: true,
  entity: 'user',
  schema: linkedSignInSchema,
  run: async ({ input, tx, meta }) => {
    const userId = meta.actor!.userId;
    await unlinkSignIn(tx, userId, input.providerId);
    return {
      data: null,
      audit: { action: 'unlink-sign-in', entityId: userId, before: { provider: input.providerId } },
    };
  },
});

/** Ends one of the person's other sessions (another browser or device). */
export const endMySessionAction = defineAction({
  name: 'session-end',
  area: 'account',
  accountSetup: true,
  entity: 'session',
  schema: sessionIdSchema,
  run: async ({ input, tx, meta }) => {
    if (input.id === meta.actor!.sessionId) throw new Refusal('admin.sessions.notThisOne');
    if (!(await endSession(tx, meta.actor!.userId, input.id))) {
      throw new Refusal('admin.errors.notFound');
    }
    return { data: null, audit: { action: 'end-session', entityId: input.id } };
  },
});

/** Ends every session of the person but this browser's. */
export const endMyOtherSessionsAction = defineAction({
  name: 'session-end-others',
  area: 'account',
  accountSetup: true,
  entity: 'session',
  schema: z.object({}),
  run: async ({ tx, meta }) => {
    const ended = await endSessionsOf(tx, meta.actor!.userId, meta.actor!.sessionId);
    return { data: { ended }, audit: { action: 'end-other-sessions', after: { ended } } };
  },
});

/** Owners sign a staff member out everywhere (a lost laptop, someone leaving). */
export const endStaffSessionsAction = defineAction({
  name: 'user-end-sessions',
  area: 'users',
  entity: 'user',
  schema: staffSessionsSchema,
  run: async ({ input, tx, meta }) => {
    const target = await findUserById(tx, input.userId);
    if (!target) throw new Refusal('admin.errors.notFound');
    // An owner ending their own: this browser stays signed in.
    const keep = target.id === meta.actor!.userId ? meta.actor!.sessionId : undefined;
    const ended = await endSessionsOf(tx, target.id, keep);
    return {
      data: { ended, email: target.email },
      audit: { action: 'end-sessions', entityId: target.id, after: { email: target.email, ended } },
    };
  },
});

/** Owners set how staff sign-ins are held: a required second factor, the idle timeout. */
export const saveSecurityPolicyAction = defineAction({
  name: 'security-policy-save',
  fresh: true,
  area: 'settings',
  entity: 'settings',
  schema: securityPolicySchema,
  run: async ({ input, tx, meta }) => {
    // Otherwise the owner saving it would be shut out of Settings (and of turning it off).
    if (input.requireSecondFactor && !(await hasSecondFactor(tx, meta.actor!.userId))) {
      throw new Refusal('admin.security.policy.ownFirst', {
        requireSecondFactor: 'admin.security.policy.ownFirst',
      });
    }
    const before = await readSecurityPolicy(tx);
    await writeSecurityPolicy(tx, input, meta.actor?.email ?? null);
    return {
      data: null,
      audit: { action: 'update', entityId: 'staff-security', before, after: input },
    };
  },
});
