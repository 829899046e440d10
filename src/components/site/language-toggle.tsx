'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { Suspense } from 'react';
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

function ToggleLink({ locale, label, targetName, className, query }: Props & { query?: string }) {
  const target = otherLocale(locale);
  const path = localizedPath(target, unlocalizedPath(usePathname() ?? '/'));
  return (
    <a
      href={query ? `${path}?${query}` : path}
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

function ToggleWithQuery(props: Props) {
  const query = useSearchParams().toString();
  return <ToggleLink {...props} query={query} />;
}

/** Switches language and keeps the current page (and its query string). */
export function LanguageToggle(props: Props) {
  return (
    <Suspense fallback={<ToggleLink {...props} />}>
      <ToggleWithQuery {...props} />
    </Suspense>
  );
}
