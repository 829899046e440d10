import 'server-only';
import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { OrderStatus, PointsReason } from '@/lib/enums';
import type { Cents } from '@/lib/money';
import type { DbOrTx } from '@/server/db/client';
import { guestAccounts, loyaltyLedger, orders } from '@/server/db/schema';
import { readSettingValue, writeSettingValue } from '@/server/db/setting-value';
import {
  DEFAULT_LOYALTY_RULES,
  earnsForAccount,
  GUEST_EARN_WINDOW_DAYS,
  pointsFor,
  pointsTakenBack,
  type LoyaltyRules,
} from '../rules/points';

/**
 * A guest's points: the owners' rules, and the ledger every change goes through. An order's
 * points follow the order (`settleOrderPoints`, after each of its moves and refunds): earned once
 * it is picked up, their share taken back with each refund, spent points given back when it is
 * cancelled. Every write takes the account's row lock first, as spending does (rewards.ts), so a
 * balance read under it is the balance.
 */

export const LOYALTY_KEY = 'loyalty';

export async function readLoyaltyRules(db: DbOrTx): Promise<LoyaltyRules> {
  const stored = (await readSettingValue(db, LOYALTY_KEY)) as Partial<LoyaltyRules> | undefined;
  return { ...DEFAULT_LOYALTY_RULES, ...stored };
}

export function writeLoyaltyRules(tx: DbOrTx, rules: LoyaltyRules, by: string | null) {
  return writeSettingValue(tx, LOYALTY_KEY, rules, by);
}

/**
 * The account of an address or id; its row locked until the transaction ends unless `lock` is
 * false (a screen's read); null when none.
 */
export async function lockAccountOf(
  tx: DbOrTx,
  where: { email: string } | { id: string },
  { lock = true } = {},
): Promise<{ id: string; email: string; createdAt: Date } | null> {
  const query = tx
    .select({
      id: guestAccounts.id,
      email: guestAccounts.email,
      createdAt: guestAccounts.createdAt,
    })
    .from(guestAccounts)
    .where(
      'id' in where
        ? eq(guestAccounts.id, where.id)
        : sql`lower(${guestAccounts.email}) = ${where.email.trim().toLowerCase()}`,
    );
  const [account] = lock ? await query.for('update') : await query;
  return account ?? null;
}

/** An account's balance: the sum of its ledger (read under its lock to spend it). */
export async function pointsBalance(db: DbOrTx, accountId: string): Promise<number> {
  const [row] = await db
    .select({ sum: sql<string>`coalesce(sum(${loyaltyLedger.points}), 0)` })
    .from(loyaltyLedger)
    .where(eq(loyaltyLedger.accountId, accountId));
  return Number(row?.sum ?? 0);
}

export async function addPoints(
  tx: DbOrTx,
  entry: {
    accountId: string;
    points: number;
    reason: PointsReason;
    orderId?: string | null;
    note?: string | null;
    byEmail?: string | null;
  },
  now = new Date(),
): Promise<void> {
  if (entry.points === 0) return;
  await tx.insert(loyaltyLedger).values({ ...entry, createdAt: now });
}

/** What an order's settling reads of it. */
export type PointsOrder = {
  id: string;
  email: string;
  status: OrderStatus;
  subtotal: Cents;
  discount: Cents;
  refunded: Cents;
  total: Cents;
  createdAt: Date;
};

/** An order's points so far, by reason. */
async function orderPoints(tx: DbOrTx, orderId: string) {
  const rows = await tx
    .select({ reason: loyaltyLedger.reason, points: sql<string>`sum(${loyaltyLedger.points})` })
    .from(loyaltyLedger)
    .where(eq(loyaltyLedger.orderId, orderId))
    .groupBy(loyaltyLedger.reason);
  const of = (reason: PointsReason) =>
    Number(rows.find((row) => row.reason === reason)?.points ?? 0);
  return {
    hasEarned: rows.some((row) => row.reason === 'earned'),
    earned: of('earned'),
    takenBack: -of('refunded'),
    spent: -of('redeemed'),
    returned: of('returned'),
  };
}

/**
 * Brings an order's points up to date with it, once per change: a picked-up order of an account's
 * address earns (placed while the account existed or at most 30 days before it was made, while
 * the program is on); a refund takes back its share of what was earned; a cancelled order gives
 * back the points it spent. Nothing for an address without an account.
 */
export async function settleOrderPoints(
  tx: DbOrTx,
  order: PointsOrder,
  now = new Date(),
): Promise<void> {
  const account = await lockAccountOf(tx, { email: order.email });
  if (!account) return;
  const so = await orderPoints(tx, order.id);
  const base = { accountId: account.id, orderId: order.id };
  let earned = so.earned;
  if (
    !so.hasEarned &&
    order.status === 'picked_up' &&
    earnsForAccount(order.createdAt, account.createdAt)
  ) {
    const rules = await readLoyaltyRules(tx);
    if (rules.enabled) {
      earned = pointsFor((order.subtotal - order.discount) as Cents, rules.pointsPerDollar);
      await addPoints(tx, { ...base, points: earned, reason: 'earned' }, now);
    }
  }
  const owed = pointsTakenBack(earned, order.refunded, order.total) - so.takenBack;
  if (owed > 0) await addPoints(tx, { ...base, points: -owed, reason: 'refunded' }, now);
  if (order.status === 'cancelled' && so.spent > so.returned) {
    await addPoints(tx, { ...base, points: so.spent - so.returned, reason: 'returned' }, now);
  }
}

/**
 * A new account's orders of the last 30 days, placed as a guest before it was made: each
 * picked up earns now (and loses the share of any refund), as if the account had been there.
 */
export async function earnPastOrders(tx: DbOrTx, email: string, now = new Date()): Promise<void> {
  const since = new Date(now.getTime() - GUEST_EARN_WINDOW_DAYS * 24 * 60 * 60_000);
  const past = await tx
    .select({
      id: orders.id,
      email: orders.email,
      status: orders.status,
      subtotal: orders.subtotal,
      discount: orders.discount,
      refunded: orders.refunded,
      total: orders.total,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .where(
      and(
        sql`lower(${orders.email}) = ${email.trim().toLowerCase()}`,
        eq(orders.status, 'picked_up'),
        gte(orders.createdAt, since),
      ),
    );
  for (const order of past) await settleOrderPoints(tx, order, now);
}

/** One change as the account page and the console list it, newest first. */
export type PointsEntry = {
  id: string;
  points: number;
  reason: PointsReason;
  orderId: string | null;
  note: string | null;
  at: Date;
};

export const POINTS_HISTORY_SHOWN = 100;

export async function pointsHistory(db: DbOrTx, accountId: string): Promise<PointsEntry[]> {
  return db
    .select({
      id: loyaltyLedger.id,
      points: loyaltyLedger.points,
      reason: loyaltyLedger.reason,
      orderId: loyaltyLedger.orderId,
      note: loyaltyLedger.note,
      at: loyaltyLedger.createdAt,
    })
    .from(loyaltyLedger)
    .where(eq(loyaltyLedger.accountId, accountId))
    .orderBy(desc(loyaltyLedger.createdAt), desc(loyaltyLedger.id))
    .limit(POINTS_HISTORY_SHOWN);
}

/** Whether an order has a ledger row of this reason (the order page: earned, spent). */
export async function orderLedger(db: DbOrTx, orderId: string) {
  const rows = await db
    .select({ reason: loyaltyLedger.reason, points: loyaltyLedger.points })
    .from(loyaltyLedger)
    .where(and(eq(loyaltyLedger.orderId, orderId)));
  const sum = (reason: PointsReason) =>
    rows.filter((row) => row.reason === reason).reduce((total, row) => total + row.points, 0);
  return { earned: sum('earned'), spent: -sum('redeemed'), takenBack: -sum('refunded') };
}
