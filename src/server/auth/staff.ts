import 'server-only';
import { eq } from 'drizzle-orm';
import { highestRole } from '@/lib/roles';
import type { DbOrTx } from '../db/client';
import { userRoles } from '../db/schema';
import type { Role } from '@/lib/enums';

export type Actor = {
  userId: string;
  email: string;
  role: Role | null;
  /** The session of this request (absent for actors made outside a request, as in tests). */
  sessionId?: string;
  /** When this session's person last proved who they are (sign-in or re-authentication). */
  verifiedAt?: Date;
  /** Owners require a second factor and this person has none yet: only its setup is open. */
  needsSecondFactor?: boolean;
  /**
   * The password this person signs in with is below today's rules (password-policy.ts): only
   * Account security is open until they choose another.
   */
  mustChangePassword?: boolean;
};

/** The effective (highest) role of a user, or null when they have none. */
export async function findUserRole(db: DbOrTx, userId: string): Promise<Role | null> {
  const rows = await db
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(eq(userRoles.userId, userId));
  return highestRole(rows.map((r) => r.role));
}
