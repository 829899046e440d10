import { asCents, sumCents, type Cents } from '@/lib/money';

/**
 * The money of an order past its lines, in one order that every screen, e-mail, ticket and payment
 * repeats (ADR 0029): the subtotal (the lines as the server priced them); a promo code's discount,
 * taken off the subtotal and never more than it; a loyalty reward, off what the code left (ADR
 * 0033); tax on what is left; the guest's tip, on the
 * subtotal before the discount (the kitchen's pay is not the brand's promotion); the total. Every
 * amount is whole cents, each rounded once, halves up.
 */

/** A promo code's reduction: a share of the subtotal, or an amount off it. */
export type Discount = { kind: 'percent'; percent: number } | { kind: 'amount'; amount: Cents };

/** What the guest chose to tip: nothing, a share of the subtotal, or an amount of their own. */
export type Tip =
  { kind: 'none' } | { kind: 'percent'; percent: number } | { kind: 'amount'; amount: Cents };

/** The least a card is charged, in cents (Stripe's minimum in US dollars). */
export const CARD_MINIMUM = 50;

/** A tip is at most all of the subtotal, and never more than this (cents). */
export const TIP_MAX_PERCENT = 100;
export const TIP_MAX_CENTS = 500_00;

export type OrderAmounts = {
  subtotal: Cents;
  /** All taken off the subtotal: the promo code's and the reward's. */
  discount: Cents;
  /** The reward's part of `discount`. */
  rewardDiscount: Cents;
  tax: Cents;
  tip: Cents;
  total: Cents;
};

/** A share of an amount, to the cent, halves rounded up (percent to a thousandth). */
export function percentOf(amount: Cents, percent: number): Cents {
  // In thousandths of a percent, so that 6% of $12.50 is 75 cents exactly, not 74.99999.
  const hundredThousandths = amount * Math.round(percent * 1000);
  return asCents(Math.round(hundredThousandths / 100_000));
}

/** What a discount takes off a subtotal: at most the whole subtotal, never below nothing. */
export function discountOn(subtotal: Cents, discount: Discount | null): Cents {
  if (!discount) return asCents(0);
  const off = discount.kind === 'percent' ? percentOf(subtotal, discount.percent) : discount.amount;
  return asCents(Math.min(Math.max(off, 0), subtotal));
}

/** Why a tip cannot be taken (not a number of cents, below nothing, over all of the subtotal or
 * over the cap), or null. */
export function tipProblem(subtotal: Cents, tip: Tip): 'invalid' | 'negative' | 'too-large' | null {
  if (tip.kind === 'none') return null;
  const value = tip.kind === 'percent' ? tip.percent : tip.amount;
  if (!Number.isFinite(value) || (tip.kind === 'amount' && !Number.isSafeInteger(value)))
    return 'invalid';
  if (value < 0) return 'negative';
  if (tip.kind === 'percent' && tip.percent > TIP_MAX_PERCENT) return 'too-large';
  const amount = tipOn(subtotal, tip);
  return amount > TIP_MAX_CENTS || (tip.kind === 'amount' && amount > subtotal)
    ? 'too-large'
    : null;
}

/** A tip in cents, on the subtotal before any discount. */
export function tipOn(subtotal: Cents, tip: Tip): Cents {
  if (tip.kind === 'none') return asCents(0);
  return tip.kind === 'percent' ? percentOf(subtotal, tip.percent) : tip.amount;
}

/**
 * An order's amounts from its subtotal, the restaurant's tax rate (0 where it charges none), a
 * promo code's discount, a reward's value (taken off what the code left, never below nothing)
 * and the guest's tip (checked with tipProblem first).
 */
export function orderAmounts({
  subtotal,
  taxRatePercent,
  discount = null,
  reward = asCents(0),
  tip = { kind: 'none' },
}: {
  subtotal: Cents;
  taxRatePercent: number;
  discount?: Discount | null;
  reward?: Cents;
  tip?: Tip;
}): OrderAmounts {
  const promo = discountOn(subtotal, discount);
  const rewardOff = asCents(Math.min(Math.max(reward, 0), subtotal - promo));
  const off = asCents(promo + rewardOff);
  const tax = percentOf(asCents(subtotal - off), taxRatePercent);
  const tipped = tipOn(subtotal, tip);
  return {
    subtotal,
    discount: off,
    rewardDiscount: rewardOff,
    tax,
    tip: tipped,
    total: sumCents([subtotal, asCents(-off), tax, tipped]),
  };
}

/** One line of an order's money as every screen, e-mail and ticket shows it. */
export type AmountLine = {
  key: 'subtotal' | 'discount' | 'reward' | 'tax' | 'tip' | 'total';
  amount: Cents;
};

/** Whether a line is an amount taken off (shown as "−$5.00"). */
export const takesOff = (key: AmountLine['key']) => key === 'discount' || key === 'reward';

/**
 * An order's money, line by line, in the order ADR 0029 computes it: the subtotal, the promo
 * code's discount and the reward's (each when there is one, as an amount taken off), the tax, the
 * tip (when there is one) and the total.
 */
export function amountLines(
  amounts: Pick<OrderAmounts, 'subtotal' | 'tax' | 'total'> & Partial<OrderAmounts>,
): AmountLine[] {
  const {
    subtotal,
    discount = asCents(0),
    rewardDiscount = asCents(0),
    tax,
    tip = asCents(0),
    total,
  } = amounts;
  const promo = asCents(discount - rewardDiscount);
  return [
    { key: 'subtotal', amount: subtotal },
    ...(promo > 0 ? [{ key: 'discount' as const, amount: promo }] : []),
    ...(rewardDiscount > 0 ? [{ key: 'reward' as const, amount: rewardDiscount }] : []),
    { key: 'tax', amount: tax },
    ...(tip > 0 ? [{ key: 'tip' as const, amount: tip }] : []),
    { key: 'total', amount: total },
  ];
}

/**
 * The brand's fee on an order paid into a restaurant's own account (Stripe's application fee): a
 * share of the food less its discount; the tax is the state's and the tip the staff's (ADR 0029).
 */
export function brandFeeOn(subtotal: Cents, discount: Cents, percent: number): Cents {
  return percent > 0 ? percentOf(asCents(subtotal - discount), percent) : asCents(0);
}
