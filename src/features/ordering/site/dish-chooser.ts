'use client';

import { useSyncExternalStore } from 'react';

/**
 * Which dish's choices are open on the ordering page: its Add buttons (each a small island in
 * the menu the server drew) set it, the board's dialog shows it. One per page.
 */

const listeners = new Set<() => void>();
let chosen: string | null = null;

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Opens a dish's choices (its slug or a combo's id); null closes them. */
export function chooseDish(key: string | null): void {
  chosen = key;
  for (const listener of listeners) listener();
}

export function useChosenDish(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => chosen,
    () => null,
  );
}
