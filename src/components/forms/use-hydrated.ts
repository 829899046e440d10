'use client';

import { useSyncExternalStore } from 'react';

const noop = () => () => {};

/** False in the server render (and so for people without JavaScript), true once hydrated. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
}
