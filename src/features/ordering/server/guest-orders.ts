import 'server-only';
import { desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/client';
import { locations, orders } from '@/server/db/schema';
import type { Cents } from '@/lib/money';
import type { OrderStatus } from '@/lib/enums';
import { openOrderToken } from './order-keys';

/** How many of a guest's orders their account page lists, newest first. */
export const GUEST_ORDERS_SHOWN = 50;

export type GuestOrder = {
  number: number;
  placedAt: Date;
  pickupAt: Date;
  status: OrderStatus;
  total: Cents;
  restaurant: { slug: string; nameEn: string; nameAr: string; timezone: string };
  /** Whether its restaurant takes orders on the site now ("Order again"). */
  orderable: boolean;
  /** The order's own page (its receipt and status), when its link can be opened. */
  token: string | null;
};

/**
 * The pickup orders of a proven address (a guest account's): every order placed with it, in any
 * case, whoever typed it; each with the link to its page.
 */
export async function ordersOfGuest(db: DbOrTx, email: string): Promise<GuestOrder[]> {
  const rows = await db
    .select({
      number: orders.number,
      placedAt: orders.createdAt,
      pickupAt: orders.pickupAt,
      status: orders.status,
      total: orders.total,
      sealed: orders.tokenSealed,
      slug: locations.slug,
      nameEn: locations.nameEn,
      nameAr: locations.nameAr,
      timezone: locations.timezone,
      orderable: sql<boolean>`${locations.published} and not ${locations.comingSoon} and ${locations.orderingEnabled}`,
    })
    .from(orders)
    .innerJoin(locations, eq(locations.id, orders.locationId))
    .where(sql`lower(${orders.email}) = ${email.trim().toLowerCase()}`)
    .orderBy(desc(orders.createdAt))
    .limit(GUEST_ORDERS_SHOWN);
  return Promise.all(
    rows.map(async ({ sealed, slug, nameEn, nameAr, timezone, ...row }) => ({
      ...row,
      restaurant: { slug, nameEn, nameAr, timezone },
      token: sealed ? await openOrderToken(db, sealed).catch(() => null) : null,
    })),
  );
}
