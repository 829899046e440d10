import 'server-only';
import { serverEnv } from '@/env';
import type { Role } from '@/lib/enums';
import {
  invitationIdSchema,
  inviteSchema,
  setRoleSchema,
  setStaffLocationsSchema,
} from '@/schemas/admin/users';
import { defineAction } from '../action';
import { Refusal } from '../refusal';
import { AccountError, setUserRole } from '../auth/accounts';
import { invitationMail } from '../auth/mails';
import { enqueueMail } from '../mail/outbox';
import { invitationUrl } from './queries';
import { createInvitation, renewInvitation, revokeInvitation } from './mutations';
import { setStaffLocations } from '../auth/staff-locations';

/** Owners give, change or take away a role; the last owner keeps theirs. */
export const setRoleAction = defineAction({
  name: 'user-set-role',
  fresh: true,
  area: 'users',
  entity: 'user',
  schema: setRoleSchema,
  run: async ({ input, tx }) => {
    try {
      const change = await setUserRole(tx, input.userId, input.role === 'none' ? null : input.role);
      // An owner acts for every restaurant: a limit kept from before would return on a demotion.
      if (input.role === 'owner') await setStaffLocations(tx, input.userId, []);
      return {
        data: null,
        audit: {
          action: 'set-role',
          entityId: input.userId,
          before: { roles: change.before },
          after: { roles: change.after },
        },
      };
    } catch (error) {
      if (error instanceof AccountError && error.code === 'last-owner') {
        throw new Refusal('admin.users.lastOwner');
      }
      if (error instanceof AccountError && error.code === 'unverified') {
        throw new Refusal('admin.users.unverified');
      }
      if (error instanceof AccountError && error.code === 'no-such-user') {
        throw new Refusal('admin.errors.notFound');
      }
      throw error;
    }
  },
});

/**
 * Owners limit a manager or editor to some restaurants (or lift the limit): from their next
 * request they see and change only those restaurants' bookings, inbox, hours and menu settings.
 */
export const setStaffLocationsAction = defineAction({
  name: 'user-set-restaurants',
  fresh: true,
  area: 'users',
  entity: 'user',
  schema: setStaffLocationsSchema,
  run: async ({ input, tx }) => {
    const change = await setStaffLocations(tx, input.userId, input.locationIds);
    return {
      data: { restaurants: change.after.length },
      audit: {
        action: 'set-restaurants',
        entityId: input.userId,
        before: { locationIds: change.before },
        after: { locationIds: change.after },
      },
    };
  },
});

/** The person's display of who invited them: the inviting owner's address. */
function inviter(meta: { actor: { userId: string; email: string } | null }) {
  return { userId: meta.actor!.userId, email: meta.actor!.email };
}

function invitationLetter(to: string, role: Role, invitedBy: string, token: string) {
  return invitationMail({
    to,
    role,
    invitedBy,
    url: invitationUrl(serverEnv().SITE_URL, token),
  });
}

/** Owners invite a person by e-mail with a role; the link is e-mailed through the outbox. */
export const inviteStaffAction = defineAction({
  name: 'user-invite',
  fresh: true,
  area: 'users',
  entity: 'invitation',
  schema: inviteSchema,
  run: async ({ input, tx, meta }) => {
    const by = inviter(meta);
    const created = await createInvitation(tx, { ...input, invitedBy: by });
    if (!created)
      throw new Refusal('admin.invitations.alreadyStaff', {
        email: 'admin.invitations.alreadyStaff',
      });
    const { invitation, token, replaced, unconfirmedAccount } = created;
    await enqueueMail(tx, [invitationLetter(invitation.email, invitation.role, by.email, token)]);
    return {
      data: { id: invitation.id, email: invitation.email, unconfirmedAccount },
      audit: {
        action: 'invite',
        entityId: invitation.id,
        before: replaced ? { id: replaced.id, email: replaced.email, role: replaced.role } : null,
        after: {
          email: invitation.email,
          role: invitation.role,
          locationIds: invitation.locationIds,
          expiresAt: invitation.expiresAt,
          unconfirmedAccount,
        },
      },
    };
  },
});

/** A pending invitation is sent again with a new link (the old one stops working). */
export const resendInvitationAction = defineAction({
  name: 'user-invite-resend',
  fresh: true,
  area: 'users',
  entity: 'invitation',
  schema: invitationIdSchema,
  run: async ({ input, tx, meta }) => {
    const renewed = await renewInvitation(tx, input.id);
    if (!renewed) throw new Refusal('admin.errors.notFound');
    const { invitation, token } = renewed;
    await enqueueMail(tx, [
      invitationLetter(invitation.email, invitation.role, inviter(meta).email, token),
    ]);
    return {
      data: null,
      audit: {
        action: 'invite-resend',
        entityId: invitation.id,
        after: { email: invitation.email, expiresAt: invitation.expiresAt },
      },
    };
  },
});

export const revokeInvitationAction = defineAction({
  name: 'user-invite-revoke',
  area: 'users',
  entity: 'invitation',
  schema: invitationIdSchema,
  run: async ({ input, tx }) => {
    const invitation = await revokeInvitation(tx, input.id);
    if (!invitation) throw new Refusal('admin.errors.notFound');
    return {
      data: null,
      audit: {
        action: 'invite-revoke',
        entityId: invitation.id,
        before: { email: invitation.email, role: invitation.role },
      },
    };
  },
});
