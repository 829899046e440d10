import 'server-only';
import type { Cents } from '@/lib/money';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import {
  priceDiffers,
  soldOutEverywhere,
  type LocationSetting,
  type PlacedSetting,
} from '@/features/menu/rules/location-menu';
import { todayDate } from '@/lib/time-zone';
import { Refusal } from '@/server/refusal';
import type { Tx } from '@/server/db/client';
import { lockById } from '@/server/db/rows';
import {
  combos,
  locations,
  menuItemLocations,
  menuItems,
  modifierOptions,
} from '@/server/db/schema';
import { CACHE_TAGS, restaurantMenuTag, type CacheTag } from '@/server/cache/tags';
import { KINDS, ownerKey, ownerOf, tableOf, type MenuKind } from './restaurant-settings';

export { SETTING_ENTITY, type MenuKind } from './restaurant-settings';

/**
 * The writes of a restaurant's own menu settings (offered here, its price, sold out today), each
 * inside the caller's transaction. A setting equal to the brand's in every way is no row at all,
 * so that "no row" keeps meaning "the brand's". Each write says which cached pages it makes old:
 * the restaurant's own menu, and the brand menu only when what it shows changed (a dish whose
 * price now differs somewhere, or that is now sold out everywhere).
 */

export type SettingChange = {
  offered?: boolean;
  /** A price of its own; null: the brand's again. */
  price?: Cents | null;
  soldOut?: boolean;
};

type Owner = { id: string; nameEn: string; price: Cents };

async function lockOwner(tx: Tx, kind: MenuKind, id: string): Promise<Owner> {
  if (kind === 'item') {
    const row = await lockById(tx, menuItems, id);
    if (row) return { id, nameEn: row.nameEn, price: row.price };
  } else if (kind === 'option') {
    const row = await lockById(tx, modifierOptions, id);
    if (row) return { id, nameEn: row.nameEn, price: row.priceDelta };
  } else {
    const row = await lockById(tx, combos, id);
    if (row) return { id, nameEn: row.nameEn, price: row.basePrice };
  }
  throw new Refusal('admin.errors.notFound');
}

export type Restaurant = typeof locations.$inferSelect;

/** The restaurant a setting is for; refused when there is none. */
export async function lockRestaurant(tx: Tx, id: string): Promise<Restaurant> {
  const row = await lockById(tx, locations, id);
  if (!row) throw new Refusal('admin.errors.notFound');
  return row;
}

/** The restaurants visitors see as serving (published, open): the brand menu speaks of them. */
async function servingRestaurants(tx: Tx) {
  return tx
    .select({ id: locations.id, timezone: locations.timezone })
    .from(locations)
    .where(and(eq(locations.published, true), eq(locations.comingSoon, false)));
}

async function settingsOf(tx: Tx, kind: MenuKind, ownerId: string): Promise<PlacedSetting[]> {
  const table = tableOf(kind);
  return tx
    .select({
      locationId: table.locationId,
      offered: table.offered,
      price: table.price,
      soldOutOn: table.soldOutOn,
    })
    .from(table)
    .where(eq(ownerOf(kind), ownerId));
}

/** What the brand menu shows of a dish or combo that restaurants' settings decide. */
type BrandView = { priceDiffers: boolean; soldOutOn: string | null };

async function brandView(tx: Tx, kind: MenuKind, owner: Owner): Promise<BrandView> {
  if (kind === 'option') return { priceDiffers: false, soldOutOn: null };
  const [settings, serving] = await Promise.all([
    settingsOf(tx, kind, owner.id),
    servingRestaurants(tx),
  ]);
  const ids = new Set(serving.map((r) => r.id));
  let soldOutOn: string | null = null;
  if (kind === 'item') {
    const [row] = await tx
      .select({ soldOutOn: menuItems.soldOutOn })
      .from(menuItems)
      .where(eq(menuItems.id, owner.id));
    soldOutOn = row?.soldOutOn ?? null;
  }
  return { priceDiffers: priceDiffers(owner.price, settings, ids), soldOutOn };
}

/**
 * The brand menu's "sold out" of a dish follows the restaurants': sold out today (brand's day)
 * when it is sold out at every restaurant that serves it, else not.
 */
async function settleBrandSoldOut(tx: Tx, itemId: string, now: Date): Promise<void> {
  const [settings, serving] = await Promise.all([
    settingsOf(tx, 'item', itemId),
    servingRestaurants(tx),
  ]);
  const everywhere = soldOutEverywhere(settings, serving, now);
  await tx
    .update(menuItems)
    .set({ soldOutOn: everywhere ? todayDate(now) : null })
    .where(eq(menuItems.id, itemId));
}

function sameView(a: BrandView, b: BrandView): boolean {
  return a.priceDiffers === b.priceDiffers && a.soldOutOn === b.soldOutOn;
}

const isBrandDefault = (s: LocationSetting) => s.offered && s.price === null && !s.soldOutOn;

async function writeSetting(
  tx: Tx,
  kind: MenuKind,
  ownerId: string,
  locationId: string,
  setting: LocationSetting,
): Promise<void> {
  const table = tableOf(kind);
  const where = and(eq(ownerOf(kind), ownerId), eq(table.locationId, locationId));
  if (isBrandDefault(setting)) {
    // A dish's row that keeps this restaurant's own serving times stays, at the brand's values.
    const noTimes = kind === 'item' ? and(isNull(table.serveDays), isNull(table.serveFrom)) : null;
    await tx.delete(table).where(noTimes ? and(where, noTimes) : where);
    const values = { ...setting, updatedAt: new Date() };
    if (noTimes) await tx.update(table).set(values).where(where);
    return;
  }
  const values = { [ownerKey[kind]]: ownerId, locationId, ...setting, updatedAt: new Date() };
  await tx
    .insert(table)
    .values(values as typeof menuItemLocations.$inferInsert)
    .onConflictDoUpdate({
      target: [ownerOf(kind), table.locationId],
      set: { ...setting, updatedAt: new Date() },
    });
}

export type SettingChanged = {
  owner: { id: string; nameEn: string };
  location: { id: string; slug: string; nameEn: string };
  before: LocationSetting;
  after: LocationSetting;
  /** The cached pages this change makes old. */
  tags: CacheTag[];
};

/**
 * Changes one restaurant's setting for a dish, option or combo. Refused when either does not
 * exist; nothing is written then.
 */
export async function changeLocationSetting(
  tx: Tx,
  kind: MenuKind,
  ownerId: string,
  locationId: string,
  change: SettingChange,
  now = new Date(),
): Promise<SettingChanged> {
  const restaurant = await lockRestaurant(tx, locationId);
  const owner = await lockOwner(tx, kind, ownerId);
  const viewBefore = await brandView(tx, kind, owner);
  const current = (await settingsOf(tx, kind, ownerId)).find((s) => s.locationId === locationId);
  const before: LocationSetting = {
    offered: current?.offered ?? true,
    price: current?.price ?? null,
    soldOutOn: current?.soldOutOn ?? null,
  };
  const after: LocationSetting = {
    offered: change.offered ?? before.offered,
    price: change.price === undefined ? before.price : change.price,
    soldOutOn:
      change.soldOut === undefined
        ? before.soldOutOn
        : change.soldOut
          ? todayDate(now, restaurant.timezone)
          : null,
  };
  await writeSetting(tx, kind, ownerId, locationId, after);
  if (kind === 'item') await settleBrandSoldOut(tx, ownerId, now);
  const viewAfter = await brandView(tx, kind, owner);
  return {
    owner: { id: owner.id, nameEn: owner.nameEn },
    location: { id: restaurant.id, slug: restaurant.slug, nameEn: restaurant.nameEn },
    before,
    after,
    tags: [
      restaurantMenuTag(restaurant.slug),
      ...(sameView(viewBefore, viewAfter) ? [] : [CACHE_TAGS.menu]),
    ],
  };
}

/**
 * "Sold out today" for a dish at every restaurant at once (the console's "All restaurants"): each
 * restaurant's mark for its own day, and the brand menu's.
 */
export async function setSoldOutEverywhere(
  tx: Tx,
  itemId: string,
  soldOut: boolean,
  now = new Date(),
) {
  const owner = await lockOwner(tx, 'item', itemId);
  const [before] = await tx
    .select({ soldOutOn: menuItems.soldOutOn })
    .from(menuItems)
    .where(eq(menuItems.id, itemId));
  const all = await tx.select({ id: locations.id, timezone: locations.timezone }).from(locations);
  const current = new Map((await settingsOf(tx, 'item', itemId)).map((s) => [s.locationId, s]));
  for (const restaurant of all) {
    const setting = current.get(restaurant.id);
    await writeSetting(tx, 'item', itemId, restaurant.id, {
      offered: setting?.offered ?? true,
      price: setting?.price ?? null,
      soldOutOn: soldOut ? todayDate(now, restaurant.timezone) : null,
    });
  }
  const soldOutOn = soldOut ? todayDate(now) : null;
  await tx
    .update(menuItems)
    .set({ soldOutOn, updatedAt: new Date() })
    .where(eq(menuItems.id, itemId));
  return {
    owner: { id: owner.id, nameEn: owner.nameEn },
    before: { soldOutOn: before?.soldOutOn ?? null },
    after: { soldOutOn },
  };
}

export type CopiedPrices = {
  from: { id: string; slug: string; nameEn: string };
  to: { id: string; slug: string; nameEn: string }[];
  copied: number;
  tags: CacheTag[];
};

/**
 * A new restaurant starts from another's: its prices (and, with `offered`, what it serves) copied
 * over the targets' own, for every dish, option and combo. Sold-out marks are not copied.
 */
export async function copyLocationSettings(
  tx: Tx,
  fromId: string,
  toIds: readonly string[],
  { offered }: { offered: boolean },
): Promise<CopiedPrices> {
  const from = await lockRestaurant(tx, fromId);
  const targets = [...new Set(toIds)].filter((id) => id !== fromId);
  if (targets.length === 0) throw new Refusal('admin.menuAt.copyNoTarget');
  const to: Restaurant[] = [];
  for (const id of targets) to.push(await lockRestaurant(tx, id));
  let copied = 0;
  for (const kind of Object.keys(KINDS) as MenuKind[]) {
    const table = tableOf(kind);
    const source = await tx
      .select({ owner: ownerOf(kind), offered: table.offered, price: table.price })
      .from(table)
      .where(eq(table.locationId, fromId));
    const existing = await tx
      .select({
        owner: ownerOf(kind),
        locationId: table.locationId,
        offered: table.offered,
        price: table.price,
        soldOutOn: table.soldOutOn,
      })
      .from(table)
      .where(inArray(table.locationId, targets));
    const sourceBy = new Map(source.map((row) => [row.owner, row]));
    for (const target of to) {
      const own = new Map(
        existing.filter((row) => row.locationId === target.id).map((row) => [row.owner, row]),
      );
      const owners = new Set([...sourceBy.keys(), ...own.keys()]);
      for (const ownerId of owners) {
        const copy = sourceBy.get(ownerId);
        const mine = own.get(ownerId);
        const next: LocationSetting = {
          offered: offered ? (copy?.offered ?? true) : (mine?.offered ?? true),
          price: copy?.price ?? null,
          soldOutOn: mine?.soldOutOn ?? null,
        };
        const unchanged =
          (mine?.offered ?? true) === next.offered && (mine?.price ?? null) === next.price;
        if (unchanged) continue;
        await writeSetting(tx, kind, ownerId, target.id, next);
        copied += 1;
      }
    }
  }
  const place = (r: Restaurant) => ({ id: r.id, slug: r.slug, nameEn: r.nameEn });
  return {
    from: place(from),
    to: to.map(place),
    copied,
    // Prices that differ (or no longer) between restaurants show on the brand menu too.
    tags: [...to.map((r) => restaurantMenuTag(r.slug)), CACHE_TAGS.menu],
  };
}
