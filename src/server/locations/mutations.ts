import 'server-only';
import { eq, ne } from 'drizzle-orm';
import type { LocationInput } from '@/schemas/admin/locations';
import { Refusal } from '../refusal';
import type { Tx } from '../db/client';
import type { Removed, Saved } from '../db/rows';
import { locations } from '../db/schema';
import { slugTaken, withUniqueSlug } from '../db/unique-slug';
import { getLocationForAdmin } from './queries';

const SLUG_TAKEN = 'admin.locations.slugTaken';

type Location = typeof locations.$inferSelect;

/** Creates or updates a location; one headquarters at most (marking one clears the other). */
export async function saveLocation(tx: Tx, input: LocationInput): Promise<Saved<Location>> {
  const { id, ...values } = input;
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

export async function deleteLocation(tx: Tx, id: string): Promise<Removed<Location>> {
  const [before] = await tx.delete(locations).where(eq(locations.id, id)).returning();
  if (!before) throw new Refusal('admin.errors.notFound');
  return { id, before };
}
