import 'server-only';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Role } from '@/lib/enums';
import { Refusal } from '../refusal';
import type { DbOrTx } from '../db/client';
import { locations, restaurantLimitedStaff, staffLocations } from '../db/schema';
import { findUserRole } from './staff';

/**
 * The restaurants a manager or editor is limited to (lib/location-scope.ts), recorded as limited
 * (restaurant_limited_staff): then none left means no restaurant. Not recorded: every restaurant
 * and the brand. Owners are never limited: choosing restaurants for one is refused.
 */

/** The ids that name restaurants, each once; refused when one names none (nothing written). */
async function knownRestaurants(tx: DbOrTx, ids: readonly string[]): Promise<string[]> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return [];
  const found = await tx
    .select({ id: locations.id })
    .from(locations)
    .where(inArray(locations.id, wanted));
  if (found.length !== wanted.length) {
    throw new Refusal('admin.errors.notFound', { locationIds: 'admin.errors.notFound' });
  }
  return wanted.sort();
}

/** Refused for an owner: an owner acts for every restaurant. */
export function refuseOwnerLimit(role: Role | null, ids: readonly string[]): void {
  if (role === 'owner' && ids.length > 0) {
    throw new Refusal('admin.users.ownerEverywhere', {
      locationIds: 'admin.users.ownerEverywhere',
    });
  }
}

export async function staffLocationIds(tx: DbOrTx, userId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: staffLocations.locationId })
    .from(staffLocations)
    .where(eq(staffLocations.userId, userId));
  return rows.map((row) => row.id).sort();
}

/**
 * Who is limited to which restaurants changes one change at a time: setting a person's
 * restaurants and deleting a restaurant both take this lock, so that two deletions cannot each
 * leave a person one restaurant and together none.
 */
export async function lockStaffScopes(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${STAFF_SCOPE_LOCK})`);
}
const STAFF_SCOPE_LOCK = 7_311_004;

/**
 * Limits a staff member to these restaurants, or to none of them when `limited` (an invitation
 * whose restaurants were all deleted); no restaurants and not `limited`: the whole brand. Before
 * and after, for the log.
 */
export async function setStaffLocations(
  tx: DbOrTx,
  userId: string,
  ids: readonly string[],
  { limited = ids.length > 0 }: { limited?: boolean } = {},
): Promise<{ before: string[]; after: string[] }> {
  const role = await findUserRole(tx, userId);
  if (role === null) throw new Refusal('admin.errors.notFound');
  await lockStaffScopes(tx);
  const after = await knownRestaurants(tx, ids);
  refuseOwnerLimit(role, after);
  const before = await staffLocationIds(tx, userId);
  await tx.delete(staffLocations).where(eq(staffLocations.userId, userId));
  await tx.delete(restaurantLimitedStaff).where(eq(restaurantLimitedStaff.userId, userId));
  if (limited && role !== 'owner') await tx.insert(restaurantLimitedStaff).values({ userId });
  if (after.length > 0) {
    await tx.insert(staffLocations).values(after.map((locationId) => ({ userId, locationId })));
  }
  return { before, after };
}

/** An invitation's restaurants, checked as it is sent. */
export async function invitedRestaurants(
  tx: DbOrTx,
  role: Role,
  ids: readonly string[],
): Promise<string[]> {
  const known = await knownRestaurants(tx, ids);
  refuseOwnerLimit(role, known);
  return known;
}

/** Every staff member's restaurants, for Users & Roles. */
export async function listStaffLocations(db: DbOrTx): Promise<Record<string, string[]>> {
  const rows = await db.select().from(staffLocations);
  const byUser: Record<string, string[]> = {};
  for (const row of rows) (byUser[row.userId] ??= []).push(row.locationId);
  return byUser;
}
