'use client';

import { useParams } from 'next/navigation';
import { LazyErrorView } from '@/components/site/lazy-error-view';

/** A public page that failed to render (the database away, say): the branded error page. */
export default function PublicError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  const { locale } = useParams<{ locale: string }>();
  return <LazyErrorView locale={locale} digest={error.digest} reset={reset} />;
}
