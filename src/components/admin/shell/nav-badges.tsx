'use client';

import { createContext, useContext } from 'react';
import type { AdminScreen } from '@/lib/admin-nav';

/** What waits on a screen (new pickup orders, table requests), by screen. */
export type NavBadges = Partial<Record<AdminScreen['key'], number>>;

/**
 * Lets a screen that learns a count live (the kitchen's stream) show it in the console's
 * navigation at once, without drawing the console again on the server.
 */
export const SetNavBadge = createContext<(key: AdminScreen['key'], count: number) => void>(
  () => {},
);

export function useSetNavBadge() {
  return useContext(SetNavBadge);
}
