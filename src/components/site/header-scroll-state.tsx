'use client';

import { useEffect, useRef } from 'react';

/**
 * Marks the header it sits in with `data-scrolled` once the page has scrolled past `threshold`
 * pixels; the header's styles follow the attribute. Draws nothing visible.
 */
export function HeaderScrollState({ threshold }: { threshold: number }) {
  const ref = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const header = ref.current?.closest('header');
    if (!header) return;
    const update = () => {
      header.dataset.scrolled = String(window.scrollY > threshold);
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return <span ref={ref} hidden />;
}
