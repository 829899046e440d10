import { asCents, type Cents } from '@/lib/money';

/**
 * Loyalty points (issue 48, ADR 0033): what an order earns, what a refund takes back, when a
 * balance expires and what a reward takes off. Owners set the numbers in the console; these are
 * their bounds and the arithmetic every screen and the ledger share.
 */

/** The owners' rules as the console saves them (settings key `loyalty`). */
export type LoyaltyRules = {
  enabled: boolean;
  /** Points for each whole dollar of the subtotal after discounts (not tax, not tip). */
  pointsPerDollar: number;
  /** A balance expires after this many months without an order. */
  expiryMonths: number;
};

export const DEFAULT_LOYALTY_RULES: LoyaltyRules = {
  enabled: false,
  pointsPerDollar: 10,
  expiryMonths: 12,
};

export const POINTS_PER_DOLLAR = { min: 1, max: 100 } as const;
export const EXPIRY_MONTHS = { min: 1, max: 60 } as const;
/** A reward's threshold, in points. */
export const REWARD_POINTS = { min: 10, max: 100_000 } as const;
/** How many rewards the brand offers at most. */
export const REWARDS_MAX = 12;
/** An owner's adjustment, either way, and its reason's length. */
export const ADJUSTMENT_MAX = 100_000;
export const ADJUSTMENT_REASON = { min: 3, max: 200 } as const;
/** An order placed before its guest's account earns when the account is made within this. */
export const GUEST_EARN_WINDOW_DAYS = 30;

/**
 * Points an amount earns: whole dollars and cents alike count (at 10 a dollar, $23.45 earns 234),
 * rounded down: a point is never given for less than it costs.
 */
export function pointsFor(amount: Cents, pointsPerDollar: number): number {
  if (amount <= 0) return 0;
  return Math.floor((amount * pointsPerDollar) / 100);
}

/**
 * What a refund takes back of an order's earned points, in all so far: the same share of them as
 * the refunds are of what was paid, rounded to the nearest point; all of them when all was refunded.
 */
export function pointsTakenBack(earned: number, refunded: Cents, total: Cents): number {
  if (earned <= 0 || refunded <= 0 || total <= 0) return 0;
  if (refunded >= total) return earned;
  return Math.round((earned * refunded) / total);
}

/**
 * Whether an order earns for an account: placed while the account existed, or at most
 * GUEST_EARN_WINDOW_DAYS before it was made.
 */
export function earnsForAccount(orderPlacedAt: Date, accountMadeAt: Date): boolean {
  const window = GUEST_EARN_WINDOW_DAYS * 24 * 60 * 60_000;
  return accountMadeAt.getTime() - orderPlacedAt.getTime() <= window;
}

/** When a balance expires: `months` calendar months after the last order (UTC), same time. */
export function pointsExpireAt(lastOrderAt: Date, months: number): Date {
  const at = new Date(lastOrderAt);
  const day = at.getUTCDate();
  at.setUTCDate(1);
  at.setUTCMonth(at.getUTCMonth() + months);
  // The same day of that month, or its last day (31 January + 1 month: 28 or 29 February).
  const lastDay = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 0)).getUTCDate();
  at.setUTCDate(Math.min(day, lastDay));
  return at;
}

/** A reward the brand offers: an amount off, or one dish free. */
export type Reward =
  | { id: string; points: number; kind: 'amount'; amountOff: Cents }
  | { id: string; points: number; kind: 'dish'; menuItemId: string };

/**
 * What a reward takes off an order: its amount, or the dish's price (one of it, before extras),
 * never more than what is left of the subtotal after a promo code. Null when a dish reward's
 * dish is not in the order.
 */
export function rewardOff(reward: Reward, left: Cents, dishPrice: Cents | null): Cents | null {
  if (reward.kind === 'dish' && dishPrice === null) return null;
  const value = reward.kind === 'amount' ? reward.amountOff : dishPrice!;
  return asCents(Math.max(0, Math.min(value, left)));
}
