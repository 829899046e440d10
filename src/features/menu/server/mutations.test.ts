import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachEngine, type TestDatabase } from '../../../../tests/setup/db';
import { categorySchema, menuItemSchema } from '@/features/menu/schemas/menu';
import { Refusal } from '../../../server/refusal';
import { menuCategories, menuItems } from '../../../server/db/schema';
import { deleteCategory, reorderCategories, saveCategory, saveMenuItem } from './mutations';

describeEachEngine('menu admin writes', (engine) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await engine.create();
  });
  afterAll(async () => db.dispose());

  const category = (slug: string, sort: number) =>
    db.db.transaction((tx) =>
      saveCategory(tx, categorySchema.parse({ slug, titleEn: slug, titleAr: 'عربي', sort })),
    );

  it('saves the new order as zero-based positions; newcomers keep their place after it', async () => {
    const a = await category('a', 10);
    const b = await category('b', 20);
    const c = await category('c', 30);
    const late = await category('late', 40);
    // The screen knew a, b, c only (late was added meanwhile); it moved c to the top.
    await db.db.transaction((tx) => reorderCategories(tx, [c.id, a.id, b.id]));
    const rows = await db.db
      .select({ id: menuCategories.id, sort: menuCategories.sort })
      .from(menuCategories)
      .orderBy(asc(menuCategories.sort));
    expect(rows).toEqual([
      { id: c.id, sort: 0 },
      { id: a.id, sort: 1 },
      { id: b.id, sort: 2 },
      { id: late.id, sort: 3 },
    ]);
  });

  it('refuses a taken slug and deleting a category that still has items', async () => {
    await expect(category('a', 0)).rejects.toMatchObject({ key: 'admin.categories.slugTaken' });
    await db.db.transaction((tx) =>
      saveMenuItem(
        tx,
        menuItemSchema.parse({
          nameEn: 'Bint',
          nameAr: 'بنت',
          categorySlug: 'b',
          slug: 'bint',
          price: '7',
        }),
      ),
    );
    const [b] = await db.db.select().from(menuCategories).where(eqSlug('b'));
    const refusal = await db.db.transaction((tx) => deleteCategory(tx, b!.id)).catch((e) => e);
    expect(refusal).toBeInstanceOf(Refusal);
    expect(refusal).toMatchObject({ key: 'admin.categories.hasItems', values: { count: 1 } });
    expect(await db.db.$count(menuItems)).toBe(1);
  });
});

function eqSlug(slug: string) {
  return sql`${menuCategories.slug} = ${slug}`;
}
