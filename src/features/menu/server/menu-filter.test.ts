import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  DEFAULT_FILTERS,
  filterDishes,
  inPriceRange,
  togglePriceRange,
  type MenuFilters,
} from '@/features/menu/rules/menu-filter';
import { asCents } from '@/lib/money';
import { createPgliteTestDatabase, type TestDatabase } from '../../../../tests/setup/db';
import { seedDemoContent } from '../../../server/db/seed';
import { readMenuCategories, readPublishedMenuItems, type PublicMenuItem } from './queries';

describe('menu filters on the seeded menu', () => {
  let db: TestDatabase;
  let items: PublicMenuItem[];
  beforeAll(async () => {
    db = await createPgliteTestDatabase();
    await seedDemoContent(db.db);
    items = await readPublishedMenuItems(db.db);
  });
  afterAll(() => db?.dispose());

  const run = (f: Partial<MenuFilters>) =>
    filterDishes(items, { ...DEFAULT_FILTERS, ...f }).map((d) => d.slug);

  it('shows visitors only published, active items, and counts them per category', async () => {
    const slugs = items.map((i) => i.slug);
    expect(slugs).not.toContain('lamb-galaba'); // draft
    expect(slugs).not.toContain('malawah-cheese'); // draft
    expect(slugs).not.toContain('grilled-shrimp'); // inactive
    const categories = await readMenuCategories(db.db);
    const grill = categories.find((c) => c.slug === 'mediterranean-grill');
    expect(grill?.itemCount).toBe(5);
    expect(categories.map((c) => c.slug)[0]).toBe('authentic-entrees');
  });

  it('searches English and Arabic names and descriptions, case-insensitively', () => {
    expect(run({ searchQuery: 'HANEETH' })).toEqual(
      expect.arrayContaining(['lamb-haneeth', 'chicken-haneeth', 'haneeth-feast']),
    );
    expect(run({ searchQuery: 'حنيذ' })).toEqual(
      expect.arrayContaining(['lamb-haneeth', 'chicken-haneeth']),
    );
    expect(run({ searchQuery: 'cardamom' })).toEqual(
      expect.arrayContaining(['lamb-mandi', 'adeni-tea']),
    );
    expect(run({ searchQuery: 'zzz' })).toEqual([]);
  });

  it('matches vegetarian, vegan or نباتي tags', () => {
    const veg = run({ vegetarian: true });
    expect(veg).toEqual(
      expect.arrayContaining(['hummus', 'fattoush', 'vegetable-saltah', 'sabaya']),
    );
    expect(veg).not.toContain('lamb-haneeth');
  });

  it('keeps only spicy dishes and applies the price bands exactly', () => {
    expect(
      run({ spicyOnly: true }).every((s) => items.find((i) => i.slug === s)!.spiceLevel > 0),
    ).toBe(true);
    expect(run({ spicyOnly: true })).toContain('lamb-fahsa');
    const price = (s: string) => items.find((i) => i.slug === s)!.price;
    expect(run({ priceRange: 'under10' }).every((s) => price(s) < 1000)).toBe(true);
    expect(run({ priceRange: '10to20' }).every((s) => price(s) >= 1000 && price(s) <= 2000)).toBe(
      true,
    );
    expect(run({ priceRange: 'over20' }).every((s) => price(s) > 2000)).toBe(true);
    const all = run({});
    expect(
      run({ priceRange: 'under10' }).length +
        run({ priceRange: '10to20' }).length +
        run({ priceRange: 'over20' }).length,
    ).toBe(all.length);
  });

  it('combines filters', () => {
    const result = run({ vegetarian: true, spicyOnly: true, priceRange: '10to20' });
    expect(result).toEqual(
      expect.arrayContaining(['vegetable-saltah', 'shakshuka', 'shakshuka-breakfast']),
    );
    expect(result).not.toContain('foul-medames'); // spicy vegetarian but under $10
  });

  it('counts active filters and resets a re-chosen price band', () => {
    expect(activeFilterCount(DEFAULT_FILTERS)).toBe(0);
    expect(
      activeFilterCount({
        ...DEFAULT_FILTERS,
        searchQuery: ' x ',
        vegetarian: true,
        spicyOnly: true,
        priceRange: 'over20',
      }),
    ).toBe(4);
    expect(togglePriceRange('under10', 'under10')).toBe('all');
    expect(togglePriceRange('all', 'over20')).toBe('over20');
  });
});

describe('price bands (spec 5: under $10, $10 to $20 inclusive, over $20)', () => {
  // price in cents -> under10, 10to20, over20 (written out)
  const TABLE: [number, boolean, boolean, boolean][] = [
    [0, true, false, false],
    [999, true, false, false],
    [1000, false, true, false],
    [1499, false, true, false],
    [2000, false, true, false],
    [2001, false, false, true],
    [10_000, false, false, true],
  ];
  it.each(TABLE)('%d cents', (price, under10, tenTo20, over20) => {
    const at = asCents(price);
    expect([
      inPriceRange(at, 'under10'),
      inPriceRange(at, '10to20'),
      inPriceRange(at, 'over20'),
      inPriceRange(at, 'all'),
    ]).toEqual([under10, tenTo20, over20, true]);
  });
});
