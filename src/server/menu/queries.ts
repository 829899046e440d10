import 'server-only';
import { and, asc, count, eq, ilike, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import { unstable_cache } from 'next/cache';
import { menuAt } from '@/lib/menu-availability';
import { servedAt, type MenuRestaurant, type SettingsByKey } from '@/lib/location-menu';
import type { ItemListFilter } from '@/schemas/admin/menu';
import { getDb, type DbOrTx } from '../db/client';
import { likePattern } from '../db/like';
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
} from '../db/schema';
import { CACHE_TAGS } from '../cache/tags';
import { listRestaurantSettings, type RestaurantSettings } from './restaurant-settings';

/** The menu's reads: the public pages' (cached, published only), then the console's (every row). */

const isPublic = and(eq(menuItems.status, 'published'), eq(menuItems.isActive, true));

/**
 * Whether a restaurant open to visitors serves it at a price of its own: the brand menu says
 * prices differ between restaurants (lib/location-menu.ts priceDiffers, in SQL).
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
const publicItemColumns = {
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
async function categoriesWithCounts(db: DbOrTx, counted?: SQL) {
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
export type DishOption = { id: string; nameEn: string; nameAr: string; priceDelta: number };

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

// The console: every row, drafts and inactive included.

export async function listCategoriesForAdmin(db: DbOrTx) {
  return categoriesWithCounts(db);
}
export type AdminCategory = Awaited<ReturnType<typeof listCategoriesForAdmin>>[number];

export const ITEMS_PAGE_SIZE = 50;

// Everything the public pages read, and what only staff see and edit.
const adminItemColumns = {
  ...publicItemColumns,
  id: menuItems.id,
  status: menuItems.status,
  isActive: menuItems.isActive,
  calories: menuItems.calories,
  sortOrder: menuItems.sortOrder,
  modifierGroupIds: sql<string[]>`coalesce((
    select array_agg(${menuItemModifierGroups.groupId} order by ${menuItemModifierGroups.sortOrder})
    from ${menuItemModifierGroups} where ${menuItemModifierGroups.itemId} = ${menuItems.id}
  ), '{}')`,
};

/**
 * One page of menu items in staff order, filtered on the server so the screen stays fast with
 * thousands of items: search in both names (case-insensitive), category, status.
 */
export async function listMenuItemsForAdmin(db: DbOrTx, filter: ItemListFilter) {
  const conditions: SQL[] = [];
  if (filter.q) {
    const pattern = likePattern(filter.q);
    conditions.push(or(ilike(menuItems.nameEn, pattern), ilike(menuItems.nameAr, pattern))!);
  }
  if (filter.category) conditions.push(eq(menuItems.categorySlug, filter.category));
  if (filter.status !== 'all') conditions.push(eq(menuItems.status, filter.status));
  const where = conditions.length ? and(...conditions) : undefined;

  const [totalRow] = await db.select({ n: count() }).from(menuItems).where(where);
  const total = totalRow?.n ?? 0;
  const pages = Math.max(1, Math.ceil(total / ITEMS_PAGE_SIZE));
  const page = Math.min(filter.page, pages);
  const rows = await db
    .select(adminItemColumns)
    .from(menuItems)
    .where(where)
    .orderBy(asc(menuItems.sortOrder), asc(menuItems.nameEn), asc(menuItems.id))
    .limit(ITEMS_PAGE_SIZE)
    .offset((page - 1) * ITEMS_PAGE_SIZE);
  return { rows, total, page, pages };
}
export type AdminMenuItem = Awaited<ReturnType<typeof listMenuItemsForAdmin>>['rows'][number];

export async function findMenuItem(db: DbOrTx, id: string) {
  const [row] = await db.select(adminItemColumns).from(menuItems).where(eq(menuItems.id, id));
  return row ?? null;
}

export async function listModifierGroupsForAdmin(db: DbOrTx) {
  const [groups, options] = await Promise.all([
    db
      .select()
      .from(modifierGroups)
      .orderBy(asc(modifierGroups.sortOrder), asc(modifierGroups.nameEn)),
    db
      .select()
      .from(modifierOptions)
      .orderBy(asc(modifierOptions.sortOrder), asc(modifierOptions.nameEn)),
  ]);
  return groups.map((group) => ({
    ...group,
    options: options.filter((o) => o.groupId === group.id),
  }));
}
export type AdminModifierGroup = Awaited<ReturnType<typeof listModifierGroupsForAdmin>>[number];
export type AdminModifierOption = AdminModifierGroup['options'][number];

export async function listCombosForAdmin(db: DbOrTx) {
  const [rows, contents] = await Promise.all([
    db.select().from(combos).orderBy(asc(combos.sortOrder), asc(combos.nameEn)),
    db
      .select({
        comboId: comboItems.comboId,
        itemId: comboItems.itemId,
        quantity: comboItems.quantity,
      })
      .from(comboItems)
      .orderBy(asc(comboItems.sortOrder)),
  ]);
  return rows.map((combo) => ({
    ...combo,
    quantities: Object.fromEntries(
      contents.filter((c) => c.comboId === combo.id).map((c) => [c.itemId, c.quantity]),
    ),
  }));
}
export type AdminCombo = Awaited<ReturnType<typeof listCombosForAdmin>>[number];

/**
 * The Instagram screen: items by English name, searched in either language, a page at a time,
 * with photo coverage over all items.
 */
export async function listInstagramItems(db: DbOrTx, filter: { q: string; page: number }) {
  const where = filter.q
    ? or(
        ilike(menuItems.nameEn, likePattern(filter.q)),
        ilike(menuItems.nameAr, likePattern(filter.q)),
      )
    : undefined;
  const [[all], [withPhotos], [matching]] = await Promise.all([
    db.select({ n: count() }).from(menuItems),
    db.select({ n: count() }).from(menuItems).where(isNotNull(menuItems.photoUrl)),
    db.select({ n: count() }).from(menuItems).where(where),
  ]);
  const total = matching?.n ?? 0;
  const pages = Math.max(1, Math.ceil(total / ITEMS_PAGE_SIZE));
  const page = Math.min(filter.page, pages);
  const rows = await db
    .select({
      id: menuItems.id,
      nameEn: menuItems.nameEn,
      nameAr: menuItems.nameAr,
      categorySlug: menuItems.categorySlug,
      photoUrl: menuItems.photoUrl,
      seoSlug: menuItems.seoSlug,
    })
    .from(menuItems)
    .where(where)
    .orderBy(asc(menuItems.nameEn), asc(menuItems.id))
    .limit(ITEMS_PAGE_SIZE)
    .offset((page - 1) * ITEMS_PAGE_SIZE);
  return {
    rows,
    total,
    page,
    pages,
    stats: { all: all?.n ?? 0, withPhotos: withPhotos?.n ?? 0 },
  };
}
export type InstagramItem = Awaited<ReturnType<typeof listInstagramItems>>['rows'][number];

/** A restaurant whose menu a page shows (lib/location-menu.ts). */
export type ServingRestaurant = MenuRestaurant & { slug: string };

/** An option at a restaurant: its price there, and whether it is out there today. */
export type OptionAt = DishOption & { soldOut: boolean };
export type OptionGroupAt = Omit<DishOptionGroup, 'options'> & { options: OptionAt[] };
/** An option as a menu page shows it (no id: the page does not need one). */
export type ShownOption = Omit<OptionAt, 'id'>;
export type ShownOptionGroup = Omit<DishOptionGroup, 'options'> & { options: ShownOption[] };

/** A dish's option groups at a restaurant (or the brand's), each option with its id. */
function optionsAt(
  groups: readonly DishOptionGroup[],
  at: { settings: SettingsByKey; restaurant: ServingRestaurant; now: Date } | null,
): OptionGroupAt[] {
  const shown: OptionGroupAt[] = [];
  for (const group of groups) {
    const options = at
      ? servedAt(
          group.options,
          { key: (o) => o.id, price: (o) => o.priceDelta },
          at.settings,
          at.restaurant,
          at.now,
        ).map(({ at: here, ...option }) => ({
          ...option,
          priceDelta: here.price,
          soldOut: here.soldOut,
        }))
      : group.options.map((option) => ({ ...option, soldOut: false }));
    if (options.length > 0) shown.push({ ...group, options });
  }
  return shown;
}

const withoutOptionIds = (groups: OptionGroupAt[]): ShownOptionGroup[] =>
  groups.map((group) => ({
    ...group,
    options: group.options.map(({ id: _id, ...option }) => option),
  }));

/** What a menu page is made from: the brand's cached reads, and a restaurant's own settings. */
export type MenuSources = {
  categories: PublicMenuCategory[];
  dishes: PublicMenuItem[];
  options: Record<string, DishOptionGroup[]>;
  settings: RestaurantSettings | null;
};

/**
 * The menu as a visitor sees it now: the brand's, or a restaurant's (only what it serves, at its
 * prices, sold out there or not), each dish with its option groups, options with their ids (an
 * order names them; a page drops them, composeMenu).
 */
export function menuWithOptionIds(sources: MenuSources, now: Date, restaurant?: ServingRestaurant) {
  const { categories, dishes, options, settings } = sources;
  if (!restaurant || !settings) {
    const menu = menuAt(categories, dishes, now);
    return {
      categories: menu.categories,
      dishes: menu.dishes.map((dish) => ({
        ...dish,
        options: optionsAt(options[dish.slug] ?? [], null),
      })),
    };
  }
  const served = servedAt(
    dishes,
    { key: (dish) => dish.slug, price: (dish) => dish.price },
    settings.items,
    restaurant,
    now,
  );
  const menu = menuAt(categories, served, now, (dish) => dish.at.soldOut);
  const at = { settings: settings.options, restaurant, now };
  return {
    categories: menu.categories.filter((category) => category.itemCount > 0),
    dishes: menu.dishes.map(({ at: here, ...dish }) => ({
      ...dish,
      price: here.price,
      priceVaries: false,
      options: optionsAt(options[dish.slug] ?? [], at),
    })),
  };
}

/** A menu page's menu (menuWithOptionIds, without the option ids a page does not use). */
export function composeMenu(sources: MenuSources, now: Date, restaurant?: ServingRestaurant) {
  const menu = menuWithOptionIds(sources, now, restaurant);
  return {
    categories: menu.categories,
    dishes: menu.dishes.map((dish) => ({ ...dish, options: withoutOptionIds(dish.options) })),
  };
}

/** The public menu from the cached reads (see composeMenu). */
export async function readPublicMenu(now = new Date(), restaurant?: ServingRestaurant) {
  const [categories, dishes, options, settings] = await Promise.all([
    listMenuCategories(),
    listPublishedMenuItems(),
    listDishOptions(),
    restaurant ? listRestaurantSettings(restaurant.slug) : null,
  ]);
  return composeMenu({ categories, dishes, options, settings }, now, restaurant);
}
export type MenuDish = Awaited<ReturnType<typeof readPublicMenu>>['dishes'][number];
export type MenuCategory = Awaited<ReturnType<typeof readPublicMenu>>['categories'][number];

/**
 * The combos at a restaurant, with their ids: only those it serves, at its prices, sold out or
 * not; or the brand's.
 */
export function combosAt(
  all: readonly PublicCombo[],
  settings: RestaurantSettings | null,
  now: Date,
  restaurant?: ServingRestaurant,
) {
  if (!restaurant || !settings) return all.map((combo) => ({ ...combo, soldOut: false }));
  return servedAt(
    all,
    { key: (combo) => combo.id, price: (combo) => combo.basePrice },
    settings.combos,
    restaurant,
    now,
  ).map(({ at: here, ...combo }) => ({
    ...combo,
    basePrice: here.price,
    priceVaries: false,
    soldOut: here.soldOut,
  }));
}

/**
 * The combos a menu page shows: the brand's (with whether a restaurant charges its own price), or
 * a restaurant's (combosAt), without their ids.
 */
export function composeCombos(
  all: readonly PublicCombo[],
  settings: RestaurantSettings | null,
  now: Date,
  restaurant?: ServingRestaurant,
) {
  return combosAt(all, settings, now, restaurant).map(({ id: _id, ...combo }) => combo);
}

export async function readShownCombos(now = new Date(), restaurant?: ServingRestaurant) {
  const [all, settings] = await Promise.all([
    listPublicCombos(),
    restaurant ? listRestaurantSettings(restaurant.slug) : null,
  ]);
  return composeCombos(all, settings, now, restaurant);
}
export type ShownCombo = Awaited<ReturnType<typeof readShownCombos>>[number];

/** How many dishes a combo's dialog lists (a restaurant's whole menu, with room to spare). */
export const DISH_CHOICES_MAX = 500;

/** The dishes a combo may hold, by English name. */
export async function listDishChoices(db: DbOrTx) {
  return db
    .select({ id: menuItems.id, nameEn: menuItems.nameEn, nameAr: menuItems.nameAr })
    .from(menuItems)
    .orderBy(asc(menuItems.nameEn), asc(menuItems.id))
    .limit(DISH_CHOICES_MAX);
}
export type DishChoice = Awaited<ReturnType<typeof listDishChoices>>[number];
