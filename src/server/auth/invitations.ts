import 'server-only';
import { createHash } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { recordAudit } from '../audit/audit';
import type { DbOrTx } from '../db/client';
import { staffInvitations, user, userRoles } from '../db/schema';
import {
  createStaffAccount,
  discardRolelessAccount,
  findUserByEmail,
  keepOnlyWayIn,
  normaliseEmail,
  setUserRole,
  type OnlyWayIn,
} from './accounts';
import { setStaffLocations } from './staff-locations';

/*
 * Invitations as a way in: an owner names an address and a role (staff/mutations.ts sends,
 * renews and revokes them); the person opens the e-mailed link (once, within
 * INVITATION_TTL_MS), sets a password, registers a passkey or signs in with single sign-on, and
 * has the role at once. Accepting one is part of signing in, so it lives here with the sign-in
 * endpoints that call it; the staff's screens build on it and never the other way round. The
 * link's token is never stored, only its hash.
 */

export const INVITATION_TTL_MS = 7 * 24 * 60 * 60_000;

export const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export type Invitation = typeof staffInvitations.$inferSelect;

export const pending = () =>
  and(isNull(staffInvitations.acceptedAt), isNull(staffInvitations.revokedAt));

/** The invitation a link names, while it may still be used. */
export async function findUsableInvitation(
  db: DbOrTx,
  token: string,
  now = new Date(),
): Promise<Invitation | null> {
  if (!token) return null;
  const [row] = await db.select().from(staffInvitations).where(usable(token, now));
  return row ?? null;
}

export const usable = (token: string, now: Date) =>
  and(
    eq(staffInvitations.tokenHash, hashOf(token)),
    pending(),
    gt(staffInvitations.expiresAt, now),
  );

export const usableFor = (email: string, now: Date) =>
  and(
    eq(sql`lower(${staffInvitations.email})`, normaliseEmail(email)),
    pending(),
    gt(staffInvitations.expiresAt, now),
  );

/** Whether an address has an invitation that may still be accepted (single sign-on's check). */
export async function hasUsableInvitationFor(
  db: DbOrTx,
  email: string,
  now = new Date(),
): Promise<boolean> {
  const rows = await db
    .select({ id: staffInvitations.id })
    .from(staffInvitations)
    .where(usableFor(email, now))
    .limit(1);
  return rows.length > 0;
}

/** Whether an account holds a role (invitations go only to addresses without one). */
export async function hasAnyRole(tx: DbOrTx, userId: string): Promise<boolean> {
  const rows = await tx
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(eq(userRoles.userId, userId))
    .limit(1);
  return rows.length > 0;
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
