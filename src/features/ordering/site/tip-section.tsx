'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { TextInput } from '@/components/ui/form-inputs';
import { formatPrice } from '@/lib/format';
import type { Cents } from '@/lib/money';
import { tipOn } from '@/features/ordering/rules/order-amounts';
import type { TipChoice } from './tip-choice';

/**
 * A tip for the restaurant's staff, offered with a card payment where the restaurant takes tips:
 * none, one of its shares (each with what it comes to on this subtotal), or an amount typed.
 */
export function TipSection({
  percents,
  subtotal,
  choice,
  onChoose,
  error,
}: {
  percents: readonly number[];
  subtotal: Cents;
  choice: TipChoice;
  onChoose: (choice: TipChoice) => void;
  /** Why the chosen tip cannot be sent (in the guest's language), or nothing. */
  error: string | undefined;
}) {
  const t = useTranslations('pickup');
  const typed = choice.kind === 'amount' ? choice.text : '';
  return (
    <fieldset className="card grid gap-3 p-5" aria-describedby="checkout-tip-hint">
      <legend className="float-start mb-2 font-display text-xl font-bold text-coffee">
        {t('tipTitle')}
      </legend>
      <p id="checkout-tip-hint" className="text-sm text-muted">
        {t('tipHint')}
      </p>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        <TipOption checked={choice.kind === 'none'} onChoose={() => onChoose({ kind: 'none' })}>
          {t('tipNone')}
        </TipOption>
        {percents.map((percent) => (
          <TipOption
            key={percent}
            checked={choice.kind === 'percent' && choice.percent === percent}
            onChoose={() => onChoose({ kind: 'percent', percent })}
          >
            <span className="grid leading-tight">
              <span className="font-semibold">{t('tipPercent', { percent })}</span>
              <span className="text-sm text-muted" dir="ltr">
                {formatPrice(tipOn(subtotal, { kind: 'percent', percent }))}
              </span>
            </span>
          </TipOption>
        ))}
        <TipOption
          checked={choice.kind === 'amount'}
          onChoose={() => onChoose({ kind: 'amount', text: typed })}
        >
          {t('tipOther')}
        </TipOption>
      </div>
      {choice.kind === 'amount' ? (
        <TextInput
          id="checkout-tip-amount"
          name="tipAmount"
          label={t('tipAmount')}
          inputMode="decimal"
          autoComplete="off"
          dir="ltr"
          maxLength={12}
          value={typed}
          onChange={(event) => onChoose({ kind: 'amount', text: event.target.value })}
          error={typed.trim() === '' ? undefined : error}
        />
      ) : error ? (
        <p role="alert" className="font-medium text-pomegranate-deep">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** One tip, as a radio button with its label. */
function TipOption({
  checked,
  onChoose,
  children,
}: {
  checked: boolean;
  onChoose: () => void;
  children: ReactNode;
}) {
  return (
    <label className="option-choice">
      <input
        type="radio"
        name="tip"
        checked={checked}
        onChange={onChoose}
        className="size-5 shrink-0 accent-pomegranate"
      />
      <span dir="auto">{children}</span>
    </label>
  );
}
