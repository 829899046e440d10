'use client';

import { useParams } from 'next/navigation';
import { LazyErrorView } from '@/components/site/lazy-error-view';
import './globals.css';

/** When even a root layout fails: the same branded page, in the address's language. */
export default function GlobalError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  const params = useParams<{ locale?: string }>();
  const locale = params?.locale === 'ar' ? 'ar' : 'en';
  return (
    <html lang={locale} dir={locale === 'ar' ? 'rtl' : 'ltr'}>
      <body className="min-h-dvh bg-cream antialiased">
        <LazyErrorView locale={locale} digest={error.digest} reset={reset} />
      </body>
    </html>
  );
}
