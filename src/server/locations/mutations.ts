import 'server-only';
import { eq, ne, sql } from 'drizzle-orm';
import type { LocationInput } from '@/schemas/admin/locations';
import { Refusal } from '../refusal';
import type { Tx } from '../db/client';
import type { Removed, Saved } from '../db/rows';
import { locations, staffInvitations, staffLocations } from '../db/schema';
import { lockStaffScopes } from '../auth/staff-locations';
import { slugTaken, withUniqueSlug } from '../db/unique-slug';
import { getLocationForAdmin } from './queries';

const SLUG_TAKEN = 'admin.locations.slugTaken';

type Location = typeof locations.$inferSelect;

/** What only staff of the whole brand change: a restaurant's address, listing and place. */
const BRAND_FIELDS = ['slug', 'published', 'comingSoon', 'isHeadquarters', 'sort'] as const;
/** What only owners change: whether guests may tip, and the shares offered (issue 47). */
const OWNER_FIELDS = ['tipsEnabled', 'tipPercents'] as const;

/**
 * Creates or updates a location; one headquarters at most (marking one clears the other). Staff
 * limited to restaurants (`restaurantOnly`) change their restaurant's own details, hours and
 * bookings; its address on the site, whether it is listed, and its place stay as they were.
 * Only owners (`owner`) turn tips on or change the shares offered.
 */
export async function saveLocation(
  tx: Tx,
  input: LocationInput,
  { restaurantOnly = false, owner = true }: { restaurantOnly?: boolean; owner?: boolean } = {},
): Promise<Saved<Location>> {
  const { id, ...posted } = input;
  const current = id ? await getLocationForAdmin(tx, id) : null;
  if (restaurantOnly && !current) throw new Refusal('admin.errors.notFound');
  const kept = [...(restaurantOnly ? BRAND_FIELDS : []), ...(owner ? [] : OWNER_FIELDS)];
  const values = {
    ...posted,
    // A new restaurant's owner-only settings start as the database's defaults.
    ...(owner ? {} : { tipsEnabled: false, tipPercents: undefined }),
    ...(current ? Object.fromEntries(kept.map((key) => [key, current[key]])) : {}),
  };
  if (await slugTaken(tx, locations, values.slug, id)) {
    throw new Refusal(SLUG_TAKEN, { slug: SLUG_TAKEN });
  }
  return withUniqueSlug(SLUG_TAKEN, async () => {
    const before = id ? await getLocationForAdmin(tx, id) : null;
    if (id && !before) throw new Refusal('admin.errors.notFound');
    const [row] = before
      ? await tx
          .update(locations)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(locations.id, before.id))
          .returning()
      : await tx.insert(locations).values(values).returning();
    if (values.isHeadquarters) {
      await tx.update(locations).set({ isHeadquarters: false }).where(ne(locations.id, row!.id));
    }
    return { id: row!.id, created: !before, before, after: row! };
  });
}

/**
 * Deletes a location. Refused while someone (or a pending invitation) is limited to it alone:
 * with the restaurant gone they would have no restaurant left to work at. Under the staff
 * scopes' lock (auth/staff-locations.ts), so that two deletions at once are checked one after the other.
 */
export async function deleteLocation(tx: Tx, id: string): Promise<Removed<Location>> {
  await lockStaffScopes(tx);
  if (await limitedToItAlone(tx, id)) {
    throw new Refusal('admin.locations.limitedStaff');
  }
  await tx
    .update(staffInvitations)
    .set({ locationIds: sql`array_remove(${staffInvitations.locationIds}, ${id}::uuid)` })
    .where(sql`${id}::uuid = any(${staffInvitations.locationIds})`);
  const [before] = await tx.delete(locations).where(eq(locations.id, id)).returning();
  if (!before) throw new Refusal('admin.errors.notFound');
  return { id, before };
}

/** Whether a staff member or a pending invitation names this restaurant and no other. */
async function limitedToItAlone(tx: Tx, id: string): Promise<boolean> {
  const staff = await tx
    .select({ userId: staffLocations.userId })
    .from(staffLocations)
    .where(
      sql`${staffLocations.userId} in (select user_id from staff_locations where location_id = ${id})`,
    )
    .groupBy(staffLocations.userId)
    .having(sql`count(*) = 1`)
    .limit(1);
  if (staff.length > 0) return true;
  const invited = await tx
    .select({ id: staffInvitations.id })
    .from(staffInvitations)
    .where(
      sql`${staffInvitations.locationIds} = array[${id}::uuid] and ${staffInvitations.acceptedAt} is null and ${staffInvitations.revokedAt} is null`,
    )
    .limit(1);
  return invited.length > 0;
}
