import 'server-only';
import { recordId } from '@/schemas/admin/fields';
import { and, asc, desc, eq, gt, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Role } from '@/lib/enums';
import { Refusal } from '@/server/refusal';
import type { DbOrTx } from '@/server/db/client';
import { locations, orders } from '@/server/db/schema';
import { readyTimeOf, type AcceptChoice } from '@/features/ordering/rules/kitchen-timing';
import { mailGuestAbout } from './notify';
import { linesOf } from './queries';
import { mayRefund, readRefundPolicy } from './refund-policy';
import { moveOrderState, nextOrderState, type OrderMove } from './order-states';
import type { ViewerScope } from '@/lib/location-scope';

/**
 * The kitchen's side of pickup orders: what its screen shows (the orders still to do, and the
 * day's finished ones), what changed since it last looked, and the steps an order goes through:
 * accepted (with a ready time the guest sees), ready (the guest is e-mailed), picked up, or
 * cancelled with a reason. Each step is allowed only from the step before it, so two tablets
 * tapping at once cannot move an order twice.
 */

/** Orders finished (picked up, cancelled) stay on the screen this long; a stream reaches back no further. */
export const KITCHEN_WINDOW_MS = 12 * 60 * 60_000;
/** How many orders one look returns at most (a screen asks again from the newest it got). */
export const KITCHEN_BATCH = 200;

export type KitchenOrder = Awaited<ReturnType<typeof kitchenOrders>>[number];

function scopeOf(locationIds: readonly string[] | null): SQL | undefined {
  return locationIds === null ? undefined : inArray(orders.locationId, [...locationIds]);
}

async function kitchenOrders(
  db: DbOrTx,
  where: SQL | undefined,
  { newestFirst = false, limit = KITCHEN_BATCH } = {},
) {
  const rows = await db
    .select({
      id: orders.id,
      number: orders.number,
      locationId: orders.locationId,
      locationName: locations.nameEn,
      timezone: locations.timezone,
      status: orders.status,
      fullName: orders.fullName,
      phone: orders.phone,
      note: orders.note,
      asap: orders.asap,
      pickupAt: orders.pickupAt,
      readyAt: orders.readyAt,
      receivedAt: orders.receivedAt,
      staffAlertedAt: orders.staffAlertedAt,
      prepMinutes: locations.prepMinutes,
      paymentMethod: orders.paymentMethod,
      paymentStatus: orders.paymentStatus,
      subtotal: orders.subtotal,
      taxRate: orders.taxRate,
      tax: orders.tax,
      discount: orders.discount,
      rewardDiscount: orders.rewardDiscount,
      promoCode: orders.promoCode,
      tip: orders.tip,
      total: orders.total,
      cancelReason: orders.cancelReason,
      createdAt: orders.createdAt,
      updatedAt: orders.updatedAt,
    })
    .from(orders)
    .innerJoin(locations, eq(locations.id, orders.locationId))
    .where(and(where, notInArray(orders.status, ['awaiting_payment'])))
    .orderBy(
      newestFirst ? desc(orders.updatedAt) : asc(orders.updatedAt),
      newestFirst ? desc(orders.id) : asc(orders.id),
    )
    .limit(limit);
  const lines = await linesOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    ...row,
    lines: lines
      .filter((line) => line.orderId === row.id)
      .map((line) => ({
        name: line.nameEn,
        quantity: line.quantity,
        options: line.options.map((option) => option.nameEn),
        note: line.note,
      })),
  }));
}

/**
 * One order as the kitchen sees it (its ticket), when it is at one of `locationIds` (null: any
 * restaurant); null for an order elsewhere, one not yet placed, or an id that names none.
 */
export async function readKitchenOrder(
  db: DbOrTx,
  id: string,
  locationIds: readonly string[] | null,
): Promise<KitchenOrder | null> {
  if (!recordId.safeParse(id).success) return null;
  const [order] = await kitchenOrders(db, and(scopeOf(locationIds), eq(orders.id, id)), {
    limit: 1,
  });
  return order ?? null;
}

/** An order as the kitchen's board draws it: times as ISO text, as the live feed sends them. */
export type BoardOrder = Omit<
  KitchenOrder,
  'pickupAt' | 'readyAt' | 'receivedAt' | 'staffAlertedAt' | 'createdAt' | 'updatedAt'
> & {
  pickupAt: string;
  readyAt: string | null;
  receivedAt: string | null;
  staffAlertedAt: string | null;
  createdAt: string;
  updatedAt: string;
};

export function boardOrder(order: KitchenOrder): BoardOrder {
  return {
    ...order,
    pickupAt: order.pickupAt.toISOString(),
    readyAt: order.readyAt?.toISOString() ?? null,
    receivedAt: order.receivedAt?.toISOString() ?? null,
    staffAlertedAt: order.staffAlertedAt?.toISOString() ?? null,
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
  };
}

/** Finished orders a screen opens with, newest first. */
const FINISHED_SHOWN = 50;

/**
 * What a kitchen screen opens with: every order still to do (the oldest first, up to a page), and
 * the latest of those finished in the last hours.
 */
export async function listKitchenOrders(
  db: DbOrTx,
  locationIds: readonly string[] | null,
  now = new Date(),
) {
  const recent = new Date(now.getTime() - KITCHEN_WINDOW_MS);
  const [open, finished] = await Promise.all([
    kitchenOrders(
      db,
      and(scopeOf(locationIds), inArray(orders.status, ['received', 'accepted', 'ready'])),
    ),
    kitchenOrders(
      db,
      and(
        scopeOf(locationIds),
        inArray(orders.status, ['picked_up', 'cancelled']),
        gt(orders.updatedAt, recent),
      ),
      { newestFirst: true, limit: FINISHED_SHOWN },
    ),
  ]);
  return [...open, ...finished.reverse()];
}

/**
 * The orders changed at or after `since` (the newest change a screen has), oldest first: a
 * screen that lost its connection asks from there and misses none; one it already has comes
 * again only if it changed, and the screen replaces it rather than adding it twice.
 */
export async function kitchenChangesSince(
  db: DbOrTx,
  locationIds: readonly string[] | null,
  since: Date,
) {
  return kitchenOrders(db, and(scopeOf(locationIds), sql`${orders.updatedAt} >= ${since}`));
}

/**
 * New orders waiting for the kitchen at these restaurants (all: null), for the console's menu:
 * those due (not the scheduled ones whose preparation window is still to come); `late`: those
 * flagged as waiting past the restaurant's limit (order-alerts.ts).
 */
export async function countNewOrders(db: DbOrTx, viewer: ViewerScope, now = new Date()) {
  const [row] = await db
    .select({
      waiting: sql<number>`count(*)::int`,
      late: sql<number>`(count(*) filter (where ${orders.staffAlertedAt} is not null))::int`,
    })
    .from(orders)
    .innerJoin(locations, eq(locations.id, orders.locationId))
    .where(
      and(
        scopeOf(viewer.ids),
        eq(orders.status, 'received'),
        sql`greatest(${orders.receivedAt}, ${orders.pickupAt} - ${locations.prepMinutes} * interval '1 minute') <= ${now.toISOString()}::timestamptz`,
      ),
    );
  return { waiting: row?.waiting ?? 0, late: row?.late ?? 0 };
}

/** The kitchen's steps, as moves of the orders' one table (order-states.ts). */
const STEP_MOVES = {
  accepted: 'accept',
  ready: 'ready',
  picked_up: 'pickUp',
  cancelled: 'cancel',
} as const satisfies Record<KitchenStep['to'], OrderMove>;

/** The restaurant an order belongs to (for the action's check of who may act there). */
export async function orderRestaurant(db: DbOrTx, id: string): Promise<string[]> {
  const [row] = await db
    .select({ locationId: orders.locationId })
    .from(orders)
    .where(eq(orders.id, id));
  if (!row) throw new Refusal('admin.errors.notFound');
  return [row.locationId];
}

export type KitchenStep =
  | ({ to: 'accepted' } & AcceptChoice)
  | { to: 'ready' }
  | { to: 'picked_up' }
  | { to: 'cancelled'; reason: string };

/**
 * Moves an order one step, under its row's lock: refused when it is no longer where the person
 * saw it (another tablet moved it first). Accepting sets the ready time (kitchen-timing.ts); the
 * guest is e-mailed when it is accepted, ready or cancelled.
 * Cancelling a paid order refunds it: a kitchen account may do so only within the owners' rule
 * (refund-policy.ts); `by` is the person (their role decides, their address is kept in the
 * order's timeline).
 */
export async function moveOrder(
  tx: DbOrTx,
  id: string,
  step: KitchenStep,
  by: { role: Role | null; email: string | null },
  now = new Date(),
) {
  const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  if (!order) throw new Refusal('admin.errors.notFound');
  const move = STEP_MOVES[step.to];
  if (!nextOrderState(order, move)) throw new Refusal('admin.orders.moved');
  if (
    step.to === 'cancelled' &&
    order.paymentStatus === 'paid' &&
    !mayRefund(by.role, order, await readRefundPolicy(tx))
  ) {
    throw new Refusal('admin.orders.refundNeedsManager');
  }
  let readyAt: Date | undefined;
  if (step.to === 'accepted') {
    const timed = readyTimeOf(order, step, now);
    if ('refused' in timed) throw new Refusal(timed.refused);
    readyAt = timed.readyAt;
  }
  // A paid order cancelled is refunded: asked of Stripe once this is committed (refunds.ts).
  const after = await moveOrderState(
    tx,
    order,
    move,
    {
      updatedAt: now,
      ...(readyAt ? { readyAt } : {}),
      ...(step.to === 'cancelled' ? { cancelReason: step.reason } : {}),
    },
    by.email,
  );
  if (!after) throw new Refusal('admin.orders.moved');
  if (step.to !== 'picked_up') await mailGuestAbout(tx, step.to, after);
  return { before: order, after };
}

/** Pauses a restaurant's online orders for some minutes (0: takes them again now). */
export async function pauseOrdering(tx: DbOrTx, slug: string, minutes: number, now = new Date()) {
  const [row] = await tx
    .update(locations)
    .set({
      orderingPausedUntil: minutes > 0 ? new Date(now.getTime() + minutes * 60_000) : null,
      updatedAt: now,
    })
    .where(eq(locations.slug, slug))
    .returning({ id: locations.id, pausedUntil: locations.orderingPausedUntil });
  if (!row) throw new Refusal('admin.errors.notFound');
  return row;
}
