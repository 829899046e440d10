'use client';

import { useParams, usePathname } from 'next/navigation';
import { useSyncExternalStore } from 'react';
import { cx } from '@/lib/cn';
import { localizedPath, otherLocale, unlocalizedPath } from '@/lib/locale-path';
import { LanguagesIcon } from './icons';

type Props = {
  /** The page's language; the link goes to the same page in the other one. */
  locale: string;
  label: string;
  targetName: string;
  /** Sets the display (e.g. `inline-flex`, `hidden md:inline-flex`) and the colour. */
  className: string;
};

const unchanging = () => () => {};

/**
 * Switches language and keeps the current page. One link from the first paint on, never swapped
 * for another (a tap while the page's scripts load lands on it): drawn by the server with what it
 * rendered the page from (a menu's category), and given the rest of the address's query once
 * the page is live.
 */
export function LanguageToggle({ locale, label, targetName, className }: Props) {
  const target = otherLocale(locale);
  const path = localizedPath(target, unlocalizedPath(usePathname() ?? '/'));
  const category = useParams<{ category?: string }>()?.category;
  const rendered = category ? `?${new URLSearchParams({ category })}` : '';
  const search = useSyncExternalStore(
    unchanging,
    () => window.location.search,
    () => rendered,
  );
  return (
    <a
      href={`${path}${search}`}
      hrefLang={target}
      aria-label={`${label}: ${targetName}`}
      className={cx(
        'min-h-11 items-center gap-2 rounded-full border border-current/30 px-4 text-sm font-semibold transition-colors hover:bg-charcoal/5',
        className,
      )}
    >
      <LanguagesIcon className="size-4" />
      <span lang={target}>{targetName}</span>
    </a>
  );
}
