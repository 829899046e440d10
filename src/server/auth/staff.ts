import 'server-only';
import { eq } from 'drizzle-orm';
import { highestRole } from '@/lib/roles';
import type { DbOrTx } from '../db/client';
import { userRoles } from '../db/schema';
import type { Role } from '@/lib/enums';

export type Actor = { userId: string; email: string; role: Role | null };

/** The effective (highest) role of a user, or null when they have none. */
export async function findUserRole(db: DbOrTx, userId: string): Promise<Role | null> {
  const rows = await db
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(eq(userRoles.userId, userId));
  return highestRole(rows.map((r) => r.role));
}
