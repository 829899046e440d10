'use client';

import { useSyncExternalStore } from 'react';
import { EMPTY_CART, cartText, parseCart, type StoredCart } from '@/features/ordering/rules/cart';
import { CART_STORAGE_KEY } from '@/lib/cart-storage';

/**
 * The guest's cart in the browser's storage: it outlives a reload and a move between pages, and
 * every open tab of the site sees the same one (the storage event). Before the page's scripts run
 * (and in the server's render) there is none.
 */

const KEY = CART_STORAGE_KEY;
const listeners = new Set<() => void>();
let lastText: string | null = null;
let lastCart: StoredCart = EMPTY_CART;
/** The cart when the browser refuses storage. */
let memory: string | null = null;

function read(): StoredCart {
  let text: string | null = null;
  try {
    text = window.localStorage.getItem(KEY);
  } catch {
    // Storage refused (a private window's quota, a policy): the cart lives as long as the page.
    text = memory;
  }
  if (text !== lastText) {
    lastText = text;
    lastCart = parseCart(text);
  }
  return lastCart;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const fromOtherTab = (event: StorageEvent) => {
    if (event.key === KEY || event.key === null) listener();
  };
  window.addEventListener('storage', fromOtherTab);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', fromOtherTab);
  };
}

/** Keeps the cart (none: clears it) and tells every component showing it. */
export function writeCart(cart: StoredCart): void {
  const text = cartText(cart);
  try {
    if (text === null) window.localStorage.removeItem(KEY);
    else window.localStorage.setItem(KEY, text);
  } catch {
    memory = text;
  }
  for (const listener of listeners) listener();
}

export function useCart(): StoredCart {
  return useSyncExternalStore(subscribe, read, () => EMPTY_CART);
}
