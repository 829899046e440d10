import 'server-only';
import type { Cents } from '@/lib/money';
import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import { unstable_cache } from 'next/cache';
import { getDb, type DbOrTx } from '@/server/db/client';
import {
  comboItems,
  comboLocations,
  combos,
  locations,
  menuCategories,
  menuItemLocations,
  menuItemModifierGroups,
  menuItems,
  modifierGroups,
  modifierOptions,
} from '@/server/db/schema';
import { CACHE_TAGS } from '@/server/cache/tags';

/**
 * The menu's public reads: published rows only, cached until a menu edit. A page's menu at a
 * restaurant is composed from them in public-menu.ts; the console's reads are console-queries.ts.
 */

const isPublic = and(eq(menuItems.status, 'published'), eq(menuItems.isActive, true));

/**
 * Whether a restaurant open to visitors serves it at a price of its own: the brand menu says
 * prices differ between restaurants (features/menu/rules/location-menu.ts priceDiffers, in SQL).
 */
function priceDiffersSql(
  table: typeof menuItemLocations | typeof comboLocations,
  owner: SQL,
  brandPrice: SQL,
) {
  return sql<boolean>`exists (
    select 1 from ${table} inner join ${locations} on ${locations.id} = ${table.locationId}
    where ${owner} and ${table.offered} and ${table.price} is not null
      and ${table.price} <> ${brandPrice}
      and ${locations.published} and not ${locations.comingSoon})`;
}

// Only what the public pages show or filter on: these rows reach the browser as the menu's props.
export const publicItemColumns = {
  slug: menuItems.slug,
  categorySlug: menuItems.categorySlug,
  nameEn: menuItems.nameEn,
  nameAr: menuItems.nameAr,
  descriptionEn: menuItems.descriptionEn,
  descriptionAr: menuItems.descriptionAr,
  price: menuItems.price,
  tags: menuItems.tags,
  spiceLevel: menuItems.spiceLevel,
  photoUrl: menuItems.photoUrl,
  isSignature: menuItems.isSignature,
  allergens: menuItems.allergens,
  diets: menuItems.diets,
  // Read at render against the clock (the pages are rendered again every minute).
  soldOutOn: menuItems.soldOutOn,
  visibleFrom: menuItems.visibleFrom,
  visibleUntil: menuItems.visibleUntil,
  serveDays: menuItems.serveDays,
  serveFrom: menuItems.serveFrom,
  serveUntil: menuItems.serveUntil,
  priceVaries: priceDiffersSql(
    menuItemLocations,
    sql`${menuItemLocations.itemId} = ${menuItems.id}`,
    sql`${menuItems.price}`,
  ),
};

export type PublicMenuItem = Awaited<ReturnType<typeof readPublishedMenuItems>>[number];
export type PublicMenuCategory = Awaited<ReturnType<typeof readMenuCategories>>[number];

/**
 * Every category by sort, each with its number of items: all of them, or only those `counted`
 * lets through.
 */
export async function categoriesWithCounts(db: DbOrTx, counted?: SQL) {
  const counts = db
    .select({ slug: menuItems.categorySlug, n: count().as('n') })
    .from(menuItems)
    .where(counted)
    .groupBy(menuItems.categorySlug)
    .as('counts');
  const rows = await db
    .select({
      id: menuCategories.id,
      slug: menuCategories.slug,
      titleEn: menuCategories.titleEn,
      titleAr: menuCategories.titleAr,
      imageUrl: menuCategories.imageUrl,
      sort: menuCategories.sort,
      visibleFrom: menuCategories.visibleFrom,
      visibleUntil: menuCategories.visibleUntil,
      serveDays: menuCategories.serveDays,
      serveFrom: menuCategories.serveFrom,
      serveUntil: menuCategories.serveUntil,
      itemCount: counts.n,
    })
    .from(menuCategories)
    .leftJoin(counts, eq(counts.slug, menuCategories.slug))
    .orderBy(asc(menuCategories.sort), asc(menuCategories.titleEn));
  return rows.map((r) => ({ ...r, itemCount: Number(r.itemCount ?? 0) }));
}

/** Categories by sort, each with the number of items a visitor can see in it (no row ids). */
export async function readMenuCategories(db: DbOrTx) {
  const rows = await categoriesWithCounts(db, isPublic);
  return rows.map(({ id: _id, sort: _sort, ...category }) => category);
}

/**
 * The options a visitor may choose with each dish: its active modifier groups in the dish's
 * order, each with its active options; keyed by the dish's slug.
 */
export async function readDishOptions(db: DbOrTx) {
  const [links, options] = await Promise.all([
    db
      .select({
        itemSlug: menuItems.slug,
        groupId: modifierGroups.id,
        nameEn: modifierGroups.nameEn,
        nameAr: modifierGroups.nameAr,
        required: modifierGroups.required,
        minSelect: modifierGroups.minSelect,
        maxSelect: modifierGroups.maxSelect,
      })
      .from(menuItemModifierGroups)
      .innerJoin(menuItems, eq(menuItems.id, menuItemModifierGroups.itemId))
      .innerJoin(modifierGroups, eq(modifierGroups.id, menuItemModifierGroups.groupId))
      .where(and(isPublic, eq(modifierGroups.isActive, true)))
      .orderBy(asc(menuItemModifierGroups.sortOrder), asc(modifierGroups.sortOrder)),
    db
      .select({
        id: modifierOptions.id,
        groupId: modifierOptions.groupId,
        nameEn: modifierOptions.nameEn,
        nameAr: modifierOptions.nameAr,
        priceDelta: modifierOptions.priceDelta,
      })
      .from(modifierOptions)
      .where(eq(modifierOptions.isActive, true))
      .orderBy(asc(modifierOptions.sortOrder), asc(modifierOptions.nameEn)),
  ]);
  const byDish: Record<string, DishOptionGroup[]> = {};
  for (const { itemSlug, groupId, ...group } of links) {
    const choices = options
      .filter((o) => o.groupId === groupId)
      .map(({ groupId: _group, ...option }) => option);
    if (choices.length > 0) (byDish[itemSlug] ??= []).push({ ...group, options: choices });
  }
  return byDish;
}
export type DishOptionGroup = {
  nameEn: string;
  nameAr: string;
  required: boolean;
  minSelect: number;
  maxSelect: number;
  options: DishOption[];
};
/** An option as the brand offers it (id: a restaurant's own setting is kept by it). */
export type DishOption = { id: string; nameEn: string; nameAr: string; priceDelta: Cents };

/** Published, active combos and family trays with the published dishes they hold. */
export async function readPublicCombos(db: DbOrTx) {
  const [rows, contents] = await Promise.all([
    db
      .select({
        id: combos.id,
        nameEn: combos.nameEn,
        nameAr: combos.nameAr,
        descriptionEn: combos.descriptionEn,
        descriptionAr: combos.descriptionAr,
        basePrice: combos.basePrice,
        priceVaries: priceDiffersSql(
          comboLocations,
          sql`${comboLocations.comboId} = ${combos.id}`,
          sql`${combos.basePrice}`,
        ),
      })
      .from(combos)
      .where(and(eq(combos.status, 'published'), eq(combos.isActive, true)))
      .orderBy(asc(combos.sortOrder), asc(combos.nameEn)),
    db
      .select({
        comboId: comboItems.comboId,
        slug: menuItems.slug,
        nameEn: menuItems.nameEn,
        nameAr: menuItems.nameAr,
        quantity: comboItems.quantity,
      })
      .from(comboItems)
      .innerJoin(menuItems, eq(menuItems.id, comboItems.itemId))
      .where(isPublic)
      .orderBy(asc(comboItems.sortOrder)),
  ]);
  return rows.map((combo) => ({
    ...combo,
    dishes: contents.filter((c) => c.comboId === combo.id).map(({ comboId: _c, ...dish }) => dish),
  }));
}
export type PublicCombo = Awaited<ReturnType<typeof readPublicCombos>>[number];

/** Published, active items only, in staff order. */
export async function readPublishedMenuItems(db: DbOrTx) {
  return db
    .select(publicItemColumns)
    .from(menuItems)
    .where(isPublic)
    .orderBy(asc(menuItems.sortOrder), asc(menuItems.nameEn));
}

/** A public read of the menu, cached until a menu edit (the menu tag). */
function cachedMenuRead<T>(
  key: string,
  read: (db: Awaited<ReturnType<typeof getDb>>) => Promise<T>,
) {
  return unstable_cache(async () => read(await getDb()), [key], { tags: [CACHE_TAGS.menu] });
}

export const listMenuCategories = cachedMenuRead('menu:categories', readMenuCategories);
export const listPublishedMenuItems = cachedMenuRead('menu:items', readPublishedMenuItems);
export const listDishOptions = cachedMenuRead('menu:options', readDishOptions);
export const listPublicCombos = cachedMenuRead('menu:combos', readPublicCombos);
