import type { Language } from '@/lib/enums';
import { formatPrice } from '@/lib/format';
import { asCents, sumCents, timesCents, type Cents } from '@/lib/money';
import { percentOf } from './order-amounts';
import { servedAt, servingText, type ServingTime } from '@/features/menu';

/**
 * Pickup orders: what a guest may put in a cart and how the server prices it. The browser's
 * prices and totals are never used: an order is priced here from the restaurant's menu as the
 * database has it at that moment (its own prices and sold-out marks, features/menu/rules/location-menu.ts), and
 * a problem with a line is named so that the guest can see what changed.
 */

/** Lines in one order, and how many of one line (a party's order, with room to spare). */
export const ORDER_LINES_MAX = 40;
export const ORDER_QUANTITY_MAX = 50;
export const LINE_NOTE_MAX = 200;
export const ORDER_NOTE_MAX = 500;
/** Pickup times come in slots of this length; each slot takes a restaurant's set number. */
export const PICKUP_SLOT_MINUTES = 15;
/** How far ahead a pickup time may be chosen. */
export const PICKUP_DAYS_AHEAD = 7;

/** A line of a cart as the browser sends it: a dish (by slug) with its options, or a combo. */
export type CartLine =
  | {
      kind: 'item';
      slug: string;
      quantity: number;
      optionIds: readonly string[];
      note?: string | null;
    }
  | { kind: 'combo'; id: string; quantity: number; note?: string | null };

/** A restaurant's menu as an order is priced from it (features/menu/server/queries.ts menuWithOptionIds). */
export type OrderMenu = {
  dishes: readonly {
    slug: string;
    nameEn: string;
    nameAr: string;
    price: Cents;
    soldOut: boolean;
    /** When it is served (its category's time and its own); none: whenever open. */
    serving?: readonly ServingTime[];
    options: readonly {
      nameEn: string;
      nameAr: string;
      required: boolean;
      minSelect: number;
      maxSelect: number;
      options: readonly {
        id: string;
        nameEn: string;
        nameAr: string;
        priceDelta: Cents;
        soldOut: boolean;
      }[];
    }[];
  }[];
  combos: readonly {
    id: string;
    nameEn: string;
    nameAr: string;
    basePrice: Cents;
    soldOut: boolean;
  }[];
};

export type PricedOption = { id: string; nameEn: string; nameAr: string; price: Cents };

export type PricedLine = {
  kind: CartLine['kind'];
  /** The dish's slug or the combo's id. */
  key: string;
  nameEn: string;
  nameAr: string;
  unitPrice: Cents;
  options: PricedOption[];
  quantity: number;
  note: string | null;
  lineTotal: Cents;
};

/** What is wrong with one line (its place in the cart), as a catalogue key and its values. */
export type LineProblem = {
  line: number;
  message: string;
  values?: Record<string, string | number>;
};

export type PricedCart =
  | { ok: true; lines: PricedLine[]; subtotal: Cents; tax: Cents; total: Cents }
  | { ok: false; problems: LineProblem[] };

/** Tax on a subtotal at a rate in percent, to the cent, halves rounded up. */
export function taxOn(subtotal: Cents, ratePercent: number): Cents {
  return percentOf(subtotal, ratePercent);
}

/**
 * A restaurant's minimum order not reached: the food's subtotal (before a discount or tip) is
 * below it. Said as a problem of the whole cart, with the minimum and what is missing; null when
 * the restaurant has none or the cart reaches it.
 */
export function belowMinimum(subtotal: Cents, minimum: Cents | null): LineProblem | null {
  if (minimum === null || subtotal >= minimum) return null;
  return problem(-1, 'pickup.errors.belowMinimum', {
    minimum: formatPrice(minimum),
    missing: formatPrice(asCents(minimum - subtotal)),
  });
}

function problem(line: number, message: string, values?: LineProblem['values']): LineProblem {
  return values ? { line, message, values } : { line, message };
}

/** A name in the guest's language, for a message about their line. */
type Named = { nameEn: string; nameAr: string };
const nameIn = (thing: Named, language: Language) =>
  language === 'ar' ? thing.nameAr : thing.nameEn;

function priceDish(
  line: Extract<CartLine, { kind: 'item' }>,
  index: number,
  menu: OrderMenu,
  language: Language,
  pickup: WallClock | null,
): PricedLine | LineProblem[] {
  const dish = menu.dishes.find((d) => d.slug === line.slug);
  if (!dish) return [problem(index, 'pickup.errors.unavailable')];
  const name = { name: nameIn(dish, language) };
  if (dish.soldOut) return [problem(index, 'pickup.errors.soldOut', name)];
  const serving = dish.serving ?? [];
  if (pickup && !servedAt(serving, pickup)) {
    return [
      problem(index, 'pickup.errors.notServedThen', {
        ...name,
        hours: servingText(serving, language),
      }),
    ];
  }
  const chosen = new Set(line.optionIds);
  const problems: LineProblem[] = [];
  const options: PricedOption[] = [];
  for (const group of dish.options) {
    const picked = group.options.filter((option) => chosen.has(option.id));
    for (const option of picked) chosen.delete(option.id);
    const least = group.required ? Math.max(1, group.minSelect) : group.minSelect;
    const values = { ...name, group: nameIn(group, language), min: least, max: group.maxSelect };
    if (picked.length < least) problems.push(problem(index, 'pickup.errors.choose', values));
    if (picked.length > group.maxSelect) {
      problems.push(problem(index, 'pickup.errors.tooMany', values));
    }
    for (const option of picked) {
      if (option.soldOut) {
        problems.push(
          problem(index, 'pickup.errors.optionSoldOut', { option: nameIn(option, language) }),
        );
      }
      options.push({
        id: option.id,
        nameEn: option.nameEn,
        nameAr: option.nameAr,
        price: option.priceDelta,
      });
    }
  }
  // An option of another dish, one the restaurant does not serve, or one that does not exist.
  if (chosen.size > 0) problems.push(problem(index, 'pickup.errors.optionInvalid', name));
  if (problems.length > 0) return problems;
  const unit = sumCents([dish.price, ...options.map((option) => option.price)]);
  if (unit < 0) return [problem(index, 'pickup.errors.optionInvalid', name)];
  return {
    kind: 'item',
    key: dish.slug,
    nameEn: dish.nameEn,
    nameAr: dish.nameAr,
    unitPrice: dish.price,
    options,
    quantity: line.quantity,
    note: line.note?.trim() || null,
    lineTotal: timesCents(unit, line.quantity),
  };
}

function priceCombo(
  line: Extract<CartLine, { kind: 'combo' }>,
  index: number,
  menu: OrderMenu,
  language: Language,
): PricedLine | LineProblem[] {
  const combo = menu.combos.find((c) => c.id === line.id);
  if (!combo) return [problem(index, 'pickup.errors.unavailable')];
  if (combo.soldOut)
    return [problem(index, 'pickup.errors.soldOut', { name: nameIn(combo, language) })];
  return {
    kind: 'combo',
    key: combo.id,
    nameEn: combo.nameEn,
    nameAr: combo.nameAr,
    unitPrice: combo.basePrice,
    options: [],
    quantity: line.quantity,
    note: line.note?.trim() || null,
    lineTotal: timesCents(combo.basePrice, line.quantity),
  };
}

/** A restaurant's wall clock: "2027-06-15", "19:00". */
export type WallClock = { date: string; time: string };

/**
 * Prices a cart at a restaurant: each line from the menu as it is now, the subtotal, the tax at
 * the restaurant's rate and the total; or every problem, line by line, and no prices at all.
 */
export function priceCart(
  cart: readonly CartLine[],
  menu: OrderMenu,
  taxRatePercent: number,
  /** The language the guest's messages name dishes in. */
  language: Language = 'en',
  /** The pickup in the restaurant's clock: a dish served at other times is refused. */
  pickup: WallClock | null = null,
): PricedCart {
  if (cart.length === 0) return { ok: false, problems: [problem(-1, 'pickup.errors.empty')] };
  if (cart.length > ORDER_LINES_MAX) {
    return { ok: false, problems: [problem(-1, 'pickup.errors.tooManyLines')] };
  }
  const problems: LineProblem[] = [];
  const lines: PricedLine[] = [];
  cart.forEach((line, index) => {
    if (
      !Number.isInteger(line.quantity) ||
      line.quantity < 1 ||
      line.quantity > ORDER_QUANTITY_MAX
    ) {
      problems.push(problem(index, 'pickup.errors.quantity', { max: ORDER_QUANTITY_MAX }));
      return;
    }
    const priced =
      line.kind === 'item'
        ? priceDish(line, index, menu, language, pickup)
        : priceCombo(line, index, menu, language);
    if (Array.isArray(priced)) problems.push(...priced);
    else lines.push(priced);
  });
  if (problems.length > 0) return { ok: false, problems };
  const subtotal = sumCents(lines.map((line) => line.lineTotal));
  const tax = taxOn(subtotal, taxRatePercent);
  return { ok: true, lines, subtotal, tax, total: sumCents([subtotal, tax]) };
}
