import 'server-only';
import { createHash } from 'node:crypto';
import { and, asc, count, eq, gt, ilike, isNull, sql } from 'drizzle-orm';
import { highestRole } from '@/lib/roles';
import { findUserByEmail, normaliseEmail } from '../auth/accounts';
import type { DbOrTx } from '../db/client';
import { likePattern } from '../db/like';
import { staffInvitations, user, userRoles } from '../db/schema';

export const USERS_PAGE_SIZE = 50;

/** Staff accounts by e-mail with their effective role, confirmed address and two-factor state. */
export async function listStaffAccounts(db: DbOrTx, filter: { q: string; page: number }) {
  const where = filter.q ? ilike(user.email, likePattern(filter.q)) : undefined;
  const [totalRow] = await db.select({ n: count() }).from(user).where(where);
  const total = totalRow?.n ?? 0;
  const pages = Math.max(1, Math.ceil(total / USERS_PAGE_SIZE));
  const page = Math.min(filter.page, pages);
  const accounts = await db
    .select({
      id: user.id,
      email: user.email,
      emailVerified: user.emailVerified,
      twoFactorEnabled: user.twoFactorEnabled,
      createdAt: user.createdAt,
    })
    .from(user)
    .where(where)
    .orderBy(asc(user.email))
    .limit(USERS_PAGE_SIZE)
    .offset((page - 1) * USERS_PAGE_SIZE);
  const roles = await db.select({ userId: userRoles.userId, role: userRoles.role }).from(userRoles);
  const rows = accounts.map((a) => ({
    ...a,
    role: highestRole(roles.filter((r) => r.userId === a.id).map((r) => r.role)),
  }));
  return { rows, total, page, pages };
}
export type StaffAccount = Awaited<ReturnType<typeof listStaffAccounts>>['rows'][number];

/*
 * Invitations to the staff: an owner names an address and a role; the person opens the e-mailed
 * link (once, within INVITATION_TTL_MS), sets a password or registers a passkey, and has the role
 * at once. The link's token is never stored, only its hash. The writes are in mutations.ts.
 */

export const INVITATION_TTL_MS = 7 * 24 * 60 * 60_000;

export const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export type Invitation = typeof staffInvitations.$inferSelect;

export const pending = () =>
  and(isNull(staffInvitations.acceptedAt), isNull(staffInvitations.revokedAt));

/** The invitation link for a token. */
export function invitationUrl(siteUrl: string, token: string): string {
  return new URL(`/admin/invitation?token=${encodeURIComponent(token)}`, siteUrl).toString();
}

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

/**
 * The invited address's account: `confirmed` or `unconfirmed`, either is replaced by the
 * invitee's own when accepted (staff/mutations.ts acceptInvitation); `none`: one is made then.
 */
export async function invitedAccountState(
  db: DbOrTx,
  email: string,
): Promise<'confirmed' | 'unconfirmed' | 'none'> {
  const account = await findUserByEmail(db, email);
  if (!account) return 'none';
  return account.emailVerified ? 'confirmed' : 'unconfirmed';
}

/** Invitations not yet accepted or revoked (expired ones too: they can be sent again). */
export async function listPendingInvitations(db: DbOrTx) {
  return db
    .select({
      id: staffInvitations.id,
      email: staffInvitations.email,
      role: staffInvitations.role,
      locationIds: staffInvitations.locationIds,
      invitedByEmail: staffInvitations.invitedByEmail,
      sentAt: staffInvitations.sentAt,
      expiresAt: staffInvitations.expiresAt,
      expired: sql<boolean>`${staffInvitations.expiresAt} <= now()`,
      // Someone signed up with the address and never confirmed it: accepting replaces that account.
      unconfirmedAccount: sql<boolean>`exists (select 1 from ${user} where lower(${user.email}) = lower(${staffInvitations.email}) and not ${user.emailVerified})`,
    })
    .from(staffInvitations)
    .where(pending())
    .orderBy(asc(staffInvitations.email));
}
export type PendingInvitation = Awaited<ReturnType<typeof listPendingInvitations>>[number];
