import 'server-only';
import { eq } from 'drizzle-orm';
import { unstable_cache } from 'next/cache';
import {
  ownServing,
  type LocationSetting,
  type SettingsByKey,
} from '@/features/menu/rules/location-menu';
import { getDb, type DbOrTx } from '@/server/db/client';
import {
  comboLocations,
  locations,
  menuItemLocations,
  menuItems,
  modifierOptionLocations,
} from '@/server/db/schema';
import { restaurantMenuTag } from '@/server/cache/tags';

/**
 * One restaurant's own menu settings as its public pages read them: dishes by slug, options and
 * combos by id. Applied to the brand menu in one place, features/menu/rules/location-menu.ts.
 */
export type RestaurantSettings = {
  items: SettingsByKey;
  options: SettingsByKey;
  combos: SettingsByKey;
};

type Listed = [string, LocationSetting][];

export type MenuKind = 'item' | 'option' | 'combo';

/** Each kind's per-restaurant table and the column naming what it sets. */
export const KINDS = {
  item: { table: menuItemLocations, owner: menuItemLocations.itemId },
  option: { table: modifierOptionLocations, owner: modifierOptionLocations.optionId },
  combo: { table: comboLocations, owner: comboLocations.comboId },
} as const;

/** The audit log's name for each kind's per-restaurant setting. */
export const SETTING_ENTITY: Record<MenuKind, string> = {
  item: 'menu_item_location',
  option: 'modifier_option_location',
  combo: 'combo_location',
};

/** One table's rows typed through the dishes' (the three share their columns but the owner's). */
type SettingTable = typeof menuItemLocations;
export const tableOf = (kind: MenuKind) => KINDS[kind].table as unknown as SettingTable;
export const ownerOf = (kind: MenuKind) => KINDS[kind].owner as unknown as SettingTable['itemId'];
export const ownerKey: Record<MenuKind, 'itemId' | 'optionId' | 'comboId'> = {
  item: 'itemId',
  option: 'optionId',
  combo: 'comboId',
};

/** One restaurant's settings of one kind, by the id of what they set (the console's rows). */
export async function readSettingsAt(
  db: DbOrTx,
  locationId: string,
  kind: MenuKind,
): Promise<Record<string, LocationSetting>> {
  if (kind === 'item') return dishSettingsAt(db, locationId);
  const table = tableOf(kind);
  const rows = await db
    .select({
      owner: ownerOf(kind),
      offered: table.offered,
      price: table.price,
      soldOutOn: table.soldOutOn,
    })
    .from(table)
    .where(eq(table.locationId, locationId));
  return Object.fromEntries(rows.map(({ owner, ...setting }) => [owner, setting]));
}

/** A restaurant's dish settings, with its own serving times for a dish where it set some. */
async function dishSettingsAt(
  db: DbOrTx,
  locationId: string,
): Promise<Record<string, LocationSetting>> {
  const rows = await db
    .select({
      owner: menuItemLocations.itemId,
      offered: menuItemLocations.offered,
      price: menuItemLocations.price,
      soldOutOn: menuItemLocations.soldOutOn,
      serveDays: menuItemLocations.serveDays,
      serveFrom: menuItemLocations.serveFrom,
      serveUntil: menuItemLocations.serveUntil,
    })
    .from(menuItemLocations)
    .where(eq(menuItemLocations.locationId, locationId));
  return Object.fromEntries(
    rows.map(({ owner, serveDays, serveFrom, serveUntil, ...setting }) => [
      owner,
      { ...setting, serving: ownServing({ serveDays, serveFrom, serveUntil }) },
    ]),
  );
}

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
        serveDays: menuItemLocations.serveDays,
        serveFrom: menuItemLocations.serveFrom,
        serveUntil: menuItemLocations.serveUntil,
      })
      .from(menuItemLocations)
      .innerJoin(menuItems, eq(menuItems.id, menuItemLocations.itemId))
      .where(eq(menuItemLocations.locationId, location.id)),
    readSettingsAt(db, location.id, 'option'),
    readSettingsAt(db, location.id, 'combo'),
  ]);
  const dishes: Listed = items.map(({ key, serveDays, serveFrom, serveUntil, ...own }) => [
    key,
    { ...own, serving: ownServing({ serveDays, serveFrom, serveUntil }) },
  ]);
  return { items: dishes, options: Object.entries(options), combos: Object.entries(combos) };
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
