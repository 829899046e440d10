import 'server-only';
import { and, asc, count, eq, ilike, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { ItemListFilter } from '@/features/menu/schemas/menu';
import { type DbOrTx } from '@/server/db/client';
import { likePattern } from '@/server/db/like';
import {
  comboItems,
  combos,
  menuItemModifierGroups,
  menuItems,
  modifierGroups,
  modifierOptions,
} from '@/server/db/schema';
import { categoriesWithCounts, publicItemColumns } from './queries';
import { pageOf } from '@/lib/paging';

/** The menu as the console reads it: every row, drafts and inactive included. */

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
  const { page, pages, offset } = pageOf(total, filter.page, ITEMS_PAGE_SIZE);
  const rows = await db
    .select(adminItemColumns)
    .from(menuItems)
    .where(where)
    .orderBy(asc(menuItems.sortOrder), asc(menuItems.nameEn), asc(menuItems.id))
    .limit(ITEMS_PAGE_SIZE)
    .offset(offset);
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
  const { page, pages, offset } = pageOf(total, filter.page, ITEMS_PAGE_SIZE);
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
    .offset(offset);
  return {
    rows,
    total,
    page,
    pages,
    stats: { all: all?.n ?? 0, withPhotos: withPhotos?.n ?? 0 },
  };
}
export type InstagramItem = Awaited<ReturnType<typeof listInstagramItems>>['rows'][number];

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
