import 'server-only';
import { eq } from 'drizzle-orm';
import { unstable_cache } from 'next/cache';
import { getDb } from '@/server/db/client';
import { locations } from '@/server/db/schema';
import { restaurantMenuTag } from '@/server/cache/tags';

/**
 * Until when a restaurant's kitchen has paused online orders (null: it takes them), as its
 * ordering page says at the top. Cached under the restaurant's own tag: pausing renders only its
 * menu and ordering pages again (actions.ts), every other page stays stored.
 */
export async function readOrderingPause(slug: string): Promise<Date | null> {
  const read = unstable_cache(
    async () => {
      const db = await getDb();
      const [row] = await db
        .select({ until: locations.orderingPausedUntil })
        .from(locations)
        .where(eq(locations.slug, slug));
      // Kept as text: a cache stores what JSON can hold.
      return row?.until ? row.until.toISOString() : null;
    },
    ['ordering-pause', slug],
    { tags: [restaurantMenuTag(slug)] },
  );
  const until = await read();
  return until === null ? null : new Date(until);
}
