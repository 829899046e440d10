'use client';

import { Plus, Trash2 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { SPECIAL_HOURS_MAX } from '@/schemas/admin/locations';
import type { AdminLocation } from '@/server/locations/queries';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { CheckboxField, Input } from '@/components/ui/controls';

type ErrorFor = (name: string) => string | undefined;

export type SpecialRow = {
  key: number;
  date: string;
  closed: boolean;
  opens: string;
  closes: string;
  noteEn: string;
  noteAr: string;
};

let nextKey = 0;

export function toSpecialRows(location: AdminLocation | null): SpecialRow[] {
  return (location?.specialHours ?? []).map((s) => {
    return {
      key: nextKey++,
      date: s.date,
      closed: s.closed,
      opens: s.opens ?? '',
      closes: s.closes ?? '',
      noteEn: s.noteEn ?? '',
      noteAr: s.noteAr ?? '',
    };
  });
}

/** Dated exceptions (holidays, closures), posted as one JSON field. */
export function SpecialHoursEditor({
  initial,
  errorFor,
}: {
  initial: SpecialRow[];
  errorFor: ErrorFor;
}) {
  const t = useTranslations('admin.locations');
  const [rows, setRows] = useState(initial);
  const update = (key: number, change: Partial<SpecialRow>) =>
    setRows((all) => all.map((r) => (r.key === key ? { ...r, ...change } : r)));
  const payload = JSON.stringify(rows.map(({ key: _key, ...row }) => row));
  return (
    <div className="grid gap-3">
      <input type="hidden" name="specialHours" value={payload} />
      {rows.length === 0 ? <p className="text-sm text-stone-600">{t('specialEmpty')}</p> : null}
      {rows.map((row, index) => {
        const id = (field: string) => `special-${row.key}-${field}`;
        const err = (field: string) => errorFor(`specialHours.${index}.${field}`);
        const input = (
          field: 'date' | 'opens' | 'closes' | 'noteEn' | 'noteAr',
          label: string,
          type = 'text',
        ) => (
          <Field id={id(field)} label={label} error={err(field)}>
            {(control) => (
              <Input
                {...control}
                type={type}
                value={row[field]}
                disabled={(field === 'opens' || field === 'closes') && row.closed}
                dir={field === 'noteAr' ? 'rtl' : undefined}
                lang={field === 'noteAr' ? 'ar' : undefined}
                onChange={(e) => update(row.key, { [field]: e.target.value })}
              />
            )}
          </Field>
        );
        return (
          <fieldset
            key={row.key}
            className="grid grid-cols-1 gap-3 rounded-md border border-stone-200 p-3 sm:grid-cols-2 lg:grid-cols-4"
          >
            <legend className="px-1 text-sm font-medium text-stone-700">
              {t('specialEntry', { number: index + 1 })}
            </legend>
            {input('date', t('date'), 'date')}
            <div className="flex items-end pb-2">
              <CheckboxField
                id={id('closed')}
                label={t('closedAllDay')}
                checked={row.closed}
                onChange={(e) => update(row.key, { closed: e.target.checked })}
              />
            </div>
            {input('opens', t('opens'), 'time')}
            {input('closes', t('closes'), 'time')}
            {input('noteEn', t('noteEn'))}
            {input('noteAr', t('noteAr'))}
            <div className="flex items-end sm:col-span-2 lg:col-span-2 lg:justify-end">
              <Button
                variant="ghost"
                size="sm"
                className="text-red-700 hover:bg-red-50"
                onClick={() => setRows((all) => all.filter((r) => r.key !== row.key))}
              >
                <Trash2 aria-hidden />
                {t('removeSpecial', { number: index + 1 })}
              </Button>
            </div>
          </fieldset>
        );
      })}
      {errorFor('specialHours') ? (
        <p className="text-sm text-red-700">{errorFor('specialHours')}</p>
      ) : null}
      <div>
        <Button
          variant="outline"
          size="sm"
          disabled={rows.length >= SPECIAL_HOURS_MAX}
          onClick={() =>
            setRows((all) => [
              ...all,
              {
                key: nextKey++,
                date: '',
                closed: true,
                opens: '',
                closes: '',
                noteEn: '',
                noteAr: '',
              },
            ])
          }
        >
          <Plus aria-hidden />
          {t('addSpecial')}
        </Button>
      </div>
    </div>
  );
}
