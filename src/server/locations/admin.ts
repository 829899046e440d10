import 'server-only';
import { asc, desc, eq, ne } from 'drizzle-orm';
import type { LocationInput } from '@/schemas/admin/locations';
import { ActionError, type RunResult } from '../action';
import type { DbOrTx, Tx } from '../db/client';
import { locations } from '../db/schema';
import { slugTaken, withUniqueSlug } from '../db/unique-slug';

/** Every location for the console (published or not), in the public order. */
export async function listLocationsForAdmin(db: DbOrTx) {
  return db
    .select()
    .from(locations)
    .orderBy(desc(locations.isHeadquarters), asc(locations.sort), asc(locations.nameEn));
}
export type AdminLocation = Awaited<ReturnType<typeof listLocationsForAdmin>>[number];

export async function getLocationForAdmin(db: DbOrTx, id: string) {
  const [row] = await db.select().from(locations).where(eq(locations.id, id));
  return row ?? null;
}

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
