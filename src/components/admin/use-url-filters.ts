'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useState, useTransition } from 'react';

type Filters = Record<string, string | number>;

/**
 * List filters kept in local state (instant, no races between quick changes) and mirrored to
 * the URL a moment later, so the server filters large lists and a filtered list can be shared.
 * Values equal to their default are left out of the URL; any change but `page` resets page 1.
 */
export function useUrlFilters<T extends Filters & { page: number }>(initial: T, defaults: T) {
  const router = useRouter();
  const pathname = usePathname();
  const [pending, startTransition] = useTransition();
  const [state, setState] = useState(initial);
  useEffect(() => {
    const timer = setTimeout(() => {
      const params = new URLSearchParams();
      for (const [key, value] of Object.entries(state)) {
        if (value !== defaults[key] && value !== '') params.set(key, String(value));
      }
      const query = params.toString();
      if (query === window.location.search.replace(/^\?/, '')) return;
      startTransition(() =>
        router.replace(query ? `${pathname}?${query}` : pathname, { scroll: false }),
      );
    }, 250);
    return () => clearTimeout(timer);
  }, [state, defaults, pathname, router]);
  const set = (changes: Partial<T>) => setState((prev) => ({ ...prev, page: 1, ...changes }));
  return { state, set, pending };
}
