'use client';

import { Languages } from 'lucide-react';
import { useLocale } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { Suspense } from 'react';
import { Link, usePathname } from '@/i18n/navigation';
import { cx } from '@/lib/cx';

type Props = {
  label: string;
  targetName: string;
  /** Sets the display (e.g. `inline-flex`, `hidden md:inline-flex`) and the colour. */
  className: string;
  onNavigate?: () => void;
};

function ToggleLink({
  label,
  targetName,
  className,
  onNavigate,
  query,
}: Props & { query?: Record<string, string> }) {
  const locale = useLocale();
  const pathname = usePathname();
  const target = locale === 'ar' ? 'en' : 'ar';
  return (
    <Link
      href={query ? { pathname, query } : pathname}
      locale={target}
      hrefLang={target}
      aria-label={`${label}: ${targetName}`}
      onClick={onNavigate}
      className={cx(
        'min-h-11 items-center gap-2 rounded-full border border-current/30 px-4 text-sm font-semibold transition-colors hover:bg-charcoal/5',
        className,
      )}
    >
      <Languages aria-hidden="true" className="size-4" />
      <span lang={target}>{targetName}</span>
    </Link>
  );
}

function ToggleWithQuery(props: Props) {
  const query = Object.fromEntries(useSearchParams().entries());
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
