'use server';

import 'server-only';

import type { ActionState } from '@/lib/action-state';
import { ownerSetupSchema } from '@/schemas/admin/login';
import { acceptInvitationSchema } from '@/schemas/admin/users';
import { nextActionDeps } from '../action-context';
import { ActionError, defineAction } from '../action';
import { recordAudit } from '../audit/audit';
import { AccountError, createStaffAccount } from './accounts';
import { acceptInvitation } from '../staff/invitations';
import { consumeSetupToken } from './setup-token';

const setupOwner = defineAction({
  name: 'setup-owner',
  schema: ownerSetupSchema,
  rateLimit: { limit: 10, windowMs: 10 * 60_000 },
  run: async ({ input, tx }) => {
    if (!(await consumeSetupToken(tx, input.token))) throw new ActionError('admin.setup.invalid');
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
        throw new ActionError('admin.login.alreadyRegistered');
      }
      throw error;
    }
  },
});

/** The one-time setup link's form: creates the first owner account. */
export async function createFirstOwner(input: unknown): Promise<ActionState<{ email: string }>> {
  return setupOwner(input, nextActionDeps);
}

const acceptStaffInvitation = defineAction({
  name: 'accept-invitation',
  schema: acceptInvitationSchema,
  rateLimit: { limit: 10, windowMs: 10 * 60_000 },
  run: async ({ input, tx }) => {
    const result = await acceptInvitation(tx, input);
    if (result.status === 'invalid') throw new ActionError('admin.invitations.invalid');
    if (result.status === 'password-needed') {
      throw new ActionError('admin.validation.passwordMin', {
        password: 'admin.validation.passwordMin',
      });
    }
    const { invitation, userId, created } = result;
    await recordAudit(tx, {
      actorUserId: userId,
      actorEmail: invitation.email,
      action: 'accept-invitation',
      entity: 'invitation',
      entityId: invitation.id,
      after: { email: invitation.email, roles: [invitation.role], accountCreated: created },
    });
    return { data: { email: invitation.email } };
  },
});

/** The invitation link's form: a password for a new account, then the invited role. */
export async function acceptStaffInvitationLink(
  input: unknown,
): Promise<ActionState<{ email: string }>> {
  return acceptStaffInvitation(input, nextActionDeps);
}
