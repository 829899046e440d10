import { asCents, sumCents, type Cents } from '@/lib/money';

/**
 * What a refund of part of a card order gives back (ADR 0029, "Refunds"): a line refunded gives
 * its price (a share of the line when some of its quantity is), less the same share of the promo
 * code's discount, plus the same share of the tax; the tip stays with the staff unless the whole
 * order is refunded. An amount typed by the person is taken as it is. Never more than what is left
 * of the payment; each share rounded once, to the cent, halves up.
 */

/** An order's money as a refund reads it. */
export type RefundableOrder = {
  subtotal: Cents;
  discount: Cents;
  tax: Cents;
  tip: Cents;
  total: Cents;
  /** Refunded so far. */
  refunded: Cents;
};

export type RefundableLine = { id: string; quantity: number; lineTotal: Cents };

/** A line chosen for a refund, and how many of it. */
export type ChosenLine = { lineId: string; quantity: number };

/** `amount × part / whole` to the cent, halves up (nothing of nothing). */
export function shareOf(amount: Cents, part: number, whole: number): Cents {
  if (whole <= 0 || part <= 0) return asCents(0);
  return asCents(Math.floor((2 * amount * part + whole) / (2 * whole)));
}

/** What is left to refund of an order's payment. */
export function refundLeft(order: RefundableOrder): Cents {
  return asCents(Math.max(order.total - order.refunded, 0));
}

export type LinesRefund =
  | { ok: true; food: Cents; discount: Cents; tax: Cents; amount: Cents }
  | { ok: false; problem: 'noLines' | 'unknownLine' | 'tooMany' };

/**
 * The refund of some lines (some of each line's quantity): their price, less their share of the
 * discount, plus their share of the tax, capped at what is left. A line named twice, one the
 * order does not have, or more of a line than was ordered is refused.
 */
export function linesRefund(
  order: RefundableOrder,
  lines: readonly RefundableLine[],
  chosen: readonly ChosenLine[],
): LinesRefund {
  if (chosen.length === 0) return { ok: false, problem: 'noLines' };
  const seen = new Set<string>();
  const food: Cents[] = [];
  for (const pick of chosen) {
    const line = lines.find((candidate) => candidate.id === pick.lineId);
    if (!line || seen.has(pick.lineId)) return { ok: false, problem: 'unknownLine' };
    if (!Number.isInteger(pick.quantity) || pick.quantity < 1 || pick.quantity > line.quantity) {
      return { ok: false, problem: 'tooMany' };
    }
    seen.add(pick.lineId);
    food.push(shareOf(line.lineTotal, pick.quantity, line.quantity));
  }
  const foodTotal = sumCents(food);
  const discount = shareOf(order.discount, foodTotal, order.subtotal);
  const taxable = asCents(foodTotal - discount);
  const tax = shareOf(order.tax, taxable, order.subtotal - order.discount);
  const amount = asCents(Math.min(taxable + tax, refundLeft(order)));
  return { ok: true, food: foodTotal, discount, tax, amount };
}

/**
 * What of an order's money the dashboard counts once refunds are taken off: a refund comes off
 * the sales first (the food, less its discount, with its tax), then off the tip.
 */
export function netOfRefunds(order: Pick<RefundableOrder, 'tip' | 'total' | 'refunded'>): {
  sales: Cents;
  tip: Cents;
} {
  const sales = order.total - order.tip;
  return {
    sales: asCents(Math.max(sales - order.refunded, 0)),
    tip: asCents(order.tip - Math.max(order.refunded - sales, 0)),
  };
}
