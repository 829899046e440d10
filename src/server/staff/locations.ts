import 'server-only';
import { eq, inArray } from 'drizzle-orm';
import type { Role } from '@/lib/enums';
import { Refusal } from '../refusal';
import type { DbOrTx } from '../db/client';
import { locations, staffLocations } from '../db/schema';
import { findUserRole } from '../auth/staff';

/**
 * The restaurants a manager or editor is limited to (lib/location-scope.ts). None: every
 * restaurant and the brand. Owners are never limited: choosing restaurants for one is refused.
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

/** Limits a staff member to these restaurants (none: not limited); before and after, for the log. */
export async function setStaffLocations(
  tx: DbOrTx,
  userId: string,
  ids: readonly string[],
): Promise<{ before: string[]; after: string[] }> {
  const role = await findUserRole(tx, userId);
  if (role === null) throw new Refusal('admin.errors.notFound');
  const after = await knownRestaurants(tx, ids);
  refuseOwnerLimit(role, after);
  const before = await staffLocationIds(tx, userId);
  await tx.delete(staffLocations).where(eq(staffLocations.userId, userId));
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
