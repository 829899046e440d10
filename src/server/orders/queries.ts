import 'server-only';
import { createHash } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { OrderMenu } from '@/lib/orders';
import type { DbOrTx } from '../db/client';
import { menuItems, orderLines, orders } from '../db/schema';
import {
  combosAt,
  menuWithOptionIds,
  readDishOptions,
  readMenuCategories,
  readPublicCombos,
  readPublishedMenuItems,
  type ServingRestaurant,
} from '../menu/queries';
import { readRestaurantSettings, settingsByKey } from '../menu/restaurant-settings';

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
  return {
    dishes: menu.dishes,
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
