import { asCents, sumCents, timesCents, type Cents } from '@/lib/money';
import { jsonObject } from '@/lib/json-object';
import type { ServingTime } from '@/features/menu';
import type { DishFactLabels } from '@/lib/dish-facts';
import { LINE_NOTE_MAX, ORDER_LINES_MAX, ORDER_QUANTITY_MAX, taxOn, type CartLine } from './orders';

/**
 * A guest's cart, kept in their browser between pages and reloads: one restaurant's lines, each
 * with what the guest was shown when they added it (names, prices). Those prices only draw the
 * cart; the server prices the order (features/ordering/rules/orders.ts) and the checkout shows what changed.
 */

/** An option of a dish as the ordering page offers it (in the page's language). */
export type OrderingOption = { id: string; name: string; price: Cents; soldOut: boolean };

export type OrderingGroup = {
  name: string;
  required: boolean;
  /** The fewest and most choices (a required group's fewest is at least one). */
  min: number;
  max: number;
  options: OrderingOption[];
};

/** The size a dish's photo is drawn at on the ordering page, at most (a card's, its dialog's). */
export const DISH_PHOTO_PX = 96;

/**
 * A dish's photo as the image optimizer serves it at DISH_PHOTO_PX (its copies for one and two
 * device pixels to one), worked out on the server: the page's script draws it without the
 * framework's image module.
 */
export type DishPhotoSource = { src: string; srcSet?: string };

/** A dish or a combo on the ordering page. */
export type OrderingDish = {
  kind: CartLine['kind'];
  /** The dish's slug or the combo's id. */
  key: string;
  name: string;
  description: string;
  price: Cents;
  soldOut: boolean;
  groups: OrderingGroup[];
  /** Its photo (a dish's; a combo has none). */
  photo: DishPhotoSource | null;
  /** What it suits and contains, as its menu shows it (none for a combo). */
  facts: DishFactLabels | null;
  /** When it is served, when only at some times ("Served 7 AM–11 AM"). */
  served?: string | null;
  /** Its own and its category's serving times, for the page to say whether it is served now. */
  serving?: ServingTime[] | null;
};

export type OrderingMenu = {
  categories: {
    slug: string;
    title: string;
    /** When its dishes are served, when only at some times. */
    served?: string | null;
    dishes: OrderingDish[];
  }[];
  combos: OrderingDish[];
};

/** A line of the cart: what it names for the server, and what the guest was shown. */
export type CartEntry = {
  kind: CartLine['kind'];
  key: string;
  optionIds: string[];
  quantity: number;
  note: string;
  name: string;
  optionNames: string[];
  /** One of it, with its options, as shown when added (or as the checkout last priced it). */
  unitPrice: Cents;
};

export type StoredCart = { restaurant: string; lines: CartEntry[] };

export const EMPTY_CART: StoredCart = { restaurant: '', lines: [] };

/**
 * The shape of a kept cart. 2: prices in whole cents (1: in dollars). A cart kept in another shape
 * is not read, so that no price is misread by a hundredfold.
 */
export const CART_VERSION = 2;

/** A cart as the browser keeps it (none: nothing to keep). */
export function cartText(cart: StoredCart): string | null {
  return cart.lines.length > 0 ? JSON.stringify({ version: CART_VERSION, ...cart }) : null;
}

const isText = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value.length <= max;

function entryOf(value: unknown): CartEntry | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  const ids = Array.isArray(v.optionIds) ? v.optionIds : null;
  const names = Array.isArray(v.optionNames) ? v.optionNames : null;
  if (
    (v.kind !== 'item' && v.kind !== 'combo') ||
    !isText(v.key, 64) ||
    !ids?.every((id) => isText(id, 64)) ||
    !names?.every((name) => isText(name, 200)) ||
    !Number.isInteger(v.quantity) ||
    (v.quantity as number) < 1 ||
    (v.quantity as number) > ORDER_QUANTITY_MAX ||
    !isText(v.note, LINE_NOTE_MAX) ||
    !isText(v.name, 200) ||
    !Number.isSafeInteger(v.unitPrice)
  ) {
    return null;
  }
  return {
    kind: v.kind,
    key: v.key,
    optionIds: ids as string[],
    quantity: v.quantity as number,
    note: v.note,
    name: v.name,
    optionNames: names as string[],
    unitPrice: asCents(v.unitPrice as number),
  };
}

/**
 * A cart as read back from the browser's storage, which anything may have written: lines of the
 * wrong shape are dropped, and a cart that is not one is empty.
 */
export function parseCart(text: string | null): StoredCart {
  if (!text) return EMPTY_CART;
  const value = jsonObject(text);
  if (!value) return EMPTY_CART;
  const { version, restaurant, lines } = value;
  if (version !== CART_VERSION || !isText(restaurant, 64) || !Array.isArray(lines)) {
    return EMPTY_CART;
  }
  const kept = lines
    .slice(0, ORDER_LINES_MAX)
    .map(entryOf)
    .filter((line) => line !== null);
  return kept.length > 0 ? { restaurant, lines: kept } : EMPTY_CART;
}

const sameChoice = (a: CartEntry, b: CartEntry) =>
  a.kind === b.kind &&
  a.key === b.key &&
  a.note === b.note &&
  a.optionIds.length === b.optionIds.length &&
  [...a.optionIds].sort().join() === [...b.optionIds].sort().join();

/**
 * The cart with a line added at a restaurant. The same dish with the same choices and note adds
 * to its line (up to the most one line may hold); a cart of another restaurant is replaced (the
 * page asks the guest first). Null when the cart cannot take it (too many lines).
 */
export function addToCart(
  cart: StoredCart,
  restaurant: string,
  entry: CartEntry,
): StoredCart | null {
  const lines = cart.restaurant === restaurant ? cart.lines : [];
  const same = lines.findIndex((line) => sameChoice(line, entry));
  if (same >= 0) {
    const merged = lines.map((line, index) =>
      index === same
        ? { ...line, quantity: Math.min(line.quantity + entry.quantity, ORDER_QUANTITY_MAX) }
        : line,
    );
    return { restaurant, lines: merged };
  }
  if (lines.length >= ORDER_LINES_MAX) return null;
  return { restaurant, lines: [...lines, entry] };
}

/** The cart with one line's quantity changed (within 1 to the most), or the line removed at 0. */
export function setQuantity(cart: StoredCart, index: number, quantity: number): StoredCart {
  if (quantity < 1) return removeLine(cart, index);
  const bounded = Math.min(Math.floor(quantity), ORDER_QUANTITY_MAX);
  return {
    ...cart,
    lines: cart.lines.map((line, i) => (i === index ? { ...line, quantity: bounded } : line)),
  };
}

export function removeLine(cart: StoredCart, index: number): StoredCart {
  const lines = cart.lines.filter((_, i) => i !== index);
  return lines.length > 0 ? { ...cart, lines } : EMPTY_CART;
}

/** How many dishes the cart holds (every line's quantity). */
export function cartCount(cart: StoredCart): number {
  return cart.lines.reduce((sum, line) => sum + line.quantity, 0);
}

/** The cart's subtotal as shown, tax at the restaurant's rate and total. */
export function cartTotals(cart: StoredCart, taxRatePercent: number) {
  const subtotal = sumCents(cart.lines.map((line) => timesCents(line.unitPrice, line.quantity)));
  const tax = taxOn(subtotal, taxRatePercent);
  return { subtotal, tax, total: sumCents([subtotal, tax]) };
}

/** The lines as the server takes them: what was chosen, never what it costs. */
export function checkoutLines(cart: StoredCart): CartLine[] {
  return cart.lines.map((line) => {
    const note = line.note ? { note: line.note } : {};
    return line.kind === 'item'
      ? {
          kind: 'item',
          slug: line.key,
          quantity: line.quantity,
          optionIds: line.optionIds,
          ...note,
        }
      : { kind: 'combo', id: line.key, quantity: line.quantity, ...note };
  });
}

/** One of a dish with the chosen options, at the prices shown. */
export function unitPriceOf(dish: OrderingDish, optionIds: readonly string[]): Cents {
  const chosen = new Set(optionIds);
  const extras = dish.groups
    .flatMap((group) => group.options)
    .filter((option) => chosen.has(option.id))
    .map((option) => option.price);
  return sumCents([dish.price, ...extras]);
}

/** What keeps a dish's choices from going in the cart: each group's problem, by its place. */
export function choiceProblems(
  dish: OrderingDish,
  optionIds: readonly string[],
): { group: number; problem: 'choose' | 'tooMany' }[] {
  const chosen = new Set(optionIds);
  return dish.groups.flatMap((group, index): { group: number; problem: 'choose' | 'tooMany' }[] => {
    const picked = group.options.filter((option) => chosen.has(option.id)).length;
    if (picked < group.min) return [{ group: index, problem: 'choose' as const }];
    if (picked > group.max) return [{ group: index, problem: 'tooMany' as const }];
    return [];
  });
}
