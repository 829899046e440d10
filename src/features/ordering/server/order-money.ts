import 'server-only';
import type { Language, PaymentMethod } from '@/lib/enums';
import type { Cents } from '@/lib/money';
import { formatPrice } from '@/lib/format';
import {
  CARD_MINIMUM,
  orderAmounts,
  tipProblem,
  type OrderAmounts,
  type Tip,
} from '@/features/ordering/rules/order-amounts';
import type { DbOrTx } from '@/server/db/client';
import { Refusal } from '@/server/refusal';
import { applyCode, type AppliedCode } from './promo-codes';
import { quoteReward, type RewardQuote } from '@/features/accounts/server';
import type { PricedLine } from '@/features/ordering/rules/orders';
import { asCents } from '@/lib/money';
import { discountOn } from '@/features/ordering/rules/order-amounts';

/**
 * An order's money past its lines, as placing checks it (ADR 0029): the guest's promo code under
 * its lock, the tip, and the amounts they give; refused when the total is not the one the guest
 * was shown.
 */

const TIP_REFUSALS = {
  invalid: 'pickup.errors.tipInvalid',
  negative: 'pickup.errors.tipNegative',
  'too-large': 'pickup.errors.tipTooLarge',
} as const;

/**
 * The guest's tip checked against the restaurant: taken with a card payment where tips are on,
 * one of the shares it offers or an amount, never below nothing, over the subtotal or over $500.
 */
function checkTip(
  tip: Tip,
  subtotal: Cents,
  paymentMethod: PaymentMethod,
  restaurant: { tipsEnabled: boolean; tipPercents: readonly number[] },
): void {
  if (tip.kind === 'none') return;
  const field = { tip: 'pickup.errors.tipNotTaken' };
  if (paymentMethod !== 'card' || !restaurant.tipsEnabled) {
    throw new Refusal('pickup.errors.tipNotTaken', field);
  }
  const problem = tipProblem(subtotal, tip);
  if (problem) throw new Refusal(TIP_REFUSALS[problem], { tip: TIP_REFUSALS[problem] });
  if (tip.kind === 'percent' && !restaurant.tipPercents.includes(tip.percent)) {
    throw new Refusal('pickup.errors.tipInvalid', { tip: 'pickup.errors.tipInvalid' });
  }
}

/** Each dish of the order with its price before extras (a dish reward frees one of them). */
function dishesOf(lines: readonly PricedLine[], dishIds: ReadonlyMap<string, string>) {
  return lines.flatMap((line) => {
    const menuItemId = line.kind === 'item' ? dishIds.get(line.key) : undefined;
    if (!menuItemId) return [];
    const extras = line.options.reduce((sum, option) => sum + option.price, 0);
    return [{ menuItemId, price: asCents(line.unitPrice - extras) }];
  });
}

/**
 * The reward a checkout asks for, quoted under its account's lock: only a signed-in guest
 * spends points; null when none was asked for.
 */
async function rewardOf(
  tx: DbOrTx,
  checkout: { reward?: string | null; email: string; language: Language },
  order: { left: Cents; lines: readonly PricedLine[]; dishIds: ReadonlyMap<string, string> },
  guestAccountId: string | null,
  now: Date,
): Promise<RewardQuote | null> {
  if (!checkout.reward) return null;
  if (!guestAccountId) {
    throw new Refusal('pickup.errors.rewardSignIn', { reward: 'pickup.errors.rewardSignIn' });
  }
  return quoteReward(
    tx,
    { ...checkout, accountId: guestAccountId, rewardId: checkout.reward },
    { left: order.left, dishes: dishesOf(order.lines, order.dishIds) },
    now,
  );
}

/** The amounts of an order being placed, the code it uses and the reward it spends (null: none). */
export async function placedAmounts(
  tx: DbOrTx,
  checkout: {
    email: string;
    language: Language;
    paymentMethod: PaymentMethod;
    tip?: Tip;
    promoCode?: string | null;
    reward?: string | null;
    expectedTotal?: Cents | null;
  },
  { subtotal, lines }: { subtotal: Cents; lines: readonly PricedLine[] },
  dishIds: ReadonlyMap<string, string>,
  restaurant: {
    id: string;
    timezone: string;
    taxRate: number;
    tipsEnabled: boolean;
    tipPercents: readonly number[];
  },
  guestAccountId: string | null,
  now: Date,
): Promise<{ amounts: OrderAmounts; code: AppliedCode | null; reward: RewardQuote | null }> {
  const tip = checkout.tip ?? { kind: 'none' };
  checkTip(tip, subtotal, checkout.paymentMethod, restaurant);
  const code = checkout.promoCode
    ? await applyCode(
        tx,
        checkout.promoCode,
        {
          subtotal,
          locationId: restaurant.id,
          timeZone: restaurant.timezone,
          email: checkout.email,
          language: checkout.language,
          lock: true,
        },
        now,
      )
    : null;
  const left = asCents(subtotal - discountOn(subtotal, code?.discount ?? null));
  const reward = await rewardOf(tx, checkout, { left, lines, dishIds }, guestAccountId, now);
  const amounts = orderAmounts({
    subtotal,
    taxRatePercent: restaurant.taxRate,
    discount: code?.discount ?? null,
    reward: reward?.off,
    tip,
  });
  if (checkout.paymentMethod === 'card' && amounts.total < CARD_MINIMUM) {
    // Stripe charges no card less than this (a code that takes off all of the order, say).
    throw new Refusal('pickup.errors.cardTooSmall', {
      paymentMethod: 'pickup.errors.cardTooSmall',
    });
  }
  if (checkout.expectedTotal != null && checkout.expectedTotal !== amounts.total) {
    throw new Refusal('pickup.errors.totalChanged', undefined, {
      total: formatPrice(amounts.total),
    });
  }
  return { amounts, code, reward };
}
