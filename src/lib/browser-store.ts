'use client';

import { useSyncExternalStore } from 'react';

/**
 * A value the browser keeps under one key of its local storage: it outlives a reload and a move
 * between pages, and every open tab of the site sees the same one (the storage event). Where the
 * browser refuses storage (a private window's quota, a policy) it lives as long as the page.
 * Before the page's scripts run (and in the server's render) it is `empty`.
 */
export function browserStore<T>({
  key,
  parse,
  text,
  empty,
}: {
  key: string;
  /** The value read back from storage, which anything may have written. */
  parse: (text: string | null) => T;
  /** The value as kept (null: nothing to keep). */
  text: (value: T) => string | null;
  empty: T;
}) {
  const listeners = new Set<() => void>();
  let lastText: string | null = null;
  let last: T = empty;
  let memory: string | null = null;

  function read(): T {
    let kept: string | null = null;
    try {
      kept = window.localStorage.getItem(key);
    } catch {
      kept = memory;
    }
    if (kept !== lastText) {
      lastText = kept;
      last = parse(kept);
    }
    return last;
  }

  function subscribe(listener: () => void) {
    listeners.add(listener);
    const fromOtherTab = (event: StorageEvent) => {
      if (event.key === key || event.key === null) listener();
    };
    window.addEventListener('storage', fromOtherTab);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', fromOtherTab);
    };
  }

  /** Keeps the value (none: clears it) and tells every component showing it. */
  function write(value: T): void {
    const kept = text(value);
    try {
      if (kept === null) window.localStorage.removeItem(key);
      else window.localStorage.setItem(key, kept);
    } catch {
      memory = kept;
    }
    for (const listener of listeners) listener();
  }

  function useValue(): T {
    return useSyncExternalStore(subscribe, read, () => empty);
  }

  return { write, useValue };
}
