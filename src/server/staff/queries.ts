import 'server-only';
import { asc, count, ilike, sql } from 'drizzle-orm';
import { highestRole } from '@/lib/roles';
import { findUserByEmail } from '../auth/accounts';
import type { DbOrTx } from '../db/client';
import { likePattern } from '../db/like';
import { staffInvitations, user, userRoles } from '../db/schema';
import { pending } from '../auth/invitations';
import { pageOf } from '@/lib/paging';

export const USERS_PAGE_SIZE = 50;

/** Staff accounts by e-mail with their effective role, confirmed address and two-factor state. */
export async function listStaffAccounts(db: DbOrTx, filter: { q: string; page: number }) {
  const where = filter.q ? ilike(user.email, likePattern(filter.q)) : undefined;
  const [totalRow] = await db.select({ n: count() }).from(user).where(where);
  const total = totalRow?.n ?? 0;
  const { page, pages, offset } = pageOf(total, filter.page, USERS_PAGE_SIZE);
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
    .offset(offset);
  const roles = await db.select({ userId: userRoles.userId, role: userRoles.role }).from(userRoles);
  const rows = accounts.map((a) => ({
    ...a,
    role: highestRole(roles.filter((r) => r.userId === a.id).map((r) => r.role)),
  }));
  return { rows, total, page, pages };
}
export type StaffAccount = Awaited<ReturnType<typeof listStaffAccounts>>['rows'][number];

/** The invitation link for a token. */
export function invitationUrl(siteUrl: string, token: string): string {
  return new URL(`/admin/invitation?token=${encodeURIComponent(token)}`, siteUrl).toString();
}

/**
 * The invited address's account: `confirmed` or `unconfirmed`, either is replaced by the
 * invitee's own when accepted (auth/invitations.ts acceptInvitation); `none`: one is made then.
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
