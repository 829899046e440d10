'use client';

import { useTranslations } from 'next-intl';
import { WEEKDAYS } from '@/lib/enums';
import { ChoiceGroup, TextField } from '@/components/ui/form-fields';

/**
 * When a category or a dish is served, in its dialog: the days (none ticked: every day) and from
 * and until (blank: whenever the restaurant is open), in each restaurant's clock.
 */
export function ServingFields({
  idPrefix,
  value,
}: {
  idPrefix: string;
  value:
    | { serveDays: readonly string[] | null; serveFrom: string | null; serveUntil: string | null }
    | null
    | undefined;
}) {
  const t = useTranslations('admin.menu.serving');
  const days = useTranslations('admin.locations.days');
  return (
    <fieldset className="grid gap-3 sm:col-span-2 sm:grid-cols-2">
      <legend className="mb-1 text-sm font-medium text-stone-800">{t('legend')}</legend>
      <p className="text-xs text-stone-600 sm:col-span-2">{t('hint')}</p>
      <ChoiceGroup
        name="serveDays"
        idPrefix={`${idPrefix}-serve-day`}
        legend={t('days')}
        choices={WEEKDAYS.map((day) => ({ value: day, label: days(day) }))}
        checked={value?.serveDays ?? []}
        className="sm:col-span-2"
      />
      <TextField name="serveFrom" label={t('from')} type="time" value={value?.serveFrom} />
      <TextField name="serveUntil" label={t('until')} type="time" value={value?.serveUntil} />
    </fieldset>
  );
}
