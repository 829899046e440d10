'use client';

import { useEffect } from 'react';

/**
 * Marks the document `data-hydrated` once React has taken the page over (its scripts load after
 * the first paint: src/http/paint-first.mts). Styles may show what needs script only then, and the
 * end-to-end tests wait for it before they use the page's controls.
 */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}
