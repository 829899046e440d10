import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { describeEachEngine, freshAppDatabase } from '../../../../tests/setup/db';
import { addAllDayRestaurant, guestContact } from '../../../../tests/setup/ordering';
import { asCents } from '@/lib/money';
import {
  locations,
  menuCategories,
  menuItemLocations,
  menuItems,
  orders,
} from '@/server/db/schema';
import {
  locationPriceAction,
  locationServingAction,
} from '@/features/menu/server/location-actions';
import { depsFor } from '../../../../tests/setup/staff-deps';
import { CartRefusal, placeOrder, type Checkout } from './mutations';

/*
 * Menus by time of day, decided by the pickup time in the restaurant's clock (Los Angeles, open
 * around the clock): a breakfast served 7 to 11 AM is refused for a 7 PM pickup with when it is
 * served, in the guest's language, and taken for 8 AM; a dish of its own on weekdays only, and
 * a restaurant's own hours for it.
 */

/** Tuesday 15 June 2027, 6 PM in Los Angeles (UTC-7). */
const EVENING = new Date('2027-06-16T01:00:00Z');

describeEachEngine('dishes served at some times', (engine) => {
  const db = freshAppDatabase(engine);
  let serial = 0;

  beforeAll(async () => {
    await addAllDayRestaurant(db().db, { timezone: 'America/Los_Angeles', ordersPerSlot: 50 });
    await db().db.insert(menuCategories).values({
      slug: 'breakfast',
      titleEn: 'Breakfast',
      titleAr: 'الفطور',
      sort: 0,
      serveFrom: '07:00',
      serveUntil: '11:00',
    });
    await db()
      .db.insert(menuItems)
      .values({
        slug: 'fatoot',
        categorySlug: 'breakfast',
        nameEn: 'Fatoot',
        nameAr: 'فتوت',
        price: asCents(999),
        status: 'published',
      });
    // Hummus (Starters) on weekdays only.
    await db()
      .db.update(menuItems)
      .set({ serveDays: ['mon', 'tue', 'wed', 'thu', 'fri'] })
      .where(eq(menuItems.slug, 'hummus'));
  });

  const checkout = (slug: string, local: string, language: 'en' | 'ar' = 'en'): Checkout => ({
    idempotencyKey: `serving-${engine.label}-${++serial}`,
    locationSlug: 'all-day',
    lines: [{ kind: 'item', slug, quantity: 1, optionIds: [] }],
    fullName: 'Huda Ali',
    ...guestContact(`${engine.label}-serving-${serial}`),
    language,
    note: null,
    pickup: { asap: false, local },
    paymentMethod: 'counter',
  });

  const place = (input: Checkout) =>
    db().db.transaction((tx) => placeOrder(tx, input, { address: '198.51.100.10' }, EVENING));

  async function problemsOf(input: Checkout) {
    const before = await db().db.$count(orders);
    const error = await place(input).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(CartRefusal);
    expect(await db().db.$count(orders)).toBe(before);
    return (error as CartRefusal).problems;
  }

  it('refuses breakfast for a 7 PM pickup, saying when it is served, and takes it for 8 AM', async () => {
    expect(await problemsOf(checkout('fatoot', '2027-06-15T19:00'))).toEqual([
      {
        line: 0,
        message: 'pickup.errors.notServedThen',
        values: { name: 'Fatoot', hours: '7 AM–11 AM' },
      },
    ]);
    expect(await problemsOf(checkout('fatoot', '2027-06-16T11:00', 'ar'))).toEqual([
      {
        line: 0,
        message: 'pickup.errors.notServedThen',
        values: { name: 'فتوت', hours: '٧ ص–١١ ص' },
      },
    ]);
    const morning = await place(checkout('fatoot', '2027-06-16T08:00'));
    expect(morning.created).toBe(true);
  });

  it('serves a weekday dish on Wednesday, not on Saturday', async () => {
    expect(await problemsOf(checkout('hummus', '2027-06-19T12:00'))).toEqual([
      {
        line: 0,
        message: 'pickup.errors.notServedThen',
        values: { name: 'Hummus', hours: 'Mon–Fri' },
      },
    ]);
    expect((await place(checkout('hummus', '2027-06-16T12:00'))).created).toBe(true);
  });

  it('takes a restaurant’s own hours for a dish instead of the brand’s, until they are cleared', async () => {
    const [restaurant] = await db()
      .db.select()
      .from(locations)
      .where(eq(locations.slug, 'all-day'));
    const [hummus] = await db().db.select().from(menuItems).where(eq(menuItems.slug, 'hummus'));
    const own = { id: hummus!.id, locationId: restaurant!.id };
    const editor = depsFor('editor');
    // Weekends, 10 AM to 2 PM, here (the brand's: weekdays).
    expect(
      await locationServingAction(
        { ...own, serveDays: ['sat', 'sun'], serveFrom: '10:00', serveUntil: '14:00' },
        editor,
      ),
    ).toMatchObject({ status: 'success' });
    expect((await place(checkout('hummus', '2027-06-19T12:00'))).created).toBe(true);
    // A price set and cleared here leaves the restaurant's hours as they were (Sunday, noon).
    for (const price of ['9.50', '']) {
      expect(await locationPriceAction({ kind: 'item', ...own, price }, editor)).toMatchObject({
        status: 'success',
      });
    }
    expect((await place(checkout('hummus', '2027-06-20T12:00'))).created).toBe(true);
    expect(await problemsOf(checkout('hummus', '2027-06-16T12:00'))).toEqual([
      {
        line: 0,
        message: 'pickup.errors.notServedThen',
        values: { name: 'Hummus', hours: 'Sat, Sun, 10 AM–2 PM' },
      },
    ]);
    // An end before its start is refused on its field; nothing changes.
    expect(
      await locationServingAction({ ...own, serveFrom: '14:00', serveUntil: '10:00' }, editor),
    ).toMatchObject({ status: 'error', fieldErrors: { serveUntil: 'admin.menu.servingOrder' } });
    // All blank: the brand's weekdays again, and the restaurant keeps no row of its own.
    expect(await locationServingAction(own, editor)).toMatchObject({ status: 'success' });
    expect(await problemsOf(checkout('hummus', '2027-06-19T12:00'))).toHaveLength(1);
    expect(await db().db.$count(menuItemLocations)).toBe(0);
  });
});
