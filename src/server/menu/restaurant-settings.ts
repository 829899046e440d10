import 'server-only';
import { eq } from 'drizzle-orm';
import { unstable_cache } from 'next/cache';
import type { LocationSetting, SettingsByKey } from '@/lib/location-menu';
import { getDb, type DbOrTx } from '../db/client';
import {
  comboLocations,
  locations,
  menuItemLocations,
  menuItems,
  modifierOptionLocations,
} from '../db/schema';
import { restaurantMenuTag } from '../cache/tags';

/**
 * One restaurant's own menu settings as its public pages read them: dishes by slug, options and
 * combos by id. Applied to the brand menu in one place, lib/location-menu.ts.
 */
export type RestaurantSettings = {
  items: SettingsByKey;
  options: SettingsByKey;
  combos: SettingsByKey;
};

type Listed = [string, LocationSetting][];

export async function readRestaurantSettings(db: DbOrTx, slug: string) {
  const [location] = await db
    .select({ id: locations.id })
    .from(locations)
    .where(eq(locations.slug, slug));
  if (!location) return { items: [] as Listed, options: [] as Listed, combos: [] as Listed };
  const [items, options, combos] = await Promise.all([
    db
      .select({
        key: menuItems.slug,
        offered: menuItemLocations.offered,
        price: menuItemLocations.price,
        soldOutOn: menuItemLocations.soldOutOn,
      })
      .from(menuItemLocations)
      .innerJoin(menuItems, eq(menuItems.id, menuItemLocations.itemId))
      .where(eq(menuItemLocations.locationId, location.id)),
    db
      .select({
        key: modifierOptionLocations.optionId,
        offered: modifierOptionLocations.offered,
        price: modifierOptionLocations.price,
        soldOutOn: modifierOptionLocations.soldOutOn,
      })
      .from(modifierOptionLocations)
      .where(eq(modifierOptionLocations.locationId, location.id)),
    db
      .select({
        key: comboLocations.comboId,
        offered: comboLocations.offered,
        price: comboLocations.price,
        soldOutOn: comboLocations.soldOutOn,
      })
      .from(comboLocations)
      .where(eq(comboLocations.locationId, location.id)),
  ]);
  const listed = (rows: (LocationSetting & { key: string })[]): Listed =>
    rows.map(({ key, ...own }) => [key, own]);
  return { items: listed(items), options: listed(options), combos: listed(combos) };
}

/**
 * A restaurant's settings, cached until one of them changes (its own tag: an edit at one
 * restaurant leaves every other page cached).
 */
export async function listRestaurantSettings(slug: string): Promise<RestaurantSettings> {
  const read = unstable_cache(
    async () => readRestaurantSettings(await getDb(), slug),
    ['menu-at', slug],
    { tags: [restaurantMenuTag(slug)] },
  );
  return settingsByKey(await read());
}

/** The settings as read (lists, which a cache keeps as they are), by what they set. */
export function settingsByKey(
  listed: Awaited<ReturnType<typeof readRestaurantSettings>>,
): RestaurantSettings {
  return {
    items: new Map(listed.items),
    options: new Map(listed.options),
    combos: new Map(listed.combos),
  };
}
