import 'server-only';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Language } from '@/lib/enums';
import {
  belowMinimum,
  priceCart,
  type CartLine,
  type PricedCart,
  type WallClock,
} from '@/features/ordering/rules/orders';
import {
  pickupSlots,
  pickupTime,
  slotStartOf,
  type PickupSlot,
} from '@/features/ordering/rules/pickup';
import {
  pickupOfferIn,
  pickupValuesIn,
  wallClockOf,
  type PickupOffer,
} from '@/features/ordering/rules/pickup-format';
import type { DbOrTx } from '@/server/db/client';
import { locations, orders } from '@/server/db/schema';
import { readOrderMenu } from './queries';
import { takesPlace } from './holds';

/**
 * What the checkout page shows before an order is placed, read fresh from the database (not a
 * cache): whether the restaurant takes orders now, the pickup times still open, and the cart as
 * the server prices it.
 */

export type OrderingRestaurant = typeof locations.$inferSelect;

/** A published, open restaurant that takes orders on the site, or null. */
export async function readOrderingRestaurant(
  db: DbOrTx,
  slug: string,
): Promise<OrderingRestaurant | null> {
  const [row] = await db.select().from(locations).where(eq(locations.slug, slug));
  return row && row.published && !row.comingSoon && row.orderingEnabled ? row : null;
}

/** How many places each slot from `from` on has taken, counted as placing does (holds.ts). */
async function ordersBySlot(db: DbOrTx, locationId: string, from: Date) {
  const rows = await db
    .select({ slot: orders.slotStart, n: sql<number>`count(*)::int` })
    .from(orders)
    .where(
      and(
        eq(orders.locationId, locationId),
        gte(orders.slotStart, slotStartOf(from)),
        takesPlace(from),
      ),
    )
    .groupBy(orders.slotStart);
  return new Map(rows.map((row) => [new Date(row.slot).getTime(), Number(row.n)]));
}

export type PickupChoices = {
  /** As soon as possible: when, or why not (a catalogue key and its values). */
  asap:
    { ok: true; pickupAt: Date } | { ok: false; message: string; values?: Record<string, string> };
  /** The times a guest may choose, in order (while paused, those after the pause). */
  slots: PickupSlot[];
};

/** The pickup times open to a guest now: as soon as possible, and each slot with room. */
export async function readPickupChoices(
  db: DbOrTx,
  restaurant: OrderingRestaurant,
  language: Language,
  now = new Date(),
): Promise<PickupChoices> {
  const taken = await ordersBySlot(db, restaurant.id, now);
  const full = (slot: Date) => (taken.get(slot.getTime()) ?? 0) >= restaurant.ordersPerSlot;
  const soonest = pickupTime(restaurant, { asap: true }, now);
  const slots = pickupSlots(restaurant, now, full);
  if (!soonest.ok) {
    const values = soonest.values && pickupValuesIn(soonest.values, language);
    return { asap: { ok: false, message: soonest.message, ...(values ? { values } : {}) }, slots };
  }
  if (full(soonest.slotStart)) {
    return { asap: { ok: false, message: 'pickup.errors.slotFull' }, slots };
  }
  return { asap: { ok: true, pickupAt: soonest.pickupAt }, slots };
}

/** The pickup times open now as the guest reads them (the checkout's, the ordering page's chooser). */
export async function readPickupOffer(
  db: DbOrTx,
  restaurant: OrderingRestaurant,
  language: Language,
  now = new Date(),
): Promise<PickupOffer> {
  return pickupOfferIn(
    await readPickupChoices(db, restaurant, language, now),
    restaurant,
    language,
  );
}

/** A chosen pickup in the restaurant's clock, when it is one the restaurant could serve. */
function pickupClock(
  restaurant: OrderingRestaurant,
  pickup: { asap: true } | { asap: false; local: string } | undefined,
  now: Date,
): WallClock | null {
  if (!pickup) return null;
  if (!pickup.asap) {
    const [date = '', time = ''] = pickup.local.split('T');
    return { date, time };
  }
  const soonest = pickupTime(restaurant, { asap: true }, now);
  return soonest.ok ? wallClockOf(soonest.pickupAt, restaurant.timezone) : null;
}

/**
 * A cart as the server prices it now, its problems named in the guest's language; below the
 * restaurant's minimum order, that is its one problem.
 */
export async function quoteCart(
  db: DbOrTx,
  restaurant: OrderingRestaurant,
  lines: readonly CartLine[],
  language: Language,
  now = new Date(),
  /** The pickup chosen so far (as soon as possible, or the restaurant's wall clock). */
  pickup?: { asap: true } | { asap: false; local: string },
): Promise<PricedCart> {
  const menu = await readOrderMenu(db, restaurant, now);
  const priced = priceCart(
    lines,
    menu,
    restaurant.taxRate,
    language,
    pickupClock(restaurant, pickup, now),
  );
  const short = priced.ok && belowMinimum(priced.subtotal, restaurant.minimumOrder);
  return short ? { ok: false, problems: [short] } : priced;
}
