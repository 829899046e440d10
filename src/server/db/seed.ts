import 'server-only';
import { count, eq, inArray } from 'drizzle-orm';
import { centsOfDollars } from '@/lib/money';
import type { Db, DbOrTx } from './client';
import {
  comboItems,
  combos,
  inquiriesCatering,
  locations,
  menuCategories,
  menuItemModifierGroups,
  menuItems,
  modifierGroups,
  modifierOptions,
  promoCodes,
  reservations,
} from './schema';
import {
  SEED_CATEGORIES,
  SEED_COMBO_DISHES,
  SEED_COMBOS,
  SEED_DISH_FACTS,
  SEED_DISH_GROUPS,
  SEED_ITEMS,
  SEED_LOCATIONS,
  SEED_MODIFIER_GROUPS,
  SEED_PROMO_CODES,
  SEED_CATERING,
  SEED_RESERVATIONS,
  SEED_SEASONAL,
} from './seed-data';
import { todayDate } from '@/lib/time-zone';

export type SeedReport = { categories: number; items: number; locations: number };

/** True when the database holds no content yet (first start). */
export async function isContentEmpty(db: Db): Promise<boolean> {
  const [cats] = await db.select({ n: count() }).from(menuCategories);
  const [locs] = await db.select({ n: count() }).from(locations);
  return (cats?.n ?? 0) === 0 && (locs?.n ?? 0) === 0;
}

/**
 * Inserts the demo content. Idempotent: rows that already exist (by slug or name) are left as
 * staff may have edited them.
 */
export async function seedDemoContent(db: Db): Promise<SeedReport> {
  return db.transaction(async (tx) => {
    const cats = await tx
      .insert(menuCategories)
      .values([...SEED_CATEGORIES, SEED_SEASONAL.category])
      .onConflictDoNothing({ target: menuCategories.slug })
      .returning({ id: menuCategories.id });

    const itemRows = Object.entries({
      ...SEED_ITEMS,
      [SEED_SEASONAL.category.slug]: SEED_SEASONAL.items,
    }).flatMap(([categorySlug, items]) =>
      items.map((item, index) => ({
        ...item,
        ...SEED_DISH_FACTS[item.slug],
        categorySlug,
        sortOrder: index,
      })),
    );
    const items = await tx
      .insert(menuItems)
      .values(itemRows)
      .onConflictDoNothing({ target: menuItems.slug })
      .returning({ id: menuItems.id });

    const locs = await tx
      .insert(locations)
      .values(SEED_LOCATIONS)
      .onConflictDoNothing({ target: locations.slug })
      .returning({ id: locations.id });

    for (const { group, options } of SEED_MODIFIER_GROUPS) {
      const existing = await tx
        .select({ id: modifierGroups.id })
        .from(modifierGroups)
        .where(eq(modifierGroups.nameEn, group.nameEn))
        .limit(1);
      if (existing.length > 0) continue;
      const [created] = await tx.insert(modifierGroups).values(group).returning();
      if (!created) continue;
      await tx.insert(modifierOptions).values(
        options.map((o, i) => ({
          ...o,
          priceDelta: centsOfDollars(o.priceDelta),
          groupId: created.id,
          sortOrder: i,
        })),
      );
    }

    for (const combo of SEED_COMBOS) {
      const existing = await tx
        .select({ id: combos.id })
        .from(combos)
        .where(eq(combos.nameEn, combo.nameEn))
        .limit(1);
      if (existing.length > 0) continue;
      const [created] = await tx
        .insert(combos)
        .values({ ...combo, basePrice: centsOfDollars(combo.basePrice) })
        .returning({ id: combos.id });
      const dishes = await idsBySlug(
        tx,
        (SEED_COMBO_DISHES[combo.nameEn] ?? []).map(([s]) => s),
      );
      const contents = (SEED_COMBO_DISHES[combo.nameEn] ?? []).flatMap(([slug, quantity], i) =>
        dishes.has(slug)
          ? [{ comboId: created!.id, itemId: dishes.get(slug)!, quantity, sortOrder: i }]
          : [],
      );
      if (contents.length > 0) await tx.insert(comboItems).values(contents);
    }

    // The options the demo dishes offer, for dishes and groups this seeding made.
    const groups = await tx
      .select({ id: modifierGroups.id, nameEn: modifierGroups.nameEn })
      .from(modifierGroups);
    const dishIds = await idsBySlug(tx, Object.keys(SEED_DISH_GROUPS));
    const links = Object.entries(SEED_DISH_GROUPS).flatMap(([slug, names]) =>
      names.flatMap((name, sortOrder) => {
        const group = groups.find((g) => g.nameEn === name);
        const itemId = dishIds.get(slug);
        return group && itemId ? [{ itemId, groupId: group.id, sortOrder }] : [];
      }),
    );
    if (links.length > 0 && items.length > 0) {
      await tx.insert(menuItemModifierGroups).values(links).onConflictDoNothing();
    }

    await tx.insert(promoCodes).values(SEED_PROMO_CODES).onConflictDoNothing({
      target: promoCodes.code,
    });

    // Demo table requests only into an empty reservations table (never beside real ones).
    const [booked] = await tx.select({ n: count() }).from(reservations);
    if ((booked?.n ?? 0) === 0) {
      const today = new Date(`${todayDate()}T00:00:00Z`);
      await tx.insert(reservations).values(
        SEED_RESERVATIONS.map(({ inDays, ...row }) => {
          const day = new Date(today);
          day.setUTCDate(day.getUTCDate() + inDays);
          return {
            ...row,
            reservationDate: day.toISOString().slice(0, 10),
            source: 'web' as const,
          };
        }),
      );
    }

    // Demo catering inquiries, likewise only into an empty inbox.
    const [asked] = await tx.select({ n: count() }).from(inquiriesCatering);
    if ((asked?.n ?? 0) === 0) {
      const now = Date.now();
      const day = 24 * 60 * 60 * 1000;
      await tx.insert(inquiriesCatering).values(
        SEED_CATERING.map(({ daysAgo, inDays, ...row }) => ({
          ...row,
          eventDate: new Date(now + inDays * day).toISOString().slice(0, 10),
          createdAt: new Date(now - daysAgo * day),
          updatedAt: new Date(now - daysAgo * day),
        })),
      );
    }

    return { categories: cats.length, items: items.length, locations: locs.length };
  });
}

/** The ids of the dishes with these slugs. */
async function idsBySlug(tx: DbOrTx, slugs: string[]): Promise<Map<string, string>> {
  if (slugs.length === 0) return new Map();
  const rows = await tx
    .select({ id: menuItems.id, slug: menuItems.slug })
    .from(menuItems)
    .where(inArray(menuItems.slug, slugs));
  return new Map(rows.map((row) => [row.slug, row.id]));
}
