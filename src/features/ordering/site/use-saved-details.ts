'use client';

import { useEffect, type RefObject } from 'react';
import { mayBeSignedIn } from '@/lib/guest-hint';
import { mySavedDetails } from '@/server/browser-actions';

const FIELDS = ['fullName', 'phone', 'email'] as const;

/**
 * A signed-in guest's checkout starts with their saved details (their account's): each field the
 * guest has not typed in yet, and the news box ticked when they already get the news. A guest
 * without an account (no hint cookie) sends nothing.
 */
export function useSavedDetails(within: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    if (!mayBeSignedIn(document.cookie)) return;
    let current = true;
    mySavedDetails({})
      .then((answer) => {
        const root = within.current;
        if (!current || !root || answer.status !== 'success') return;
        for (const name of FIELDS) {
          const input = root.querySelector<HTMLInputElement>(`input[name="${name}"]`);
          if (input && input.value === '' && answer.data[name]) input.value = answer.data[name];
        }
        const news = root.querySelector<HTMLInputElement>('input[name="marketing"]');
        if (news && answer.data.marketing) news.checked = true;
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [within]);
}
