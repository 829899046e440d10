import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Role } from '@/lib/enums';
import {
  createStaffAccount,
  discardRolelessAccount,
  findUserByEmail,
  normaliseEmail,
  setUserRole,
} from '../auth/accounts';
import { recordAudit } from '../audit/audit';
import { keepOnlyWayIn, type OnlyWayIn } from '../auth/accounts';
import type { DbOrTx } from '../db/client';
import { staffInvitations, user, userRoles } from '../db/schema';
import { hashOf, INVITATION_TTL_MS, pending, usable, usableFor, type Invitation } from './queries';
import { invitedRestaurants, setStaffLocations } from './locations';

/* The staff's writes: invitations sent, renewed, revoked and accepted. */

const newToken = () => randomBytes(24).toString('base64url');

/**
 * A new invitation (replacing one still pending for the address). Null when the address already
 * belongs to someone with a role: there is nothing to invite them to. `unconfirmedAccount`: the
 * address has an account that never confirmed it, which accepting will replace (the owner is
 * told).
 */
export async function createInvitation(
  tx: DbOrTx,
  input: {
    email: string;
    role: Role;
    /** The restaurants the invitee will be limited to (none: not limited). */
    locationIds?: readonly string[];
    invitedBy: { userId: string; email: string };
  },
  now = new Date(),
): Promise<{
  invitation: Invitation;
  token: string;
  replaced: Invitation | null;
  unconfirmedAccount: boolean;
} | null> {
  const email = normaliseEmail(input.email);
  const locationIds = await invitedRestaurants(tx, input.role, input.locationIds ?? []);
  const existing = await findUserByEmail(tx, email);
  if (existing && (await hasAnyRole(tx, existing.id))) return null;
  const [replaced] = await tx
    .update(staffInvitations)
    .set({ revokedAt: now })
    .where(and(eq(sql`lower(${staffInvitations.email})`, email), pending()))
    .returning();
  const token = newToken();
  const [invitation] = await tx
    .insert(staffInvitations)
    .values({
      email,
      role: input.role,
      locationIds,
      limited: locationIds.length > 0,
      tokenHash: hashOf(token),
      invitedBy: input.invitedBy.userId,
      invitedByEmail: input.invitedBy.email,
      createdAt: now,
      sentAt: now,
      expiresAt: new Date(now.getTime() + INVITATION_TTL_MS),
    })
    .returning();
  return {
    invitation: invitation!,
    token,
    replaced: replaced ?? null,
    unconfirmedAccount: existing !== null && !existing.emailVerified,
  };
}

async function hasAnyRole(tx: DbOrTx, userId: string): Promise<boolean> {
  const rows = await tx
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(eq(userRoles.userId, userId))
    .limit(1);
  return rows.length > 0;
}

/** A pending invitation gets a new link and seven more days; the old link stops working. */
export async function renewInvitation(
  tx: DbOrTx,
  id: string,
  now = new Date(),
): Promise<{ invitation: Invitation; token: string } | null> {
  const token = newToken();
  const [invitation] = await tx
    .update(staffInvitations)
    .set({
      tokenHash: hashOf(token),
      sentAt: now,
      expiresAt: new Date(now.getTime() + INVITATION_TTL_MS),
    })
    .where(and(eq(staffInvitations.id, id), pending()))
    .returning();
  return invitation ? { invitation, token } : null;
}

/** Withdraws a pending invitation; null when there is none by that id. */
export async function revokeInvitation(
  tx: DbOrTx,
  id: string,
  now = new Date(),
): Promise<Invitation | null> {
  const [invitation] = await tx
    .update(staffInvitations)
    .set({ revokedAt: now })
    .where(and(eq(staffInvitations.id, id), pending()))
    .returning();
  return invitation ?? null;
}

/**
 * Single sign-on signed in an invited address (the provider vouched for it, as opening the link
 * would): the invitation is used and its role given. Null when the address has none pending.
 * The account may be older than this sign-in (someone signed up with the address, and a click on
 * the confirmation they never asked for confirmed it): every other way into it (a password,
 * passkeys, an authenticator, other providers, other sessions) is removed first, so that the
 * role reaches only whoever holds the provider's account.
 */
export async function acceptInvitationFor(
  tx: DbOrTx,
  account: { id: string; email: string },
  keep: OnlyWayIn,
  now = new Date(),
): Promise<Invitation | null> {
  const [invitation] = await tx
    .update(staffInvitations)
    .set({ acceptedAt: now })
    .where(usableFor(account.email, now))
    .returning();
  if (!invitation) return null;
  await keepOnlyWayIn(tx, account.id, keep);
  await tx.update(user).set({ emailVerified: true, updatedAt: now }).where(eq(user.id, account.id));
  await setUserRole(tx, account.id, invitation.role, { force: true });
  await setStaffLocations(tx, account.id, invitation.locationIds, invitation);
  return invitation;
}

/**
 * The audit entry of an invitation accepted (with a password, a passkey or single sign-on),
 * written by the person who accepted it.
 */
export function recordInvitationAccepted(
  tx: DbOrTx,
  invitation: Invitation,
  userId: string,
  how: {
    with: 'password' | 'passkey' | 'single sign-on';
    accountCreated?: boolean;
    replacedAccount?: boolean;
  },
) {
  return recordAudit(tx, {
    actorUserId: userId,
    actorEmail: invitation.email,
    action: 'accept-invitation',
    entity: 'invitation',
    entityId: invitation.id,
    after: { email: invitation.email, roles: [invitation.role], ...how },
  });
}

export type Acceptance =
  | {
      status: 'accepted';
      invitation: Invitation;
      userId: string;
      created: boolean;
      /** An account that held the address (without a role) was removed first. */
      replacedAccount: boolean;
    }
  | { status: 'invalid' }
  | { status: 'password-needed' };

/**
 * Uses the link up and lets the person in with the invited role, in an account of their own made
 * now, with the given password or a passkey the caller stores in this transaction. An account
 * that already holds the address (invitations go only to addresses without a role) proves nothing,
 * confirmed or not: anyone may sign up with a new hire's address first, and the new hire may
 * click the confirmation they never asked for. It is removed with its sessions, password,
 * passkeys and links, and the invitee's account is made in its place (a new id, so nothing issued
 * to the old one, such as an address-change link, reaches the new).
 */
export async function acceptInvitation(
  tx: DbOrTx,
  input: { token: string; password?: string; passkey?: boolean },
  now = new Date(),
): Promise<Acceptance> {
  if (!input.token) return { status: 'invalid' };
  // Locked, so that two tabs opening one link cannot both use it.
  const [found] = await tx
    .select()
    .from(staffInvitations)
    .where(usable(input.token, now))
    .for('update');
  if (!found) return { status: 'invalid' };
  if (!input.password && !input.passkey) return { status: 'password-needed' };
  const existing = await findUserByEmail(tx, found.email);
  // Given a role since the invitation was sent: it is theirs already, the link is spent for nothing.
  if (existing && (await hasAnyRole(tx, existing.id))) return { status: 'invalid' };
  const [invitation] = await tx
    .update(staffInvitations)
    .set({ acceptedAt: now })
    .where(and(eq(staffInvitations.id, found.id), pending()))
    .returning();
  if (!invitation) return { status: 'invalid' };
  const replacedAccount = existing ? await discardRolelessAccount(tx, existing.id) : false;
  const account = await createStaffAccount(tx, {
    email: invitation.email,
    password: input.password ?? null,
    role: invitation.role,
  });
  await setStaffLocations(tx, account.id, invitation.locationIds, invitation);
  return { status: 'accepted', invitation, userId: account.id, created: true, replacedAccount };
}
