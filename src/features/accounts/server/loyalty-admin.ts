import 'server-only';
import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/client';
import { loyaltyRewards, menuItems, orders } from '@/server/db/schema';
import { Refusal } from '@/server/refusal';
import type { Cents } from '@/lib/money';
import type { RewardKind } from '@/lib/enums';
import { pointsExpiryOf } from './points-expiry';
import {
  addPoints,
  lockAccountOf,
  pointsBalance,
  pointsHistory,
  readLoyaltyRules,
  type PointsEntry,
} from './points';

/**
 * The owners' side of loyalty points (Console → Loyalty): the rewards offered, a guest's balance
 * and ledger found by their address, and an adjustment with its reason (audited by its action).
 */

export type RewardInput = {
  id?: string;
  points: number;
  kind: RewardKind;
  amountOff: Cents | null;
  menuItemId: string | null;
  active: boolean;
};

/** A reward made or changed; a dish reward names a dish of the menu. */
export async function saveReward(tx: DbOrTx, input: RewardInput) {
  if (input.menuItemId) {
    const [dish] = await tx
      .select({ id: menuItems.id })
      .from(menuItems)
      .where(eq(menuItems.id, input.menuItemId));
    if (!dish)
      throw new Refusal('admin.loyalty.dishRequired', { menuItemId: 'admin.loyalty.dishRequired' });
  }
  const { id, ...values } = input;
  if (id) {
    const [before] = await tx.select().from(loyaltyRewards).where(eq(loyaltyRewards.id, id));
    if (!before) throw new Refusal('admin.errors.notFound');
    const [after] = await tx
      .update(loyaltyRewards)
      .set(values)
      .where(eq(loyaltyRewards.id, id))
      .returning();
    return { before, after: after! };
  }
  const [after] = await tx.insert(loyaltyRewards).values(values).returning();
  return { before: null, after: after! };
}

/** A reward taken off the list (orders that used it keep their discount and ledger rows). */
export async function deleteReward(tx: DbOrTx, id: string) {
  const [removed] = await tx.delete(loyaltyRewards).where(eq(loyaltyRewards.id, id)).returning();
  if (!removed) throw new Refusal('admin.errors.notFound');
  return removed;
}

/** The dishes a reward may free: the menu's, by name. */
export function rewardDishes(db: DbOrTx) {
  return db
    .select({ id: menuItems.id, name: menuItems.nameEn })
    .from(menuItems)
    .orderBy(asc(menuItems.nameEn));
}

/** A guest's points as the console shows them: the ledger with each order's number. */
export type GuestPoints = {
  email: string;
  balance: number;
  expiresAt: Date | null;
  history: (PointsEntry & { orderNumber: number | null })[];
};

/** The points of the account of an address; null when there is no account. */
export async function guestPoints(db: DbOrTx, email: string): Promise<GuestPoints | null> {
  const account = await lockAccountOf(db, { email }, { lock: false });
  if (!account) return null;
  const [balance, history, rules] = [
    await pointsBalance(db, account.id),
    await pointsHistory(db, account.id),
    await readLoyaltyRules(db),
  ];
  const orderIds = history.flatMap((entry) => (entry.orderId ? [entry.orderId] : []));
  const numbers = orderIds.length
    ? await db
        .select({ id: orders.id, number: orders.number })
        .from(orders)
        .where(inArray(orders.id, orderIds))
    : [];
  const numberOf = new Map(numbers.map((row) => [row.id, row.number]));
  return {
    email: account.email,
    balance,
    expiresAt: balance > 0 ? await pointsExpiryOf(db, account, rules) : null,
    history: history.map((entry) => ({
      ...entry,
      orderNumber: entry.orderId ? (numberOf.get(entry.orderId) ?? null) : null,
    })),
  };
}

/**
 * An owner's adjustment of a guest's points, either way, with its reason; refused for an address
 * without an account. The balance may not go below nothing.
 */
export async function adjustPoints(
  tx: DbOrTx,
  input: { email: string; points: number; reason: string },
  by: string | null,
) {
  const account = await lockAccountOf(tx, { email: input.email });
  if (!account) throw new Refusal('admin.loyalty.noAccount', { email: 'admin.loyalty.noAccount' });
  const balance = await pointsBalance(tx, account.id);
  if (balance + input.points < 0) {
    throw new Refusal(
      'admin.loyalty.belowZero',
      { points: 'admin.loyalty.belowZero' },
      { balance },
    );
  }
  await addPoints(tx, {
    accountId: account.id,
    points: input.points,
    reason: 'adjusted',
    note: input.reason,
    byEmail: by,
  });
  return { accountId: account.id, before: balance, after: balance + input.points };
}
