import 'server-only';
import { asc, count, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { categorySchema, menuItemSchema } from '@/features/menu/schemas/menu';
import type {
  comboSchema,
  modifierGroupSchema,
  modifierOptionSchema,
} from '@/features/menu/schemas/modifiers';
import { Refusal } from '@/server/refusal';
import type { Tx } from '@/server/db/client';
import { lockById, type Changed, type Removed, type Saved } from '@/server/db/rows';
import { slugTaken, withUniqueSlug } from '@/server/db/unique-slug';
// The tables in the order of this file's sections.
import {
  menuCategories,
  menuItems,
  menuItemModifierGroups,
  modifierGroups,
  modifierOptions,
  combos,
  comboItems,
} from '@/server/db/schema';
import { findMedia } from '@/server/media/queries';

/**
 * The menu's writes, each inside the caller's transaction: they refuse what the rules forbid
 * (a Refusal) and return what they changed, before and after, for whoever records it.
 */

type CategoryValues = z.output<typeof categorySchema>;
type ItemValues = z.output<typeof menuItemSchema>;
type Category = typeof menuCategories.$inferSelect;
type MenuItem = typeof menuItems.$inferSelect;

const notFound = () => new Refusal('admin.errors.notFound');

export async function saveCategory(tx: Tx, input: CategoryValues): Promise<Saved<Category>> {
  const { id, ...values } = input;
  if (await slugTaken(tx, menuCategories, values.slug, id)) {
    throw new Refusal('admin.categories.slugTaken', { slug: 'admin.categories.slugTaken' });
  }
  // Items follow a renamed slug (foreign key ON UPDATE CASCADE).
  return withUniqueSlug('admin.categories.slugTaken', () =>
    upsertRow<Category>(tx, menuCategories, id, values),
  );
}

/** Refuses while items still use the category, instead of orphaning or deleting them. */
export async function deleteCategory(tx: Tx, id: string): Promise<Removed<Category>> {
  const before = await lockById(tx, menuCategories, id);
  if (!before) throw notFound();
  const [used] = await tx
    .select({ n: count() })
    .from(menuItems)
    .where(eq(menuItems.categorySlug, before.slug));
  if ((used?.n ?? 0) > 0)
    throw new Refusal('admin.categories.hasItems', undefined, { count: used!.n });
  await tx.delete(menuCategories).where(eq(menuCategories.id, id));
  return { id, before };
}

/**
 * Saves each category's zero-based position in the new order, all in one transaction. Categories
 * added by someone else meanwhile keep their relative place after the ordered ones; ids that no
 * longer exist are skipped.
 */
export async function reorderCategories(tx: Tx, ids: string[]): Promise<Changed<string[]>> {
  const existing = await tx
    .select({ id: menuCategories.id })
    .from(menuCategories)
    .orderBy(asc(menuCategories.sort), asc(menuCategories.titleEn))
    .for('update');
  const known = new Set(existing.map((c) => c.id));
  const requested = [...new Set(ids)].filter((id) => known.has(id));
  if (requested.length === 0) throw new Refusal('admin.categories.orderFailed');
  const listed = new Set(requested);
  const order = [...requested, ...existing.map((c) => c.id).filter((id) => !listed.has(id))];
  for (const [position, id] of order.entries()) {
    await tx
      .update(menuCategories)
      .set({ sort: position, updatedAt: new Date() })
      .where(eq(menuCategories.id, id));
  }
  return { before: existing.map((c) => c.id), after: order };
}

async function categoryExists(tx: Tx, slug: string) {
  const [row] = await tx
    .select({ n: count() })
    .from(menuCategories)
    .where(eq(menuCategories.slug, slug));
  return (row?.n ?? 0) > 0;
}

/** A dish as saved: its row, the modifier groups it offers, and its photo as it was before. */
export type SavedItem = Saved<MenuItem> & { modifierGroupIds: string[] };

/**
 * Creates or updates a dish with its modifier groups (replaced as a whole) and, when one is
 * chosen, a picture of the Media Library as its photo.
 */
export async function saveMenuItem(tx: Tx, input: ItemValues): Promise<SavedItem> {
  const { id, modifierGroupIds, libraryPhotoId, ...values } = input;
  if (!(await categoryExists(tx, values.categorySlug))) {
    throw new Refusal('errors.invalidInput', {
      categorySlug: 'admin.validation.categoryRequired',
    });
  }
  if (await slugTaken(tx, menuItems, values.slug, id)) {
    throw new Refusal('admin.items.slugTaken', { slug: 'admin.items.slugTaken' });
  }
  const photo = libraryPhotoId ? await libraryPhotoUrl(tx, libraryPhotoId) : undefined;
  const known = await existingIds(tx, modifierGroups, modifierGroupIds);
  if (known.length !== modifierGroupIds.length) {
    throw new Refusal('errors.invalidInput', { modifierGroupIds: 'errors.invalidInput' });
  }
  const saved = await withUniqueSlug('admin.items.slugTaken', () =>
    upsertRow<MenuItem>(tx, menuItems, id, photo ? { ...values, photoUrl: photo } : values),
  );
  await tx.delete(menuItemModifierGroups).where(eq(menuItemModifierGroups.itemId, saved.id));
  if (modifierGroupIds.length > 0) {
    await tx
      .insert(menuItemModifierGroups)
      .values(
        modifierGroupIds.map((groupId, sortOrder) => ({ itemId: saved.id, groupId, sortOrder })),
      );
  }
  return { ...saved, modifierGroupIds };
}

/** The public address of a Media Library picture (an image), or a refusal on the field. */
async function libraryPhotoUrl(tx: Tx, mediaId: string): Promise<string> {
  const media = await findMedia(tx, mediaId);
  if (!media || !media.mimeType.startsWith('image/')) {
    throw new Refusal('admin.items.libraryPhotoMissing', {
      libraryPhotoId: 'admin.items.libraryPhotoMissing',
    });
  }
  return media.filePath;
}

async function existingIds(
  tx: Tx,
  table: typeof modifierGroups | typeof menuItems,
  ids: string[],
): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .select({ id: (table as typeof menuItems).id })
    .from(table as typeof menuItems)
    .where(inArray((table as typeof menuItems).id, ids));
  return rows.map((row) => row.id);
}

export async function lockMenuItem(tx: Tx, id: string) {
  const row = await lockById(tx, menuItems, id);
  if (!row) throw notFound();
  return row;
}

/** Changes some columns of a dish (its status, photo, Instagram link). */
export async function updateMenuItem(
  tx: Tx,
  id: string,
  values: Partial<typeof menuItems.$inferInsert>,
): Promise<Changed<MenuItem>> {
  const before = await lockMenuItem(tx, id);
  const [after] = await tx
    .update(menuItems)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(menuItems.id, id))
    .returning();
  return { before, after: after! };
}

export async function deleteMenuItem(tx: Tx, id: string): Promise<Removed<MenuItem>> {
  const before = await lockMenuItem(tx, id);
  await tx.delete(menuItems).where(eq(menuItems.id, id));
  return { id, before };
}

type SimpleTable =
  | typeof menuCategories
  | typeof menuItems
  | typeof modifierGroups
  | typeof modifierOptions
  | typeof combos;

/**
 * Insert (no id) or update (id) of a row of a table with an uuid `id` and `updated_at`. (Typed
 * through one table: Drizzle's generics do not narrow a union of tables; the object passed at run
 * time is the real table, and `R` names its row.)
 */
async function upsertRow<R>(
  tx: Tx,
  anyTable: SimpleTable,
  id: string | undefined,
  values: Record<string, unknown>,
): Promise<Saved<R>> {
  const table = anyTable as typeof combos;
  const row = values as typeof combos.$inferInsert;
  if (!id) {
    const [created] = await tx.insert(table).values(row).returning();
    return { id: created!.id, created: true, before: null, after: created as R };
  }
  const before = await lockById(tx, table, id);
  if (!before) throw notFound();
  const [after] = await tx
    .update(table)
    .set({ ...row, updatedAt: new Date() })
    .where(eq(table.id, id))
    .returning();
  return { id, created: false, before: before as R, after: after as R };
}

async function deleteRow<R>(tx: Tx, anyTable: SimpleTable, id: string): Promise<Removed<R>> {
  const table = anyTable as typeof combos;
  const before = await lockById(tx, table, id);
  if (!before) throw notFound();
  await tx.delete(table).where(eq(table.id, id));
  return { id, before: before as R };
}

export function saveModifierGroup(tx: Tx, input: z.output<typeof modifierGroupSchema>) {
  const { id, ...values } = input;
  return upsertRow(tx, modifierGroups, id, id ? values : { ...values, isActive: true });
}

/** Deleting a group deletes its options with it (foreign key ON DELETE CASCADE). */
export function deleteModifierGroup(tx: Tx, id: string) {
  return deleteRow(tx, modifierGroups, id);
}

export async function saveModifierOption(tx: Tx, input: z.output<typeof modifierOptionSchema>) {
  const { id, ...values } = input;
  const [group] = await tx
    .select({ id: modifierGroups.id })
    .from(modifierGroups)
    .where(eq(modifierGroups.id, values.groupId));
  if (!group)
    throw new Refusal('admin.validation.groupRequired', {
      groupId: 'admin.validation.groupRequired',
    });
  return upsertRow(tx, modifierOptions, id, values);
}

export function deleteModifierOption(tx: Tx, id: string) {
  return deleteRow(tx, modifierOptions, id);
}

/** Creates or updates a combo with the dishes it holds (replaced as a whole). */
export async function saveCombo(tx: Tx, input: z.output<typeof comboSchema>) {
  const { id, quantities, ...values } = input;
  const dishes = quantities.map((q) => q.itemId);
  if ((await existingIds(tx, menuItems, dishes)).length !== dishes.length) {
    throw new Refusal('errors.invalidInput');
  }
  const saved = await upsertRow<typeof combos.$inferSelect>(tx, combos, id, values);
  await tx.delete(comboItems).where(eq(comboItems.comboId, saved.id));
  if (quantities.length > 0) {
    await tx
      .insert(comboItems)
      .values(quantities.map((q, sortOrder) => ({ comboId: saved.id, ...q, sortOrder })));
  }
  return { ...saved, after: { ...saved.after, quantities } };
}

export function deleteCombo(tx: Tx, id: string) {
  return deleteRow(tx, combos, id);
}
