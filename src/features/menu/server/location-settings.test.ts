import type { Cents } from '@/lib/money';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  describeEachEngine,
  setAsAppDatabase,
  type TestDatabase,
} from '../../../../tests/setup/db';
import { depsFor } from '../../../../tests/setup/staff-deps';
import type { ActionDeps } from '../../../server/action';
import { seedDemoContent } from '../../../server/db/seed';
import {
  auditLog,
  locations,
  menuItemLocations,
  menuItems,
  modifierOptions,
} from '../../../server/db/schema';
import { itemSoldOutAction, saveItemAction } from './actions';
import {
  copyLocationSettingsAction,
  locationOfferedAction,
  locationPriceAction,
  locationSoldOutAction,
} from './location-actions';
import {
  readDishOptions,
  readMenuCategories,
  readPublicCombos,
  readPublishedMenuItems,
} from './queries';
import { composeCombos, composeMenu } from './public-menu';
import { readRestaurantSettings, settingsByKey } from './restaurant-settings';

/** A console action's request facts, keeping the cache tags it made old. */
function recording(deps: ActionDeps) {
  const tags: string[][] = [];
  return {
    tags,
    deps: { ...deps, invalidate: (made: readonly string[]) => tags.push([...made]) },
  };
}

describeEachEngine("each restaurant's own menu", (engine) => {
  let db: TestDatabase;
  const place: Record<string, { id: string; slug: string; timezone: string }> = {};
  let mandi: { id: string; price: Cents };

  beforeAll(async () => {
    db = await engine.create();
    setAsAppDatabase(db);
    await seedDemoContent(db.db);
    for (const row of await db.db
      .select({ id: locations.id, slug: locations.slug, timezone: locations.timezone })
      .from(locations)) {
      place[row.slug] = row;
    }
    const [row] = await db.db
      .select({ id: menuItems.id, price: menuItems.price })
      .from(menuItems)
      .where(eq(menuItems.slug, 'lamb-mandi'));
    mandi = row!;
  });
  afterAll(async () => {
    setAsAppDatabase(undefined);
    await db.dispose();
  });

  /** A menu page's dishes as a visitor sees them now: the brand's, or a restaurant's. */
  async function menuOf(slug: string | null, now = new Date()) {
    const settings = slug ? settingsByKey(await readRestaurantSettings(db.db, slug)) : null;
    const [categories, dishes, options] = await Promise.all([
      readMenuCategories(db.db),
      readPublishedMenuItems(db.db),
      readDishOptions(db.db),
    ]);
    return composeMenu(
      { categories, dishes, options, settings },
      now,
      slug ? place[slug] : undefined,
    );
  }
  const dish = async (slug: string | null, dishSlug: string) =>
    (await menuOf(slug)).dishes.find((d) => d.slug === dishSlug);

  const cantonManager = () => depsFor('manager', { locations: [place['canton']!.id] });

  it('a manager limited to one restaurant raises a price and sells out there, and only there', async () => {
    const { deps, tags } = recording(cantonManager());
    const at = { kind: 'item' as const, id: mandi.id, locationId: place['canton']!.id };
    expect(await locationPriceAction({ ...at, price: '21.50' }, deps)).toMatchObject({
      status: 'success',
    });
    expect(await locationSoldOutAction({ ...at, soldOut: true }, deps)).toMatchObject({
      status: 'success',
    });

    expect(await dish('canton', 'lamb-mandi')).toMatchObject({ price: 2150, soldOut: true });
    expect(await dish('west-dearborn', 'lamb-mandi')).toMatchObject({
      price: mandi.price,
      soldOut: false,
    });
    // The brand menu keeps the brand's price and says prices differ; not sold out everywhere.
    expect(await dish(null, 'lamb-mandi')).toMatchObject({
      price: mandi.price,
      soldOut: false,
      priceVaries: true,
    });
    // The price change made the brand menu old (prices now differ); the sold-out did not.
    expect(tags).toEqual([['menu@canton', 'menu'], ['menu@canton']]);

    // Audited with the restaurant.
    const [entry] = await db.db.select().from(auditLog).where(eq(auditLog.action, 'price'));
    expect(entry).toMatchObject({
      actorEmail: 'manager@example.com',
      entity: 'menu_item_location',
      entityId: mandi.id,
      before: { location: 'canton', price: null },
      // Amounts in the audit log as the console shows them, not in cents.
      after: { location: 'canton', price: '21.50' },
    });
  });

  it('refuses another restaurant, a brand-wide change and what does not exist, writing nothing', async () => {
    const before = await db.db.$count(menuItemLocations);
    const audits = await db.db.$count(auditLog);
    const deps = cantonManager();
    const west = { kind: 'item' as const, id: mandi.id, locationId: place['west-dearborn']!.id };
    expect(await locationPriceAction({ ...west, price: '30' }, deps)).toMatchObject({
      status: 'error',
      error: 'admin.errors.notYourRestaurant',
    });
    expect(await itemSoldOutAction({ id: mandi.id, soldOut: true }, deps)).toMatchObject({
      status: 'error',
      error: 'admin.errors.brandWide',
    });
    expect(
      await copyLocationSettingsAction(
        { fromId: place['canton']!.id, toIds: [place['west-dearborn']!.id] },
        deps,
      ),
    ).toMatchObject({ status: 'error', error: 'admin.errors.notYourRestaurant' });
    const dishes = await readPublishedMenuItems(db.db);
    expect(await saveItemAction({ ...dishes[0], id: mandi.id, price: '1' }, deps)).toMatchObject({
      status: 'error',
      error: 'admin.errors.brandWide',
    });

    // An unlimited manager: a restaurant or dish that does not exist is refused.
    const manager = depsFor('manager');
    const missing = '0b6f3b4e-0000-4000-8000-000000000000';
    expect(
      await locationPriceAction(
        { kind: 'item', id: mandi.id, locationId: missing, price: '9' },
        manager,
      ),
    ).toMatchObject({ status: 'error', error: 'admin.errors.notFound' });
    expect(
      await locationPriceAction(
        { kind: 'combo', id: missing, locationId: place['canton']!.id, price: '9' },
        manager,
      ),
    ).toMatchObject({ status: 'error', error: 'admin.errors.notFound' });
    // Bad prices: the field's message.
    for (const [price, message] of [
      ['-2', 'admin.validation.pricePositive'],
      ['12.345', 'admin.validation.priceDecimals'],
      ['10000.01', 'admin.validation.priceTooHigh'],
      ['cheap', 'admin.validation.priceNotNumber'],
    ]) {
      expect(
        await locationPriceAction(
          { kind: 'item', id: mandi.id, locationId: place['canton']!.id, price },
          manager,
        ),
      ).toMatchObject({ status: 'error', fieldErrors: { price: message } });
    }
    expect(await db.db.$count(menuItemLocations)).toBe(before);
    expect(await db.db.$count(auditLog)).toBe(audits);
    expect(await dish('canton', 'lamb-mandi')).toMatchObject({ price: 2150 });
  });

  it('leaves off a dish or option a restaurant does not serve, and its emptied category', async () => {
    const manager = depsFor('manager');
    const westId = place['west-dearborn']!.id;
    const desserts = (await readPublishedMenuItems(db.db)).filter(
      (d) => d.categorySlug === 'desserts',
    );
    for (const dessert of desserts) {
      const [row] = await db.db
        .select({ id: menuItems.id })
        .from(menuItems)
        .where(eq(menuItems.slug, dessert.slug));
      expect(
        await locationOfferedAction(
          { kind: 'item', id: row!.id, locationId: westId, offered: false },
          manager,
        ),
      ).toMatchObject({ status: 'success' });
    }
    const west = await menuOf('west-dearborn');
    expect(west.categories.map((c) => c.slug)).not.toContain('desserts');
    expect(west.dishes.some((d) => d.categorySlug === 'desserts')).toBe(false);
    expect((await menuOf('canton')).categories.map((c) => c.slug)).toContain('desserts');

    const [extraRice] = await db.db
      .select({ id: modifierOptions.id })
      .from(modifierOptions)
      .where(eq(modifierOptions.nameEn, 'Extra rice'));
    await locationPriceAction(
      { kind: 'option', id: extraRice!.id, locationId: westId, price: '-0.50' },
      manager,
    );
    await locationSoldOutAction(
      { kind: 'option', id: extraRice!.id, locationId: westId, soldOut: true },
      manager,
    );
    const options = (await dish('west-dearborn', 'lamb-mandi'))!.options.flatMap((g) => g.options);
    expect(options.find((o) => o.nameEn === 'Extra rice')).toEqual({
      nameEn: 'Extra rice',
      nameAr: 'أرز إضافي',
      priceDelta: -50,
      soldOut: true,
    });
    const brandOptions = (await dish(null, 'lamb-mandi'))!.options.flatMap((g) => g.options);
    expect(brandOptions.find((o) => o.nameEn === 'Extra rice')).toMatchObject({
      priceDelta: 300,
      soldOut: false,
    });
  });

  it('is sold out on the brand menu once every serving restaurant is, and back when one is not', async () => {
    const manager = depsFor('manager');
    const { deps, tags } = recording(manager);
    const [saltah] = await db.db
      .select({ id: menuItems.id })
      .from(menuItems)
      .where(eq(menuItems.slug, 'chicken-saltah'));
    const open = ['east-dearborn', 'west-dearborn', 'canton'];
    for (const slug of open) {
      await locationSoldOutAction(
        { kind: 'item', id: saltah!.id, locationId: place[slug]!.id, soldOut: true },
        deps,
      );
    }
    expect(await dish(null, 'chicken-saltah')).toMatchObject({ soldOut: true });
    // Only the last mark changed what the brand menu shows.
    expect(tags).toEqual([['menu@east-dearborn'], ['menu@west-dearborn'], ['menu@canton', 'menu']]);
    await locationSoldOutAction(
      { kind: 'item', id: saltah!.id, locationId: place['canton']!.id, soldOut: false },
      deps,
    );
    expect(await dish(null, 'chicken-saltah')).toMatchObject({ soldOut: false });
    expect(await dish('east-dearborn', 'chicken-saltah')).toMatchObject({ soldOut: true });

    // "All restaurants": each restaurant's own day, the brand's too.
    await itemSoldOutAction({ id: saltah!.id, soldOut: false }, manager);
    for (const slug of [null, ...open]) {
      expect(await dish(slug, 'chicken-saltah')).toMatchObject({ soldOut: false });
    }
    // No setting left over: every restaurant back to the brand's.
    expect(await db.db.$count(menuItemLocations, eq(menuItemLocations.itemId, saltah!.id))).toBe(0);
  });

  it("copies one restaurant's prices to a new one, over its own", async () => {
    const owner = depsFor('owner');
    const east = place['east-dearborn']!.id;
    const canton = place['canton']!.id;
    const [combo] = await readPublicCombos(db.db);
    await locationPriceAction(
      { kind: 'combo', id: combo!.id, locationId: canton, price: '99' },
      owner,
    );
    await locationPriceAction({ kind: 'item', id: mandi.id, locationId: east, price: '17' }, owner);
    expect(
      await copyLocationSettingsAction({ fromId: canton, toIds: [east] }, owner),
    ).toMatchObject({ status: 'success' });
    expect(await dish('east-dearborn', 'lamb-mandi')).toMatchObject({ price: 2150 });
    const combos = composeCombos(
      await readPublicCombos(db.db),
      settingsByKey(await readRestaurantSettings(db.db, 'east-dearborn')),
      new Date(),
      place['east-dearborn'],
    );
    expect(combos.find((c) => c.nameEn === combo!.nameEn)).toMatchObject({ basePrice: 9900 });
    // Its sold-out marks stay its own.
    expect(await dish('east-dearborn', 'chicken-saltah')).toMatchObject({ soldOut: false });
  });
});
