import 'server-only';
import { asc, count, ilike } from 'drizzle-orm';
import { highestRole } from '@/lib/roles';
import type { DbOrTx } from '../db/client';
import { likePattern } from '../db/like';
import { user, userRoles } from '../db/schema';

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
