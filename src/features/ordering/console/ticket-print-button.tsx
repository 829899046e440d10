'use client';

import { useTranslations } from 'next-intl';

/** The ticket page's Print button (not printed itself). */
export function TicketPrintButton() {
  const t = useTranslations('admin.orders');
  return (
    <button
      type="button"
      onClick={() => window.print()}
      className="min-h-12 rounded-lg bg-stone-900 px-5 font-semibold text-white print:hidden"
    >
      {t('print')}
    </button>
  );
}
