import { sql, type SQL } from 'drizzle-orm';
import { WEEKDAYS } from '@/lib/enums';
import { asCents } from '@/lib/money';
import type { Db } from '@/server/db/client';
import { locations, menuCategories, menuItems, orders } from '@/server/db/schema';
import { sealOrderToken } from '@/features/ordering/server/order-keys';

/**
 * A restaurant that takes pickup orders around the clock (so that a test holds at any hour), at
 * 6% tax, with a Starters category holding Hummus ($7.99): the ordering tests' common ground.
 */
export async function addAllDayRestaurant(
  db: Db,
  settings: Partial<typeof locations.$inferInsert> = {},
) {
  const [restaurant] = await db
    .insert(locations)
    .values({
      slug: 'all-day',
      nameEn: 'Saba All Day',
      nameAr: 'سباء طوال اليوم',
      addressEn: '1 Main St, Dearborn, MI',
      addressAr: '1 الشارع الرئيسي، ديربورن',
      published: true,
      orderingEnabled: true,
      taxRate: 6,
      hoursJson: Object.fromEntries(
        WEEKDAYS.map((day) => [day, { opens: '00:00', closes: '00:00' }]),
      ),
      ...settings,
    })
    .returning();
  await db
    .insert(menuCategories)
    .values({ slug: 'starters', titleEn: 'Starters', titleAr: 'المقبلات', sort: 1 });
  await db.insert(menuItems).values({
    slug: 'hummus',
    categorySlug: 'starters',
    nameEn: 'Hummus',
    nameAr: 'حمص',
    price: asCents(799),
    status: 'published',
  });
  return restaurant!;
}

/** An order row as placed ($10 + 6% tax, paid at pickup), written straight to the table. */
export async function insertOrder(
  db: Db,
  locationId: string,
  change: Partial<typeof orders.$inferInsert> = {},
) {
  const key = change.idempotencyKeyHash ?? `test-order-${crypto.randomUUID()}`;
  const [row] = await db
    .insert(orders)
    .values({
      tokenHash: key,
      idempotencyKeyHash: key,
      tokenSealed: await sealOrderToken(db, key),
      locationId,
      status: 'received',
      fullName: 'Huda Ali',
      phone: '+1 313 555 0100',
      email: 'huda@example.com',
      asap: true,
      pickupAt: new Date('2099-01-15T17:00:00Z'),
      slotStart: new Date('2099-01-15T17:00:00Z'),
      paymentMethod: 'counter',
      receivedAt: new Date(),
      subtotal: asCents(1000),
      taxRate: 6,
      tax: asCents(60),
      total: asCents(1060),
      ...change,
    })
    .returning();
  return row!;
}

/**
 * A phone and e-mail of a guest of their own for each key: one phone or e-mail places only a few
 * orders paid at pickup in half an hour (features/ordering/server/holds.ts), as one real guest would.
 */
export function guestContact(key: string) {
  let n = 0;
  for (const char of key) n = (n * 31 + char.charCodeAt(0)) % 1_000_000;
  return {
    phone: `+1 313 555 ${String(n % 10_000).padStart(4, '0')}`,
    email: `huda.${n}@example.com`,
  };
}

/** A guest's checkout at the all-day restaurant: two Hummus, as soon as possible, paid there. */
export function guestCheckout(key: string, change: Record<string, unknown> = {}) {
  return {
    idempotencyKey: key,
    locationSlug: 'all-day',
    lines: [{ kind: 'item', slug: 'hummus', quantity: 2, optionIds: [] }],
    fullName: 'Huda Ali',
    ...guestContact(key),
    language: 'ar',
    note: '',
    pickup: 'asap',
    paymentMethod: 'counter',
    ...change,
  };
}

/**
 * Takes orders out of the way (their places freed): cancelled, a card payment counted as refunded,
 * so that each stays a pair the orders' table has (lib/order-state-pairs.ts).
 */
export async function cancelOrders(db: Db, where: SQL) {
  await db
    .update(orders)
    .set({
      status: 'cancelled',
      paymentStatus: sql`case when ${orders.paymentStatus} = 'paid' then 'refunded' else ${orders.paymentStatus} end`,
    })
    .where(where);
}
