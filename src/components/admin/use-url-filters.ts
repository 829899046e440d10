'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useRef, useState, useTransition, type MouseEvent } from 'react';

type Filters = Record<string, string | number>;

/** The query that stands for `filters`: values equal to their default are left out. */
function queryOf(filters: Filters, defaults: Filters) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value !== defaults[key] && value !== '') params.set(key, String(value));
  }
  return params.toString();
}

/**
 * List filters kept in local state (instant, no races between quick changes) and mirrored to
 * the URL a moment later, so the server filters large lists and a filtered list can be shared.
 * Values equal to their default are left out of the URL; any change but `page` resets page 1.
 *
 * The state is the one source of what the person asked for: `go` (a tab, a view) changes it
 * and navigates at once, so a search typed while that page is on its way applies to it, not
 * to the page being left. `initial` is what the server rendered from the URL; when it names
 * filters this hook did not ask for (the browser's Back, a link), the state takes them.
 */
export function useUrlFilters<T extends Filters & { page: number }>(initial: T, defaults: T) {
  const router = useRouter();
  const pathname = usePathname();
  const [pending, startTransition] = useTransition();
  // `asked`: queries sent to the URL and not yet seen rendered (the server's answers to them are
  // echoes of this state, not news). `pushed`: a new place asked for and not yet arrived; what
  // follows it before it arrives is pushed too, or the place would lose its entry in the history.
  const [history, setHistory] = useState({ asked: [] as string[], pushed: null as string | null });
  const [filters, setFilters] = useState(initial);
  const rendered = queryOf(initial, defaults);
  const [seen, setSeen] = useState(rendered);
  if (rendered !== seen) {
    setSeen(rendered);
    if (rendered === queryOf(filters, defaults)) {
      setHistory({ asked: [], pushed: null });
    } else if (!history.asked.includes(rendered)) {
      setFilters(initial);
      setHistory({ asked: [], pushed: null });
    } else if (rendered === history.pushed) {
      setHistory({ ...history, pushed: null });
    }
  }
  const latest = useRef(history);
  useEffect(() => {
    latest.current = history;
  });

  const hrefOf = (query: string) => (query ? `${pathname}?${query}` : pathname);
  const navigate = (query: string, how: 'push' | 'replace') => {
    setHistory((prev) => ({
      asked: [...prev.asked, query],
      pushed: how === 'push' ? query : prev.pushed,
    }));
    startTransition(() => router[how](hrefOf(query), { scroll: false }));
  };
  const wanted = queryOf(filters, defaults);
  useEffect(() => {
    const timer = setTimeout(() => {
      const { asked, pushed } = latest.current;
      // Already asked for (a tab's `go`), or already where the browser is.
      if (wanted === asked.at(-1) || wanted === window.location.search.replace(/^\?/, '')) return;
      navigate(wanted, pushed === null ? 'replace' : 'push');
    }, 250);
    return () => clearTimeout(timer);
    // Only a change of what is wanted (or of the page) schedules a navigation.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wanted, pathname]);

  const set = (changes: Partial<T>) => setFilters((prev) => ({ ...prev, page: 1, ...changes }));
  /** A change that is a new place (a tab): made at once, with its own entry in the history. */
  const go = (changes: Partial<T>) => {
    const next = { ...filters, page: 1, ...changes };
    setFilters(next);
    navigate(queryOf(next, defaults), 'push');
  };
  /** Where `go(changes)` leads: the link's own address (a new tab, a page without scripts). */
  const hrefFor = (changes: Partial<T>) =>
    hrefOf(queryOf({ ...filters, page: 1, ...changes }, defaults));
  return { state: filters, set, go, hrefFor, pending };
}

/**
 * A link's click handler that runs `action` instead of following the link, for a plain click
 * only: a click with a modifier (a new tab, a new window) and a middle click keep the link's own.
 */
export function onPlainClick(action: () => void) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    event.preventDefault();
    action();
  };
}
