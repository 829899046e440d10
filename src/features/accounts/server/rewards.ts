import 'server-only';
import { asc, eq } from 'drizzle-orm';
import type { Language } from '@/lib/enums';
import { centsOfDollars, type Cents } from '@/lib/money';
import type { DbOrTx } from '@/server/db/client';
import { loyaltyRewards, menuItems } from '@/server/db/schema';
import { Refusal } from '@/server/refusal';
import { rewardOff, type Reward } from '../rules/points';
import { expireIdlePoints } from './points-expiry';
import { addPoints, lockAccountOf, pointsBalance, readLoyaltyRules } from './points';

/**
 * The rewards the brand offers for points, and spending them at checkout: checked by the server
 * under the account's row lock, so the same points spent from two tabs at once give one reward.
 */

/** A reward as the console and the account page show it: a dish reward with its dish's names. */
export type OfferedReward = Reward & {
  active: boolean;
  nameEn: string | null;
  nameAr: string | null;
  /** A dish reward's dish as a cart names it. */
  slug: string | null;
};

export async function listRewards(
  db: DbOrTx,
  { activeOnly = false } = {},
): Promise<OfferedReward[]> {
  const rows = await db
    .select({
      id: loyaltyRewards.id,
      points: loyaltyRewards.points,
      kind: loyaltyRewards.kind,
      amountOff: loyaltyRewards.amountOff,
      menuItemId: loyaltyRewards.menuItemId,
      active: loyaltyRewards.active,
      nameEn: menuItems.nameEn,
      nameAr: menuItems.nameAr,
      slug: menuItems.slug,
    })
    .from(loyaltyRewards)
    .leftJoin(menuItems, eq(menuItems.id, loyaltyRewards.menuItemId))
    .where(activeOnly ? eq(loyaltyRewards.active, true) : undefined)
    .orderBy(asc(loyaltyRewards.points), asc(loyaltyRewards.id));
  return rows.map(({ kind, amountOff, menuItemId, nameEn, nameAr, slug, ...row }) =>
    kind === 'amount'
      ? {
          ...row,
          kind,
          amountOff: amountOff ?? centsOfDollars(0),
          nameEn: null,
          nameAr: null,
          slug: null,
        }
      : { ...row, kind, menuItemId: menuItemId!, nameEn, nameAr, slug },
  );
}

/** The dishes of an order being placed: each dish's id and its price before extras. */
export type OrderDish = { menuItemId: string; price: Cents };

export type RewardQuote = { accountId: string; rewardId: string; points: number; off: Cents };

/**
 * What a reward takes off an order being placed by a signed-in guest, its account locked until
 * the order is written: refused when the program is off or the reward is no longer offered, when
 * the order's address is not the account's, when the points are not there (after any expiry due),
 * and when a dish reward's dish is not in the order. `left` is the subtotal after a promo code.
 */
export async function quoteReward(
  tx: DbOrTx,
  request: { accountId: string; rewardId: string; email: string; language: Language },
  order: { left: Cents; dishes: readonly OrderDish[] },
  now = new Date(),
): Promise<RewardQuote> {
  const rules = await readLoyaltyRules(tx);
  const reward = rules.enabled
    ? (await listRewards(tx, { activeOnly: true })).find((r) => r.id === request.rewardId)
    : undefined;
  if (!reward)
    throw new Refusal('pickup.errors.rewardUnknown', { reward: 'pickup.errors.rewardUnknown' });
  const account = await lockAccountOf(tx, { id: request.accountId });
  if (!account)
    throw new Refusal('pickup.errors.rewardSignIn', { reward: 'pickup.errors.rewardSignIn' });
  if (account.email.toLowerCase() !== request.email.trim().toLowerCase()) {
    throw new Refusal('pickup.errors.rewardEmail', { email: 'pickup.errors.rewardEmail' });
  }
  await expireIdlePoints(tx, account, rules, now);
  const balance = await pointsBalance(tx, account.id);
  if (balance < reward.points) {
    throw new Refusal(
      'pickup.errors.rewardPoints',
      { reward: 'pickup.errors.rewardPoints' },
      { points: reward.points, balance: Math.max(balance, 0) },
    );
  }
  const dishPrices = order.dishes
    .filter((dish) => reward.kind === 'dish' && dish.menuItemId === reward.menuItemId)
    .map((dish) => dish.price);
  const off = rewardOff(
    reward,
    order.left,
    dishPrices.length ? (Math.min(...dishPrices) as Cents) : null,
  );
  if (off === null) {
    throw new Refusal(
      'pickup.errors.rewardDish',
      { reward: 'pickup.errors.rewardDish' },
      { dish: (request.language === 'ar' ? reward.nameAr : reward.nameEn) ?? '' },
    );
  }
  return { accountId: account.id, rewardId: reward.id, points: reward.points, off };
}

/** The quoted reward's points spent on the order just written (its account still locked). */
export async function spendReward(
  tx: DbOrTx,
  quote: RewardQuote,
  orderId: string,
  now = new Date(),
): Promise<void> {
  await addPoints(
    tx,
    { accountId: quote.accountId, points: -quote.points, reason: 'redeemed', orderId },
    now,
  );
}
