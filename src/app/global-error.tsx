'use client';

import { useParams } from 'next/navigation';
import { LazyErrorView } from '@/components/site/lazy-error-view';

/**
 * When even a root layout fails in the browser: the same branded page, in the address's language.
 * It imports no stylesheet: Next would ask every page, the console's too, to preload it. The
 * page's own styles stay in the document when React swaps the root (a server-side failure gets
 * the front's self-contained page instead: src/http/error-page.mts).
 */
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
