'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { Weekday } from '@/lib/enums';
import type { TimeRange } from '@/lib/hours';
import { Field } from '@/components/ui/field';
import { CheckboxField, Input } from '@/components/ui/controls';

type ErrorFor = (name: string) => string | undefined;

/** One weekday: closed, or opening and closing times. */
export function DayHours({
  day,
  range,
  errorFor,
  group = 'hours',
}: {
  day: Weekday;
  range?: TimeRange;
  errorFor: ErrorFor;
  /** The posted names' prefix: the opening hours, or the bookable hours. */
  group?: 'hours' | 'bookingHours';
}) {
  const t = useTranslations('admin.locations');
  const [closed, setClosed] = useState(!range);
  const label = t(`days.${day}`);
  return (
    <div className="grid grid-cols-1 items-start gap-2 border-b border-stone-100 pb-3 sm:grid-cols-[8rem_7rem_1fr_1fr] sm:items-center">
      <span className="font-medium text-stone-800">{label}</span>
      <CheckboxField
        id={`location-${group}-${day}-closed`}
        name={`${group}.${day}.closed`}
        label={t('closed')}
        checked={closed}
        onChange={(e) => setClosed(e.target.checked)}
      />
      {(['opens', 'closes'] as const).map((edge) => (
        <Field
          key={edge}
          id={`location-${group}-${day}-${edge}`}
          label={t(edge === 'opens' ? 'opensOn' : 'closesOn', { day: label })}
          error={errorFor(`${group}.${day}.${edge}`)}
          className="[&>label]:sr-only"
        >
          {(control) => (
            <Input
              {...control}
              type="time"
              name={`${group}.${day}.${edge}`}
              defaultValue={range?.[edge] ?? ''}
              disabled={closed}
            />
          )}
        </Field>
      ))}
    </div>
  );
}
