'use client';

import { useTranslations } from 'next-intl';
import type { AsapOffer, PickupDay } from '@/features/ordering/rules/pickup-format';

/**
 * When the guest collects the order: as soon as possible, or one of the times still open, by
 * day. The checkout's fieldset, and the ordering page's pickup chooser (pickup-chooser.tsx).
 */
export function PickupTime({
  asap,
  days,
  when,
  onChoose,
  slot,
  onSlot,
  error,
  lost,
  framed = true,
}: {
  asap: AsapOffer;
  days: PickupDay[];
  when: 'asap' | 'later';
  onChoose: (when: 'asap' | 'later') => void;
  /** The chosen time (the restaurant's wall clock), the first one until the guest chooses. */
  slot: string | null;
  onSlot: (value: string) => void;
  error?: string | undefined;
  /** A time chosen before that is no longer open, as the guest reads it. */
  lost?: string | null;
  /** Drawn as a card with its heading (the checkout); in a dialog, its title names it. */
  framed?: boolean;
}) {
  const t = useTranslations('pickup');
  const say = useTranslations();
  return (
    <fieldset
      className={framed ? 'card grid gap-3 p-5' : 'grid gap-3'}
      aria-describedby={error ? 'pickup-error' : undefined}
    >
      <legend
        className={
          framed ? 'float-start mb-2 font-display text-xl font-bold text-coffee' : 'sr-only'
        }
      >
        {t('pickupTime')}
      </legend>
      {lost ? (
        <p role="status" className="font-medium text-pomegranate-deep">
          {t('pickupLost', { time: lost })}
        </p>
      ) : null}
      <label className="option-choice">
        <input
          type="radio"
          name="when"
          value="asap"
          checked={when === 'asap'}
          disabled={!asap.ok}
          onChange={() => onChoose('asap')}
          className="size-5 accent-pomegranate"
        />
        <span>
          {asap.ok
            ? t('asap', { minutes: asap.minutes, time: asap.label })
            : `${t('asapShort')} · ${say(asap.message as never, asap.values as never)}`}
        </span>
      </label>
      <label className="option-choice">
        <input
          type="radio"
          name="when"
          value="later"
          checked={when === 'later'}
          disabled={days.length === 0}
          onChange={() => onChoose('later')}
          className="size-5 accent-pomegranate"
        />
        <span>{days.length > 0 ? t('later') : t('noSlots')}</span>
      </label>
      {when === 'later' && days.length > 0 ? (
        <label className="grid gap-1.5 font-semibold text-coffee">
          {t('slot')}
          <select
            name="slot"
            className="field-input"
            required
            value={slot ?? days[0]!.times[0]!.value}
            onChange={(event) => onSlot(event.target.value)}
          >
            {days.map((day) => (
              <optgroup key={day.date} label={day.label}>
                {day.times.map((time) => (
                  <option key={time.value} value={time.value}>
                    {`${day.label}, ${time.label}`}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </label>
      ) : null}
      {error ? (
        <p id="pickup-error" role="alert" className="text-sm font-medium text-pomegranate-deep">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
