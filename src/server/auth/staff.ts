import 'server-only';
import { eq } from 'drizzle-orm';
import { highestRole } from '@/lib/roles';
import type { LocationScope } from '@/lib/location-scope';
import type { DbOrTx } from '../db/client';
import { restaurantLimitedStaff, staffLocations, userRoles } from '../db/schema';
import type { Role } from '@/lib/enums';

export type Actor = {
  userId: string;
  email: string;
  role: Role | null;
  /** The restaurants this person is limited to; null: not limited (lib/location-scope.ts). */
  locations: LocationScope;
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

/**
 * The restaurants a staff member is limited to (lib/location-scope.ts): null when not limited
 * (recorded as such: restaurant_limited_staff), possibly none. An owner is never limited,
 * whatever rows remain from an earlier role.
 */
export async function findLocationScope(
  db: DbOrTx,
  userId: string,
  role: Role | null,
): Promise<LocationScope> {
  if (role === 'owner') return null;
  const [limited] = await db
    .select({ userId: restaurantLimitedStaff.userId })
    .from(restaurantLimitedStaff)
    .where(eq(restaurantLimitedStaff.userId, userId));
  if (!limited) return null;
  const rows = await db
    .select({ locationId: staffLocations.locationId })
    .from(staffLocations)
    .where(eq(staffLocations.userId, userId));
  return rows.map((row) => row.locationId).sort();
}
