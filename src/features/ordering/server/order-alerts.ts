import 'server-only';
import { and, eq, gt, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { highestRole } from '@/lib/roles';
import { BRAND } from '@/lib/brand';
import { siteUrl } from '@/lib/site-url';
import type { Db, DbOrTx } from '@/server/db/client';
import {
  locations,
  orders,
  restaurantLimitedStaff,
  staffLocations,
  user,
  userRoles,
} from '@/server/db/schema';
import { enqueueMail, type QueuedMail } from '@/server/mail/outbox';
import { formatPickupTime } from '@/features/ordering/rules/pickup-format';

/**
 * An order nobody accepts: when one waits in "New" longer than its restaurant allows (set per
 * restaurant, 5 minutes unless changed; counted from when it is due: placed or paid, or its
 * preparation window opened), the restaurant's staff who work with orders (owners, and the
 * managers and kitchen accounts of that restaurant) get one e-mail, and the order is flagged on
 * the board and the dashboard. Once per order: the order is marked in the same transaction as the
 * e-mail is queued, so several instances, or one restarted, send it once.
 */

/** Orders older than this are not e-mailed about any more (a board left for the weekend). */
const LOOK_BACK_MS = 24 * 60 * 60_000;

const ORDER_ROLES = new Set(['owner', 'manager', 'kitchen']);

/** The addresses of those who work with orders at a restaurant. */
export async function orderStaffOf(tx: DbOrTx, locationId: string): Promise<string[]> {
  const rows = await tx
    .select({
      userId: userRoles.userId,
      role: userRoles.role,
      email: user.email,
      limited: restaurantLimitedStaff.userId,
      here: staffLocations.locationId,
    })
    .from(userRoles)
    .innerJoin(user, eq(user.id, userRoles.userId))
    .leftJoin(restaurantLimitedStaff, eq(restaurantLimitedStaff.userId, userRoles.userId))
    .leftJoin(
      staffLocations,
      and(eq(staffLocations.userId, userRoles.userId), eq(staffLocations.locationId, locationId)),
    );
  const people = new Map<string, { email: string; roles: string[]; works: boolean }>();
  for (const row of rows) {
    const person = people.get(row.userId) ?? {
      email: row.email,
      roles: [],
      works: row.limited === null || row.here !== null,
    };
    person.roles.push(row.role);
    people.set(row.userId, person);
  }
  return [...people.values()]
    .filter((person) => {
      const role = highestRole(person.roles);
      if (!role || !ORDER_ROLES.has(role)) return false;
      return role === 'owner' || person.works;
    })
    .map((person) => person.email)
    .sort();
}

type Waiting = {
  number: number;
  fullName: string;
  asap: boolean;
  pickupAt: Date;
};

export function unacceptedMail(input: {
  to: string[];
  restaurant: { nameEn: string; slug: string; timezone: string; orderAlertMinutes: number };
  orders: readonly Waiting[];
}): QueuedMail {
  const { restaurant } = input;
  const count = input.orders.length;
  const link = `${siteUrl()}/admin/orders?location=${restaurant.slug}`;
  return {
    kind: 'order-unaccepted',
    to: input.to,
    subject:
      count === 1
        ? `${BRAND.name.en}: order #${input.orders[0]!.number} at ${restaurant.nameEn} is not accepted yet`
        : `${BRAND.name.en}: ${count} orders at ${restaurant.nameEn} are not accepted yet`,
    text: [
      `${count === 1 ? 'This order has' : 'These orders have'} waited in New on the kitchen's screen for over ${restaurant.orderAlertMinutes} minutes without being accepted:`,
      '',
      ...input.orders.map(
        (order) =>
          `#${order.number}  ${order.fullName}  pickup ${order.asap ? 'as soon as possible, ' : ''}${formatPickupTime(order.pickupAt, restaurant.timezone, 'en')}`,
      ),
      '',
      `Open the orders: ${link}`,
      'The guest waits for the restaurant to accept. If an order cannot be made, cancel it with a reason: the guest is e-mailed.',
      '',
      `You receive this because you work with ${restaurant.nameEn}'s orders. The time is set in Locations, under ordering.`,
    ].join('\n'),
  };
}

/**
 * E-mails the staff of each restaurant about its orders that wait past the restaurant's limit,
 * and flags them; returns the restaurants whose boards changed.
 */
export async function alertUnacceptedOrders(db: Db, now = new Date()): Promise<string[]> {
  return db.transaction(async (tx) => {
    const dueSince = sql`greatest(${orders.receivedAt}, ${orders.pickupAt} - ${locations.prepMinutes} * interval '1 minute')`;
    const late = await tx
      .select({ id: orders.id })
      .from(orders)
      .innerJoin(locations, eq(locations.id, orders.locationId))
      .where(
        and(
          eq(orders.status, 'received'),
          isNull(orders.staffAlertedAt),
          isNotNull(orders.receivedAt),
          gt(orders.receivedAt, new Date(now.getTime() - LOOK_BACK_MS)),
          sql`${dueSince} + ${locations.orderAlertMinutes} * interval '1 minute' <= ${now.toISOString()}::timestamptz`,
        ),
      )
      .for('update', { of: orders, skipLocked: true });
    if (late.length === 0) return [];
    const flagged = await tx
      .update(orders)
      .set({
        staffAlertedAt: now,
        // The boards' live feed carries what changed since it last looked: the flag too.
        updatedAt: sql`greatest(${now.toISOString()}::timestamptz, ${orders.updatedAt} + interval '1 millisecond')`,
      })
      .where(
        and(
          inArray(
            orders.id,
            late.map((row) => row.id),
          ),
          isNull(orders.staffAlertedAt),
        ),
      )
      .returning();
    const byRestaurant = Map.groupBy(flagged, (order) => order.locationId);
    for (const [locationId, waiting] of byRestaurant) {
      const [restaurant] = await tx.select().from(locations).where(eq(locations.id, locationId));
      const to = await orderStaffOf(tx, locationId);
      if (!restaurant || to.length === 0) continue;
      await enqueueMail(tx, [
        unacceptedMail({
          to,
          restaurant,
          orders: waiting.sort((a, b) => a.number - b.number),
        }),
      ]);
    }
    return [...byRestaurant.keys()];
  });
}
