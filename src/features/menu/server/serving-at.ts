import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import { ownServing } from '@/features/menu/rules/location-menu';
import type { ServingColumns } from '@/features/menu/rules/serving-time';
import { Refusal } from '@/server/refusal';
import type { Tx } from '@/server/db/client';
import { lockById } from '@/server/db/rows';
import { menuItemLocations, menuItems } from '@/server/db/schema';
import { restaurantMenuTag } from '@/server/cache/tags';
import { lockRestaurant } from './location-mutations';

/**
 * A restaurant's own serving times for a dish (breakfast until noon here, 11 AM elsewhere),
 * instead of the brand's; none: the brand's again. Kept on the dish's row at that restaurant
 * (menu_item_locations), beside its price and "offered"; a row left with nothing of its own is
 * removed, so that "no row" keeps meaning "the brand's". Only that restaurant's pages change.
 */
export async function setServingAt(
  tx: Tx,
  itemId: string,
  locationId: string,
  serving: ServingColumns | null,
) {
  const restaurant = await lockRestaurant(tx, locationId);
  const item = await lockById(tx, menuItems, itemId);
  if (!item) throw new Refusal('admin.errors.notFound');
  const where = and(
    eq(menuItemLocations.itemId, itemId),
    eq(menuItemLocations.locationId, locationId),
  );
  const [row] = await tx.select().from(menuItemLocations).where(where);
  const before = row ? ownServing(row) : null;
  const columns = {
    serveDays: serving?.serveDays ? [...serving.serveDays] : null,
    serveFrom: serving?.serveFrom ?? null,
    serveUntil: serving?.serveUntil ?? null,
  };
  if (serving) {
    await tx
      .insert(menuItemLocations)
      .values({ itemId, locationId, ...columns })
      .onConflictDoUpdate({
        target: [menuItemLocations.itemId, menuItemLocations.locationId],
        set: { ...columns, updatedAt: new Date() },
      });
  } else if (row) {
    await tx
      .update(menuItemLocations)
      .set({ ...columns, updatedAt: new Date() })
      .where(where);
    // Nothing of its own left: the brand's in every way, no row.
    await tx
      .delete(menuItemLocations)
      .where(
        and(
          where,
          eq(menuItemLocations.offered, true),
          isNull(menuItemLocations.price),
          isNull(menuItemLocations.soldOutOn),
        ),
      );
  }
  return {
    owner: { id: item.id, nameEn: item.nameEn },
    location: { id: restaurant.id, slug: restaurant.slug, nameEn: restaurant.nameEn },
    before,
    after: serving ? ownServing(columns) : null,
    tags: [restaurantMenuTag(restaurant.slug)],
  };
}
