'use client';

import { useParams, usePathname } from 'next/navigation';
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

/**
 * Switches language and keeps the current page. One link from the first paint on, never swapped
 * for another: drawn by the server with what it rendered the page from (a menu's category); the
 * site's script gives it the address's query (`data-keeps-query`, src/lib/site-behaviour.ts). A
 * client component only for the address it is drawn on.
 */
export function LanguageToggle({ locale, label, targetName, className }: Props) {
  const target = otherLocale(locale);
  const path = localizedPath(target, unlocalizedPath(usePathname() ?? '/'));
  const category = useParams<{ category?: string }>()?.category;
  const rendered = category ? `?${new URLSearchParams({ category })}` : '';
  return (
    <a
      href={`${path}${rendered}`}
      data-keeps-query=""
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
