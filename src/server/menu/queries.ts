import 'server-only';
import { and, asc, count, eq } from 'drizzle-orm';
import { unstable_cache } from 'next/cache';
import { getDb, type DbOrTx } from '../db/client';
import { menuCategories, menuItems } from '../db/schema';
import { CACHE_TAGS } from '../cache/tags';

const isPublic = and(eq(menuItems.status, 'published'), eq(menuItems.isActive, true));

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
};

export type PublicMenuItem = Awaited<ReturnType<typeof readPublishedMenuItems>>[number];
export type PublicMenuCategory = Awaited<ReturnType<typeof readMenuCategories>>[number];

/** Categories by sort, each with the number of items a visitor can see in it. */
export async function readMenuCategories(db: DbOrTx) {
  const counts = db
    .select({ slug: menuItems.categorySlug, n: count().as('n') })
    .from(menuItems)
    .where(isPublic)
    .groupBy(menuItems.categorySlug)
    .as('counts');
  const rows = await db
    .select({
      slug: menuCategories.slug,
      titleEn: menuCategories.titleEn,
      titleAr: menuCategories.titleAr,
      imageUrl: menuCategories.imageUrl,
      itemCount: counts.n,
    })
    .from(menuCategories)
    .leftJoin(counts, eq(counts.slug, menuCategories.slug))
    .orderBy(asc(menuCategories.sort), asc(menuCategories.titleEn));
  return rows.map((r) => ({ ...r, itemCount: Number(r.itemCount ?? 0) }));
}

/** Published, active items only, in staff order. */
export async function readPublishedMenuItems(db: DbOrTx) {
  return db
    .select(publicItemColumns)
    .from(menuItems)
    .where(isPublic)
    .orderBy(asc(menuItems.sortOrder), asc(menuItems.nameEn));
}

export async function readSignatureDishes(db: DbOrTx) {
  return db
    .select(publicItemColumns)
    .from(menuItems)
    .innerJoin(menuCategories, eq(menuCategories.slug, menuItems.categorySlug))
    .where(and(isPublic, eq(menuItems.isSignature, true)))
    .orderBy(asc(menuCategories.sort), asc(menuItems.sortOrder), asc(menuItems.nameEn));
}

const menuCache = { tags: [CACHE_TAGS.menu] };

export const listMenuCategories = unstable_cache(
  async () => readMenuCategories(await getDb()),
  ['menu:categories'],
  menuCache,
);

export const listPublishedMenuItems = unstable_cache(
  async () => readPublishedMenuItems(await getDb()),
  ['menu:items'],
  menuCache,
);

export const listSignatureDishes = unstable_cache(
  async () => readSignatureDishes(await getDb()),
  ['menu:signature'],
  menuCache,
);
