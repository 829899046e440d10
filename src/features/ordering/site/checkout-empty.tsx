'use client';

import { useTranslations } from 'next-intl';

/**
 * The checkout with no cart to show: empty, with the way back to the restaurant's menu; or, before
 * the framework runs, "loading", which the page's loader swaps for "empty" when the browser holds
 * no cart at all (src/http/paint-first.mts marks the document).
 */
export function CheckoutEmpty({
  loading,
  name,
  menuHref,
}: {
  loading: boolean;
  name: string;
  menuHref: string;
}) {
  const t = useTranslations('pickup');
  const empty = (className: string) => (
    <div className={`card justify-items-start gap-4 p-6 ${className}`}>
      <p className="text-lg">{t('checkoutEmpty')}</p>
      <a href={menuHref} className="pill-action">
        {t('orderFrom', { name })}
      </a>
    </div>
  );
  if (!loading) return empty('grid');
  return (
    <>
      <p className="card p-6 text-muted [html[data-stored=none]_&]:hidden">{t('loadingCart')}</p>
      {empty('hidden [html[data-stored=none]_&]:grid')}
    </>
  );
}
