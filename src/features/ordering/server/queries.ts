import 'server-only';
import { createHash } from 'node:crypto';
import { and, asc, desc, eq, gte, inArray, isNotNull, notInArray, sql } from 'drizzle-orm';
import type { OrderDayRow } from '@/features/ordering/rules/order-report';
import type { OrderMenu } from '@/features/ordering/rules/orders';
import type { DbOrTx } from '@/server/db/client';
import { locations, menuItems, orderLines, orders } from '@/server/db/schema';
import { periodStart } from '@/server/analytics/queries';
import {
  readDishOptions,
  readMenuCategories,
  readPublicCombos,
  readPublishedMenuItems,
  combosAt,
  menuWithOptionIds,
  type ServingRestaurant,
  readRestaurantSettings,
  settingsByKey,
} from '@/features/menu/server';
import type { ViewerScope } from '@/lib/location-scope';
import { servingOf, type ServingTime } from '@/features/menu';
import type { Cents } from '@/lib/money';

/**
 * A restaurant's menu as an order is priced from it: read from the database in the order's own
 * transaction (not from a cache), so the price is the one in force as the order is placed.
 */
export async function readOrderMenu(
  db: DbOrTx,
  restaurant: ServingRestaurant,
  now: Date,
): Promise<OrderMenu> {
  const [categories, dishes, options, combos, listed] = await Promise.all([
    readMenuCategories(db),
    readPublishedMenuItems(db),
    readDishOptions(db),
    readPublicCombos(db),
    readRestaurantSettings(db, restaurant.slug),
  ]);
  const settings = settingsByKey(listed);
  const menu = menuWithOptionIds({ categories, dishes, options, settings }, now, restaurant);
  // When each dish is served: its category's time and its own.
  const byCategory = new Map(categories.map((category) => [category.slug, servingOf(category)]));
  return {
    dishes: menu.dishes.map((dish) => ({
      ...dish,
      serving: [byCategory.get(dish.categorySlug) ?? null, servingOf(dish)].filter(
        (time): time is ServingTime => time !== null,
      ),
    })),
    combos: combosAt(combos, settings, now, restaurant),
  };
}

/** The ids of dishes by their slugs (an order line keeps the dish's id). */
export async function dishIdsOf(
  db: DbOrTx,
  slugs: readonly string[],
): Promise<Map<string, string>> {
  if (slugs.length === 0) return new Map();
  const rows = await db
    .select({ id: menuItems.id, slug: menuItems.slug })
    .from(menuItems)
    .where(inArray(menuItems.slug, [...new Set(slugs)]));
  return new Map(rows.map((row) => [row.slug, row.id]));
}

/** How a confirmation page's token is kept: its hash only. */
export function tokenHashOf(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** An order with its lines, by the confirmation page's token. */
export async function findOrderByToken(db: DbOrTx, token: string) {
  const [order] = await db
    .select()
    .from(orders)
    .where(eq(orders.tokenHash, tokenHashOf(token)));
  if (!order) return null;
  const lines = await db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, order.id))
    .orderBy(orderLines.position);
  return { ...order, lines };
}

/** An order's day: the calendar day at its restaurant when it was placed. */
const localDay = sql<string>`to_char(${orders.createdAt} at time zone ${locations.timezone}, 'YYYY-MM-DD')`;

/** Orders that count: placed and not cancelled (an unpaid card order is not one yet). */
const counted = notInArray(orders.status, ['cancelled', 'awaiting_payment']);

function inPeriod(today: string, days: number, locationIds: readonly string[] | null) {
  const from = periodStart(today, days);
  return and(
    // A day's margin for the zones: the exact days are the restaurants' own.
    gte(orders.createdAt, new Date(Date.parse(`${from}T00:00:00Z`) - 24 * 60 * 60_000)),
    sql`${localDay} between ${from} and ${today}`,
    locationIds === null ? undefined : inArray(orders.locationId, [...locationIds]),
  );
}

/**
 * Orders, sales (what guests paid, tips not counted, refunds taken off) and tips per restaurant and day over the
 * last `days` days up to `today`.
 */
export async function readOrderDays(
  db: DbOrTx,
  today: string,
  days: number,
  viewer: ViewerScope,
): Promise<OrderDayRow[]> {
  const rows = await db
    .select({
      locationId: orders.locationId,
      day: localDay,
      orders: sql<number>`count(*)::int`,
      // Net of refunds: a refund comes off the sales first, then the tip (rules/refund-amounts.ts).
      sales:
        sql`coalesce(sum(greatest(${orders.total} - ${orders.tip} - ${orders.refunded}, 0)), 0)`.mapWith(
          orders.total,
        ),
      // The brand's fee on orders paid into a restaurant's own account, less what Stripe gave
      // back with refunds (in proportion to each refund).
      fees: sql`coalesce(sum(case when ${orders.total} > 0 then ${orders.brandFee} - round(${orders.brandFee} * ${orders.refunded} / ${orders.total}, 2) else ${orders.brandFee} end), 0)`.mapWith(
        orders.brandFee,
      ),
      tips: sql`coalesce(sum(${orders.tip} - greatest(${orders.refunded} - (${orders.total} - ${orders.tip}), 0)), 0)`.mapWith(
        orders.tip,
      ),
    })
    .from(orders)
    .innerJoin(locations, eq(locations.id, orders.locationId))
    .where(and(counted, inPeriod(today, days, viewer.ids)))
    .groupBy(orders.locationId, localDay);
  return rows.map((row) => ({ ...row, orders: Number(row.orders) }));
}

/** The discounts given per promo code over the period (orders that count), largest first. */
export async function readCodeDiscounts(
  db: DbOrTx,
  today: string,
  days: number,
  viewer: ViewerScope,
): Promise<{ code: string; orders: number; discount: Cents }[]> {
  const rows = await db
    .select({
      code: sql<string>`${orders.promoCode}`,
      orders: sql<number>`count(*)::int`,
      // The code's own part: a loyalty reward on the same order is not the code's.
      discount: sql`coalesce(sum(${orders.discount} - ${orders.rewardDiscount}), 0)`.mapWith(
        orders.discount,
      ),
    })
    .from(orders)
    .innerJoin(locations, eq(locations.id, orders.locationId))
    .where(and(counted, isNotNull(orders.promoCode), inPeriod(today, days, viewer.ids)))
    .groupBy(orders.promoCode)
    .orderBy(desc(sql`sum(${orders.discount} - ${orders.rewardDiscount})`), asc(orders.promoCode));
  return rows.map((row) => ({ ...row, orders: Number(row.orders) }));
}

/** Every order of the period with its lines, for the CSV export (cancelled ones too). */
export async function readOrdersForExport(
  db: DbOrTx,
  today: string,
  days: number,
  viewer: ViewerScope,
) {
  const rows = await db
    .select({
      id: orders.id,
      number: orders.number,
      day: localDay,
      restaurant: locations.nameEn,
      timezone: locations.timezone,
      status: orders.status,
      createdAt: orders.createdAt,
      pickupAt: orders.pickupAt,
      fullName: orders.fullName,
      phone: orders.phone,
      email: orders.email,
      language: orders.language,
      paymentMethod: orders.paymentMethod,
      paymentStatus: orders.paymentStatus,
      subtotal: orders.subtotal,
      tax: orders.tax,
      discount: orders.discount,
      rewardDiscount: orders.rewardDiscount,
      promoCode: orders.promoCode,
      tip: orders.tip,
      total: orders.total,
      refunded: orders.refunded,
      brandFee: orders.brandFee,
      cancelReason: orders.cancelReason,
    })
    .from(orders)
    .innerJoin(locations, eq(locations.id, orders.locationId))
    .where(and(notInArray(orders.status, ['awaiting_payment']), inPeriod(today, days, viewer.ids)))
    .orderBy(asc(orders.number));
  const lines = await linesOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    ...row,
    items: lines
      .filter((line) => line.orderId === row.id)
      .map((line) => {
        const options = line.options.map((o) => o.nameEn).join(', ');
        return `${line.quantity} × ${line.nameEn}${options ? ` (${options})` : ''}`;
      })
      .join('; '),
  }));
}

/** The lines of some orders, in each order's own order. */
export async function linesOf(db: DbOrTx, orderIds: readonly string[]) {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(orderLines)
    .where(inArray(orderLines.orderId, [...orderIds]))
    .orderBy(asc(orderLines.position));
}
