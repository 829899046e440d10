'use client';

import { useSyncExternalStore } from 'react';
import { browserSupportsWebAuthn } from '@simplewebauthn/browser';

/** Passkeys in the browser, for staff and guests alike: whether this one can use them. */

const noSubscription = () => () => {};

/** Whether this browser can use passkeys; false while rendering on the server. */
export function usePasskeySupport(): boolean {
  return useSyncExternalStore(noSubscription, browserSupportsWebAuthn, () => false);
}

/** Whether the page's script has taken the page over; false while rendering on the server. */
export function useLive(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
