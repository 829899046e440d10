import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachEngine, type TestDatabase } from '../../../tests/setup/db';
import { locations, menuCategories, menuItems } from './schema';
import { isContentEmpty, seedDemoContent } from './seed';
import { asCents } from '@/lib/money';

describeEachEngine('demo seed', (engine) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await engine.create();
  });
  afterAll(async () => {
    await db?.dispose();
  });

  it('fills an empty database with the spec content and is idempotent', async () => {
    expect(await isContentEmpty(db.db)).toBe(true);
    const first = await seedDemoContent(db.db);
    // The spec's seven, and a seasonal one (Ramadan iftar) shown only in its dates.
    expect(first.categories).toBe(8);
    expect(first.locations).toBe(5);
    expect(await isContentEmpty(db.db)).toBe(false);

    const second = await seedDemoContent(db.db);
    expect(second).toEqual({ categories: 0, items: 0, locations: 0 });

    const [published] = await db.db
      .select({ n: count() })
      .from(menuItems)
      .where(and(eq(menuItems.status, 'published'), eq(menuItems.isActive, true)));
    expect(published?.n).toBeGreaterThanOrEqual(40);

    const slugs = (await db.db.select({ slug: menuCategories.slug }).from(menuCategories)).map(
      (r) => r.slug,
    );
    expect(slugs.sort()).toEqual(
      [
        'authentic-entrees',
        'authentic-platters',
        'beverages',
        'breakfast',
        'desserts',
        'mediterranean-grill',
        'ramadan-iftar',
        'vegetarian',
      ].sort(),
    );
    const [seasonal] = await db.db
      .select()
      .from(menuCategories)
      .where(eq(menuCategories.slug, 'ramadan-iftar'));
    expect(seasonal?.visibleFrom?.toISOString()).toBe('2027-02-08T05:00:00.000Z');
    expect(seasonal?.visibleUntil?.toISOString()).toBe('2027-03-10T05:00:00.000Z');

    const signature = await db.db
      .select({ slug: menuItems.slug, price: menuItems.price })
      .from(menuItems)
      .where(eq(menuItems.isSignature, true));
    expect(Object.fromEntries(signature.map((s) => [s.slug, s.price]))).toEqual({
      'lamb-haneeth': 2699,
      'chicken-haneeth': 1899,
      'lamb-zorbian': 2899,
      sabaya: 899,
    });

    const [hq] = await db.db.select().from(locations).where(eq(locations.isHeadquarters, true));
    expect(hq?.slug).toBe('east-dearborn');
  });

  it('enforces the spec constraints in the database itself', async () => {
    const base = { categorySlug: 'desserts', nameEn: 'x', nameAr: 'س', price: asCents(100) };
    await expect(
      db.db.insert(menuItems).values({ ...base, slug: 'neg-price', price: asCents(-100) }),
    ).rejects.toThrow();
    await expect(
      db.db.insert(menuItems).values({ ...base, slug: 'too-hot', spiceLevel: 4 }),
    ).rejects.toThrow();
    await expect(
      db.db.insert(menuItems).values({ ...base, slug: 'no-category', categorySlug: 'nope' }),
    ).rejects.toThrow();
    await expect(
      db.db.insert(menuItems).values({ ...base, slug: 'lamb-haneeth' }),
    ).rejects.toThrow();
  });
});
