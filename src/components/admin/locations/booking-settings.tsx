'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { WEEKDAYS } from '@/lib/enums';
import { SLOT_LENGTHS, TURN_BANDS, TURN_MINUTES_MAX, turnMinutes } from '@/lib/booking-settings';
import type { AdminLocation } from '@/server/locations/queries';
import { CheckboxField } from '@/components/ui/controls';
import { NumberField, SelectField } from '@/components/ui/form-fields';
import { DayHours } from './day-hours';

/**
 * Whether the location takes table requests on the site, and on what terms: slot length, largest
 * party, guests per slot, and the bookable hours (the opening hours unless set apart).
 */
export function BookingSettings({
  location,
  errorFor,
}: {
  location: AdminLocation | null;
  errorFor: (name: string) => string | undefined;
}) {
  const t = useTranslations('admin.locations');
  const [sameHours, setSameHours] = useState(!location?.bookingHours);
  return (
    <>
      <CheckboxField
        id="location-reservations-enabled"
        name="reservationsEnabled"
        label={t('fields.reservationsEnabled')}
        defaultChecked={location?.reservationsEnabled ?? false}
      />
      <div className="grid grid-cols-1 gap-4 md:grid-cols-3">
        <SelectField
          name="slotMinutes"
          label={t('fields.slotMinutes')}
          value={String(location?.slotMinutes ?? 30)}
        >
          {SLOT_LENGTHS.map((minutes) => (
            <option key={minutes} value={minutes}>
              {t('slotOption', { count: minutes })}
            </option>
          ))}
        </SelectField>
        <NumberField
          name="maxPartySize"
          label={t('fields.maxPartySize')}
          value={location?.maxPartySize ?? 8}
          min={1}
          max={100}
        />
        <NumberField
          name="guestsPerSlot"
          label={t('fields.guestsPerSlot')}
          value={location?.guestsPerSlot ?? 24}
          min={1}
          max={1000}
        />
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium text-stone-800">{t('turnTitle')}</legend>
        <p className="text-sm text-stone-600">{t('turnHint')}</p>
        <div className="grid grid-cols-1 gap-4 md:grid-cols-3">
          {TURN_BANDS.map((upTo, i) => {
            const key = upTo === null ? 'more' : (String(upTo) as '2' | '4');
            // The party size that falls in this band: its upper bound, or one over the last.
            const party = upTo ?? (TURN_BANDS[i - 1] ?? 0) + 1;
            const set = location?.turnTimes.length ? location : null;
            return (
              <NumberField
                key={key}
                name={`turnTimes.${key}`}
                label={t(`turnFields.${key}`)}
                value={set ? (turnMinutes(set, party) ?? undefined) : undefined}
                min={15}
                max={TURN_MINUTES_MAX}
              />
            );
          })}
        </div>
      </fieldset>
      <CheckboxField
        id="location-booking-same-as-opening"
        name="bookingSameAsOpening"
        label={t('fields.bookingSameAsOpening')}
        checked={sameHours}
        onChange={(event) => setSameHours(event.target.checked)}
      />
      {sameHours ? null : (
        <fieldset className="grid gap-3">
          <legend className="mb-1 text-sm font-medium text-stone-800">
            {t('bookingHoursTitle')}
          </legend>
          {WEEKDAYS.map((day) => (
            <DayHours
              key={day}
              day={day}
              group="bookingHours"
              range={(location?.bookingHours ?? location?.hoursJson)?.[day]}
              errorFor={errorFor}
            />
          ))}
        </fieldset>
      )}
    </>
  );
}
