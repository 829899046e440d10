import 'server-only';
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { BRAND } from '@/lib/brand';
import { formatPrice } from '@/lib/format';
import { sumCents, type Cents } from '@/lib/money';
import { nextDate, previousDate, startOfDate, todayDate } from '@/lib/time-zone';
import type { Db, DbOrTx } from '@/server/db/client';
import {
  auditLog,
  locations,
  orderRefunds,
  orders,
  refundDigests,
  user,
  userRoles,
} from '@/server/db/schema';
import { enqueueMail, type QueuedMail } from '@/server/mail/outbox';

/**
 * Owners hear of every refund staff make, once a day per restaurant: after the restaurant's day
 * has ended (its own clock), one e-mail lists that day's refunds (order, amount, who, why), not
 * one e-mail per refund. A day is marked sent in the same transaction as its e-mail, so that
 * several instances send it once; the two days before today are looked at, in case the site was
 * down when one ended.
 */

type Refund = { number: number; total: Cents; by: string | null; reason: string | null };

/**
 * The refunds made at this restaurant between these instants, in the order they were made: by
 * cancelling a paid order (its total), and from an order's page, in part or whole (part-refunds.ts).
 */
async function refundsBetween(
  db: DbOrTx,
  locationId: string,
  from: Date,
  until: Date,
): Promise<Refund[]> {
  const [cancelled, refunded] = await Promise.all([
    cancellationsBetween(db, locationId, from, until),
    db
      .select({
        number: orders.number,
        total: orderRefunds.amount,
        by: orderRefunds.byEmail,
        reason: orderRefunds.reason,
        at: orderRefunds.createdAt,
      })
      .from(orderRefunds)
      .innerJoin(orders, eq(orders.id, orderRefunds.orderId))
      .where(
        and(
          eq(orders.locationId, locationId),
          gte(orderRefunds.createdAt, from),
          lt(orderRefunds.createdAt, until),
        ),
      ),
  ]);
  return [...cancelled, ...refunded]
    .sort((a, b) => a.at.getTime() - b.at.getTime())
    .map(({ at: _at, ...refund }) => refund);
}

/** The refunds made by cancelling a paid order at this restaurant between these instants. */
function cancellationsBetween(db: DbOrTx, locationId: string, from: Date, until: Date) {
  return db
    .select({
      number: orders.number,
      total: orders.total,
      by: auditLog.actorEmail,
      reason: orders.cancelReason,
      at: auditLog.createdAt,
    })
    .from(auditLog)
    .innerJoin(orders, sql`${orders.id}::text = ${auditLog.entityId}`)
    .where(
      and(
        eq(auditLog.entity, 'order'),
        eq(auditLog.action, 'cancelled'),
        sql`${auditLog.after}->>'paymentStatus' = 'refund_pending'`,
        eq(orders.locationId, locationId),
        gte(auditLog.createdAt, from),
        lt(auditLog.createdAt, until),
      ),
    )
    .orderBy(auditLog.createdAt);
}

export function refundDigestMail(input: {
  to: string[];
  restaurant: string;
  day: string;
  refunds: readonly Refund[];
}): QueuedMail {
  const sum = sumCents(input.refunds.map((refund) => refund.total));
  return {
    kind: 'refund-digest',
    to: input.to,
    subject: `${BRAND.name.en}: ${input.refunds.length} refund${input.refunds.length === 1 ? '' : 's'} at ${input.restaurant} on ${input.day}`,
    text: [
      `Refunds made at ${input.restaurant} on ${input.day} (the restaurant's day), by cancelling`,
      `orders paid by card or from an order's page: ${formatPrice(sum)} in all.`,
      '',
      ...input.refunds.map(
        (refund) =>
          `#${refund.number}  ${formatPrice(refund.total)}  by ${refund.by ?? 'unknown'}: ${refund.reason ?? ''}`,
      ),
      '',
      'Who may refund is set under Settings, Refunds; each refund is in the audit log.',
    ].join('\n'),
  };
}

/** Sends each restaurant's refund e-mail for the days that have ended; returns how many went. */
export async function sendRefundDigests(db: Db, now = new Date()): Promise<number> {
  const owners = await db
    .select({ email: user.email })
    .from(userRoles)
    .innerJoin(user, eq(user.id, userRoles.userId))
    .where(eq(userRoles.role, 'owner'));
  if (owners.length === 0) return 0;
  const restaurants = await db
    .select({ id: locations.id, name: locations.nameEn, timezone: locations.timezone })
    .from(locations);
  let sent = 0;
  for (const restaurant of restaurants) {
    const today = todayDate(now, restaurant.timezone);
    for (const day of [previousDate(previousDate(today)), previousDate(today)]) {
      const from = startOfDate(day, restaurant.timezone);
      const until = startOfDate(nextDate(day), restaurant.timezone);
      sent += await db.transaction(async (tx) => {
        const refunds = await refundsBetween(tx, restaurant.id, from, until);
        const [marked] = await tx
          .insert(refundDigests)
          .values({ locationId: restaurant.id, day, refunds: refunds.length })
          .onConflictDoNothing()
          .returning({ day: refundDigests.day });
        if (!marked || refunds.length === 0) return 0;
        await enqueueMail(tx, [
          refundDigestMail({
            to: owners.map((owner) => owner.email),
            restaurant: restaurant.name,
            day,
            refunds,
          }),
        ]);
        return 1;
      });
    }
  }
  return sent;
}
