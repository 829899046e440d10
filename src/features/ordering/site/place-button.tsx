'use client';

import { useTranslations } from 'next-intl';
import { formatPrice } from '@/lib/format';
import type { Cents } from '@/lib/money';

/** Where the checkout is: what its button says (the total once the cart is priced). */
export type PlaceState = 'checking' | 'fix' | 'ready' | 'placing' | 'going';

/** The checkout's one button: "Place order · $12.34", or why it cannot be pressed yet. */
export function PlaceButton({
  state,
  disabled,
  total,
}: {
  state: PlaceState;
  disabled: boolean;
  total: Cents;
}) {
  const t = useTranslations('pickup');
  const label = {
    checking: () => t('checkingPrices'),
    fix: () => t('fixCart'),
    ready: () => t('place', { total: formatPrice(total) }),
    placing: () => t('placing'),
    going: () => t('going'),
  }[state]();
  return (
    <button
      type="submit"
      disabled={disabled}
      aria-disabled={disabled}
      className="pill-action min-h-14 w-full justify-center text-lg disabled:cursor-not-allowed disabled:opacity-60"
    >
      {label}
    </button>
  );
}
