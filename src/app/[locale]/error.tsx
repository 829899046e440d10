'use client';

import { useParams } from 'next/navigation';
import { ErrorView } from '@/components/site/error-view';

/** A public page that failed to render (the database away, say): the branded error page. */
export default function PublicError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  const { locale } = useParams<{ locale: string }>();
  return <ErrorView locale={locale} digest={error.digest} reset={reset} />;
}
