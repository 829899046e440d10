'use client';

import { useEffect, useState } from 'react';
import { activeSectionAt, MENU_SCROLL_OFFSET } from '@/lib/site-nav';

/**
 * The key of the section the visitor is reading: the last one whose top has passed
 * `MENU_SCROLL_OFFSET` pixels from the top of the window. Updated once per frame while scrolling.
 * `elementId(key)` names each section's element.
 */
export function useScrollFollowing(
  keys: readonly string[],
  elementId: (key: string) => string,
): string | null {
  const [active, setActive] = useState<string | null>(keys[0] ?? null);
  const signature = keys.join('\n');

  useEffect(() => {
    const list = signature ? signature.split('\n') : [];
    let frame = 0;
    const update = () => {
      frame = 0;
      const sections = list.flatMap((key) => {
        const element = document.getElementById(elementId(key));
        return element ? [{ key, top: element.getBoundingClientRect().top }] : [];
      });
      setActive(activeSectionAt(sections, MENU_SCROLL_OFFSET));
    };
    const onScroll = () => {
      frame ||= requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [signature, elementId]);

  return active;
}
