'use client';

import { useTranslations } from 'next-intl';
import { useState, type KeyboardEvent } from 'react';
import { Field } from '@/components/ui/field';
import { inputClass } from '@/components/ui/form-feedback';
import { formatPrice } from '@/lib/format';
import type { Language } from '@/lib/enums';
import type { Cents } from '@/lib/money';
import type { CartLine } from '@/features/ordering/rules/orders';
import type { Discount } from '@/features/ordering/rules/order-amounts';
import { applyPromoCode } from '@/server/browser-actions';

/** A code the server took for this cart: what it takes off, and the least subtotal it needs. */
export type AppliedCode = { code: string; discount: Discount; minSubtotal: Cents | null };

/**
 * The checkout's promo code: typed, checked by the server against the cart (what it takes off, or
 * the first of its rules it fails, in the guest's language), then kept until removed. Placing
 * sends it, and the server checks every rule again, with the code's uses, under its lock.
 */
export function usePromoCode(order: {
  locationSlug: string;
  language: Language;
  lines: () => CartLine[];
}) {
  const say = useTranslations();
  const [typed, setTyped] = useState('');
  const [applied, setApplied] = useState<AppliedCode | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  const apply = async () => {
    if (checking || typed.trim() === '') return;
    setChecking(true);
    setError(null);
    const answer = await applyPromoCode({
      locationSlug: order.locationSlug,
      lines: order.lines(),
      language: order.language,
      promoCode: typed,
    }).catch(() => null);
    setChecking(false);
    if (answer?.status === 'success') {
      setApplied(answer.data as AppliedCode);
      return;
    }
    const key = !answer ? 'errors.notSent' : answer.status === 'error' ? answer.error : null;
    if (key)
      setError(say(key as never, (answer?.status === 'error' ? answer.errorValues : {}) as never));
  };
  return {
    typed,
    setTyped,
    applied,
    error,
    checking,
    apply,
    /** Placing refused the code (its uses, or the guest's): said where the code is. */
    refused: (message: string) => setError(message),
    remove: () => {
      setApplied(null);
      setError(null);
    },
    /**
     * The code on this subtotal: its discount, or, below the code's least subtotal, nothing off
     * and the order held until more food is added or the code removed (the server would refuse it).
     */
    on(subtotal: Cents) {
      const short = applied?.minSubtotal != null && subtotal < applied.minSubtotal;
      const problem = short
        ? say('pickup.errors.codeMinimum', { minimum: formatPrice(applied.minSubtotal!) })
        : null;
      return {
        discount: applied && !short ? applied.discount : null,
        error: problem ?? error,
        blocks: short,
      };
    },
  };
}

/** The promo code's part of the checkout form. */
export function PromoCodeSection({
  promo,
  error,
}: {
  promo: ReturnType<typeof usePromoCode>;
  /** Why the code takes nothing off this order (promo.on), or nothing. */
  error: string | null;
}) {
  const t = useTranslations('pickup');
  const off = (discount: Discount) =>
    discount.kind === 'percent'
      ? t('codePercent', { percent: discount.percent })
      : formatPrice(discount.amount);
  const enter = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter in the code's box applies the code; it does not place the order.
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void promo.apply();
  };
  return (
    <div className="card grid gap-3 p-5">
      <h3 className="font-display text-xl font-bold text-coffee">{t('codeTitle')}</h3>
      {promo.applied ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p role="status" className="font-medium">
            {t('codeApplied', { code: promo.applied.code, off: off(promo.applied.discount) })}
          </p>
          <button type="button" onClick={promo.remove} className="pill-outline">
            {t('codeRemove')}
          </button>
        </div>
      ) : (
        <Field
          id="checkout-code"
          label={t('codeLabel')}
          hint={t('codeHint')}
          error={error ?? undefined}
          look="site"
        >
          {(control) => (
            <div className="flex gap-2">
              <input
                {...control}
                name="promoCode"
                className={`${inputClass} min-w-0 flex-1`}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                dir="ltr"
                maxLength={40}
                value={promo.typed}
                onChange={(event) => promo.setTyped(event.target.value)}
                onKeyDown={enter}
              />
              <button
                type="button"
                onClick={() => void promo.apply()}
                disabled={promo.checking}
                className="pill-outline shrink-0"
              >
                {promo.checking ? t('codeApplying') : t('codeApply')}
              </button>
            </div>
          )}
        </Field>
      )}
      {promo.applied && error ? (
        <p role="alert" className="font-medium text-pomegranate-deep">
          {error}
        </p>
      ) : null}
    </div>
  );
}
