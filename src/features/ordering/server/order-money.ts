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

/** The amounts of an order being placed, and the code it uses (null: none). */
export async function placedAmounts(
  tx: DbOrTx,
  checkout: {
    email: string;
    language: Language;
    paymentMethod: PaymentMethod;
    tip?: Tip;
    promoCode?: string | null;
    expectedTotal?: Cents | null;
  },
  subtotal: Cents,
  restaurant: {
    id: string;
    timezone: string;
    taxRate: number;
    tipsEnabled: boolean;
    tipPercents: readonly number[];
  },
  now: Date,
): Promise<{ amounts: OrderAmounts; code: AppliedCode | null }> {
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
  const amounts = orderAmounts({
    subtotal,
    taxRatePercent: restaurant.taxRate,
    discount: code?.discount ?? null,
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
  return { amounts, code };
}
