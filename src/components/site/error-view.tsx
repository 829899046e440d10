'use client';

import { usePathname, useRouter } from 'next/navigation';
import { startTransition } from 'react';
import texts from '../../../messages/error-page.json';

type Locale = keyof typeof texts;

/**
 * The public site's error page, in the page's language (its own small catalogue,
 * messages/error-page.json: no page's whole catalogue is shipped for it). "Try again" renders the
 * page anew (a plain link without JavaScript); the reference is the failure's id, which the
 * server's log line of that failure carries too (src/instrumentation.ts).
 */
export function ErrorView({
  locale,
  digest,
  reset,
}: {
  locale: string;
  digest?: string;
  reset: () => void;
}) {
  const t = texts[(locale in texts ? locale : 'en') as Locale];
  const router = useRouter();
  const pathname = usePathname();
  const home = locale === 'ar' ? '/ar' : '/';
  return (
    <main
      id="main"
      className="mx-auto flex min-h-[60vh] max-w-2xl flex-col items-start justify-center px-4 py-20 md:px-6"
    >
      <p aria-hidden="true" className="font-display text-6xl font-bold text-pomegranate">
        500
      </p>
      <h1 className="mt-4 font-display text-3xl font-bold text-coffee md:text-4xl">{t.title}</h1>
      <p className="mt-3 text-lg text-muted">{t.body}</p>
      <div className="mt-8 flex flex-wrap gap-3">
        <a
          href={pathname}
          onClick={(event) => {
            event.preventDefault();
            startTransition(() => {
              router.refresh();
              reset();
            });
          }}
          className="inline-flex min-h-12 items-center rounded-full bg-pomegranate px-6 font-semibold text-white hover:bg-pomegranate-deep"
        >
          {t.retry}
        </a>
        <a
          href={home}
          className="inline-flex min-h-12 items-center rounded-full border border-coffee/30 px-6 font-semibold text-coffee hover:bg-sand"
        >
          {t.home}
        </a>
      </div>
      {digest ? (
        <p className="mt-8 text-sm text-muted">
          {t.reference}:{' '}
          <code dir="ltr" data-reference className="rounded bg-sand px-2 py-1 text-coffee">
            {digest}
          </code>
        </p>
      ) : null}
    </main>
  );
}
