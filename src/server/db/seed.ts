import 'server-only';
import { count, eq } from 'drizzle-orm';
import type { Db } from './client';
import {
  combos,
  locations,
  menuCategories,
  menuItems,
  modifierGroups,
  modifierOptions,
} from './schema';
import {
  SEED_CATEGORIES,
  SEED_COMBOS,
  SEED_ITEMS,
  SEED_LOCATIONS,
  SEED_MODIFIER_GROUPS,
} from './seed-data';

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
      .values(SEED_CATEGORIES)
      .onConflictDoNothing({ target: menuCategories.slug })
      .returning({ id: menuCategories.id });

    const itemRows = Object.entries(SEED_ITEMS).flatMap(([categorySlug, items]) =>
      items.map((item, index) => ({ ...item, categorySlug, sortOrder: index })),
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
      await tx
        .insert(modifierOptions)
        .values(options.map((o, i) => ({ ...o, groupId: created.id, sortOrder: i })));
    }

    for (const combo of SEED_COMBOS) {
      const existing = await tx
        .select({ id: combos.id })
        .from(combos)
        .where(eq(combos.nameEn, combo.nameEn))
        .limit(1);
      if (existing.length === 0) await tx.insert(combos).values(combo);
    }

    return { categories: cats.length, items: items.length, locations: locs.length };
  });
}
