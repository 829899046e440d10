'use client';

import type { StoredCart } from '@/features/ordering/rules/cart';
import { sumCents, type Cents } from '@/lib/money';
import type { PricedCart } from '@/features/ordering/rules/orders';

/**
 * What a checkout keeps between a click and its answer: the key that makes a retry place one order
 * (kept for the tab, so a reload after a timeout sends the same one), and the cart's prices as the
 * server gave them.
 */

const KEY = 'saba.checkout-key';
/** The key when the browser refuses storage: kept as long as the page. */
let fallback: string | undefined;

function newKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** This tab's checkout key (made once, until an order is placed with it). */
export function checkoutKey(): string {
  try {
    const kept = window.sessionStorage.getItem(KEY);
    if (kept && /^[A-Za-z0-9_-]{16,64}$/.test(kept)) return kept;
    const made = newKey();
    window.sessionStorage.setItem(KEY, made);
    return made;
  } catch {
    return (fallback ??= newKey());
  }
}

/** After an order is placed: the next checkout is a new one. */
export function forgetCheckoutKey(): void {
  fallback = undefined;
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // Nothing kept.
  }
}

export type PriceChange = { name: string; was: Cents; now: Cents };

/** The cart at the prices the server gave, and each line whose price changed since it was added. */
export function pricesNow(
  cart: StoredCart,
  priced: Extract<PricedCart, { ok: true }>,
): { cart: StoredCart; changes: PriceChange[] } {
  const changes: PriceChange[] = [];
  const lines = cart.lines.map((line, index) => {
    const server = priced.lines[index];
    if (!server) return line;
    const unit = sumCents([server.unitPrice, ...server.options.map((option) => option.price)]);
    if (unit === line.unitPrice) return line;
    changes.push({ name: line.name, was: line.unitPrice, now: unit });
    return { ...line, unitPrice: unit };
  });
  return { cart: { ...cart, lines }, changes };
}
