import type { ReactNode } from 'react';
import { BRAND } from '@/lib/brand';

/** The centred card of the sign-in, sign-up, reset and setup pages. */
export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  children: ReactNode;
}) {
  return (
    <main className="grid min-h-dvh place-items-center px-4 py-10">
      <div className="w-full max-w-sm rounded-xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8">
        <p className="mb-4 text-sm font-semibold tracking-wide text-pomegranate uppercase">
          {BRAND.name.en}
        </p>
        <h1 className="text-2xl font-semibold text-stone-900">{title}</h1>
        {subtitle ? <p className="mt-1 text-sm text-stone-600">{subtitle}</p> : null}
        <div className="mt-6">{children}</div>
      </div>
    </main>
  );
}
