'use client';

import { useTranslations } from 'next-intl';

/** A quantity with one-less and one-more buttons (44 px targets), from 1 (or 0: remove) to `max`. */
export function QuantityStepper({
  value,
  max,
  onChange,
  label,
  min = 1,
}: {
  value: number;
  max: number;
  onChange: (value: number) => void;
  /** What is counted, for screen readers ("Quantity", "Quantity of Lamb Mandi"). */
  label: string;
  min?: number;
}) {
  const t = useTranslations('pickup');
  const button =
    'inline-flex size-11 items-center justify-center rounded-full border border-coffee/30 text-xl font-semibold text-coffee hover:bg-sand disabled:opacity-40';
  return (
    <div role="group" aria-label={label} className="inline-flex items-center gap-2">
      <button
        type="button"
        className={button}
        disabled={value <= min}
        onClick={() => onChange(value - 1)}
        aria-label={t('decrease')}
      >
        −
      </button>
      <output aria-live="polite" className="min-w-8 text-center text-lg font-semibold">
        {value}
      </output>
      <button
        type="button"
        className={button}
        disabled={value >= max}
        onClick={() => onChange(value + 1)}
        aria-label={t('increase')}
      >
        +
      </button>
    </div>
  );
}
