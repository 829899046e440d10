'use client';

import { useState } from 'react';
import { useHydrated } from '@/components/forms/use-hydrated';

/**
 * The `later` of a lazy picture a client component draws (components/site/picture.tsx): true for
 * one that was in the server's page, whose stand-in the site's script turns off with the page's
 * others; false for one drawn in the browser afterwards (another category's dishes), which loads
 * as any lazy picture. Kept for the component's life, so that hydration does not redraw it.
 */
export function useLaterPictures(): boolean {
  const hydrated = useHydrated();
  const [later] = useState(!hydrated);
  return later;
}
