import 'server-only';
import { eq, ne } from 'drizzle-orm';
import type { LocationInput } from '@/schemas/admin/locations';
import { ActionError, type RunResult } from '../action';
import type { Tx } from '../db/client';
import { locations } from '../db/schema';
import { slugTaken, withUniqueSlug } from '../db/unique-slug';
import { getLocationForAdmin } from './queries';

const SLUG_TAKEN = 'admin.locations.slugTaken';

/** Creates or updates a location; one headquarters at most (marking one clears the other). */
export async function saveLocation(
  tx: Tx,
  input: LocationInput,
): Promise<RunResult<{ id: string; created: boolean }>> {
  const { id, ...values } = input;
  if (await slugTaken(tx, locations, values.slug, id)) {
    throw new ActionError(SLUG_TAKEN, { slug: SLUG_TAKEN });
  }
  return withUniqueSlug(SLUG_TAKEN, async () => {
    const before = id ? await getLocationForAdmin(tx, id) : null;
    if (id && !before) throw new ActionError('admin.errors.notFound');
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
    return {
      data: { id: row!.id, created: !before },
      audit: { action: before ? 'update' : 'create', entityId: row!.id, before, after: row },
    };
  });
}

export async function deleteLocation(tx: Tx, id: string): Promise<RunResult<null>> {
  const [before] = await tx.delete(locations).where(eq(locations.id, id)).returning();
  if (!before) throw new ActionError('admin.errors.notFound');
  return { data: null, audit: { action: 'delete', entityId: id, before } };
}
