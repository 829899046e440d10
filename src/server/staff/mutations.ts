import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Role } from '@/lib/enums';
import { findUserByEmail, normaliseEmail } from '../auth/accounts';
import type { DbOrTx } from '../db/client';
import { staffInvitations } from '../db/schema';
import {
  hasAnyRole,
  hashOf,
  INVITATION_TTL_MS,
  pending,
  type Invitation,
} from '../auth/invitations';
import { invitedRestaurants } from '../auth/staff-locations';

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
