'use client';

import { EMPTY_CART, cartText, parseCart, type StoredCart } from '@/features/ordering/rules/cart';
import { browserStore } from '@/lib/browser-store';
import { CART_STORAGE_KEY } from '@/lib/cart-storage';

/**
 * The guest's cart in the browser's storage: it outlives a reload and a move between pages, and
 * every open tab of the site sees the same one. Before the page's scripts run (and in the
 * server's render) there is none.
 */
const store = browserStore<StoredCart>({
  key: CART_STORAGE_KEY,
  parse: parseCart,
  text: cartText,
  empty: EMPTY_CART,
});

/** Keeps the cart (none: clears it) and tells every component showing it. */
export function writeCart(cart: StoredCart): void {
  store.write(cart);
}

export function useCart(): StoredCart {
  return store.useValue();
}
