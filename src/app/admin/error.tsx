'use client';

import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { startTransition } from 'react';
import { Button, buttonClass } from '@/components/ui/button';

/** A console screen that failed to render: what happened, a retry, and the failure's reference. */
export default function ConsoleError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  const t = useTranslations('admin.errorPage');
  const router = useRouter();
  return (
    <main id="main" className="mx-auto grid max-w-xl gap-4 p-8">
      <h1 className="text-2xl font-semibold text-stone-900">{t('title')}</h1>
      <p className="text-stone-700">{t('body')}</p>
      <div className="flex flex-wrap gap-2">
        <Button
          onClick={() =>
            startTransition(() => {
              router.refresh();
              reset();
            })
          }
        >
          {t('retry')}
        </Button>
        <Link href="/admin" className={buttonClass('outline')}>
          {t('dashboard')}
        </Link>
      </div>
      {error.digest ? (
        <p className="text-sm text-stone-600">
          {t('reference')}:{' '}
          <code className="rounded bg-stone-100 px-1.5 py-0.5">{error.digest}</code>
        </p>
      ) : null}
    </main>
  );
}
