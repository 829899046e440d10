'use client';

import { Plus, Trash2 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState, type ReactNode } from 'react';
import { AMENITIES, ORDER_PROVIDERS, WEEKDAYS, type Weekday } from '@/lib/enums';
import { parseHoursRange } from '@/lib/hours';
import { locationSchema, SPECIAL_HOURS_MAX } from '@/schemas/admin/locations';
import type { AdminLocation } from '@/server/locations/queries';
import { saveLocationEntry } from '@/server/browser-actions';
import { AdminPageHeader } from '../page-header';
import { Button, buttonClass } from '../ui/button';
import { Card } from '../ui/card';
import { CheckboxField, Field, Input, Textarea } from '../ui/field';
import { useAdminForm } from '../use-admin-action';

type ErrorFor = (name: string) => string | undefined;

function Section({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <Card className="grid gap-4 p-4 md:p-6">
      <div>
        <h2 className="text-base font-semibold text-stone-900">{title}</h2>
        {hint ? <p className="text-sm text-stone-600">{hint}</p> : null}
      </div>
      {children}
    </Card>
  );
}

/** A labelled text input bound to a form name, with its error. */
function TextField({
  name,
  label,
  value,
  errorFor,
  type = 'text',
  dir,
  hint,
  className,
}: {
  name: string;
  label: string;
  value: string | number | null | undefined;
  errorFor: ErrorFor;
  type?: string;
  dir?: 'ltr' | 'rtl';
  hint?: string;
  className?: string;
}) {
  return (
    <Field
      id={`location-${name.replace(/\./g, '-')}`}
      label={label}
      error={errorFor(name)}
      hint={hint}
      className={className}
    >
      {(control) => (
        <Input
          {...control}
          name={name}
          type={type}
          defaultValue={value ?? ''}
          dir={dir}
          lang={dir === 'rtl' ? 'ar' : undefined}
          step={type === 'number' ? 'any' : undefined}
        />
      )}
    </Field>
  );
}

/** One weekday: closed, or opening and closing times. */
function DayHours({ day, text, errorFor }: { day: Weekday; text?: string; errorFor: ErrorFor }) {
  const t = useTranslations('admin.locations');
  const range = text ? parseHoursRange(text) : null;
  const [closed, setClosed] = useState(!text);
  const label = t(`days.${day}`);
  return (
    <div className="grid grid-cols-1 items-start gap-2 border-b border-stone-100 pb-3 sm:grid-cols-[8rem_7rem_1fr_1fr] sm:items-center">
      <span className="font-medium text-stone-800">{label}</span>
      <CheckboxField
        id={`location-hours-${day}-closed`}
        name={`hours.${day}.closed`}
        label={t('closed')}
        checked={closed}
        onChange={(e) => setClosed(e.target.checked)}
      />
      {(['opens', 'closes'] as const).map((edge, index) => (
        <Field
          key={edge}
          id={`location-hours-${day}-${edge}`}
          label={t(edge === 'opens' ? 'opensOn' : 'closesOn', { day: label })}
          error={errorFor(`hours.${day}.${edge}`)}
          className="[&>label]:sr-only"
        >
          {(control) => (
            <Input
              {...control}
              type="time"
              name={`hours.${day}.${edge}`}
              defaultValue={range?.[index] ?? ''}
              disabled={closed}
            />
          )}
        </Field>
      ))}
    </div>
  );
}

type SpecialRow = {
  key: number;
  date: string;
  closed: boolean;
  opens: string;
  closes: string;
  noteEn: string;
  noteAr: string;
};

let nextKey = 0;

function toSpecialRows(location: AdminLocation | null): SpecialRow[] {
  return (location?.specialHours ?? []).map((s) => {
    const range = s.hours ? parseHoursRange(s.hours) : null;
    return {
      key: nextKey++,
      date: s.date,
      closed: s.closed,
      opens: range?.[0] ?? '',
      closes: range?.[1] ?? '',
      noteEn: s.noteEn ?? '',
      noteAr: s.noteAr ?? '',
    };
  });
}

/** Dated exceptions (holidays, closures), posted as one JSON field. */
function SpecialHoursEditor({ initial, errorFor }: { initial: SpecialRow[]; errorFor: ErrorFor }) {
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

/** Add or edit a location: every field of the public card, hours, special hours and links. */
export function LocationEditor({ location }: { location: AdminLocation | null }) {
  const t = useTranslations('admin');
  const router = useRouter();
  const [specialInitial] = useState(() => toSpecialRows(location));
  const form = useAdminForm({
    schema: locationSchema,
    submit: saveLocationEntry,
    success: (data) => (data.created ? t('locations.created') : t('locations.updated')),
    failure: t('locations.saveFailed'),
    onSaved: () => router.push('/admin/locations'),
  });
  const e = form.errorFor;
  const l = (key: string) => t(`locations.fields.${key}` as 'locations.fields.slug');
  const grid = 'grid grid-cols-1 gap-4 md:grid-cols-2';

  return (
    <>
      <AdminPageHeader
        title={
          location ? t('locations.editTitle', { name: location.nameEn }) : t('locations.addTitle')
        }
        subtitle={t('locations.editorSubtitle')}
      />
      <form {...form.formProps} className="grid gap-6">
        <input type="hidden" name="id" value={location?.id ?? ''} />
        <Section title={t('locations.sections.basics')}>
          <div className={grid}>
            <TextField name="nameEn" label={l('nameEn')} value={location?.nameEn} errorFor={e} />
            <TextField
              name="nameAr"
              label={l('nameAr')}
              value={location?.nameAr}
              errorFor={e}
              dir="rtl"
            />
            <TextField
              name="slug"
              label={l('slug')}
              value={location?.slug}
              errorFor={e}
              dir="ltr"
              hint={t('locations.slugHint')}
            />
            <TextField
              name="sort"
              label={l('sort')}
              value={location?.sort ?? 0}
              errorFor={e}
              type="number"
              hint={t('locations.sortHint')}
            />
          </div>
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            <CheckboxField
              id="location-published"
              name="published"
              label={l('published')}
              defaultChecked={location?.published ?? false}
            />
            <CheckboxField
              id="location-comingSoon"
              name="comingSoon"
              label={l('comingSoon')}
              defaultChecked={location?.comingSoon ?? false}
            />
            <CheckboxField
              id="location-isHeadquarters"
              name="isHeadquarters"
              label={l('isHeadquarters')}
              defaultChecked={location?.isHeadquarters ?? false}
            />
          </div>
        </Section>
        <Section title={t('locations.sections.address')}>
          <div className={grid}>
            <TextField
              name="addressEn"
              label={l('addressEn')}
              value={location?.addressEn}
              errorFor={e}
            />
            <TextField
              name="addressAr"
              label={l('addressAr')}
              value={location?.addressAr}
              errorFor={e}
              dir="rtl"
            />
            <TextField name="city" label={l('city')} value={location?.city} errorFor={e} />
            <TextField name="state" label={l('state')} value={location?.state} errorFor={e} />
            <TextField
              name="postalCode"
              label={l('postalCode')}
              value={location?.postalCode}
              errorFor={e}
            />
            <TextField
              name="country"
              label={l('country')}
              value={location?.country ?? 'US'}
              errorFor={e}
            />
            <TextField
              name="latitude"
              label={l('latitude')}
              value={location?.latitude}
              errorFor={e}
              type="number"
            />
            <TextField
              name="longitude"
              label={l('longitude')}
              value={location?.longitude}
              errorFor={e}
              type="number"
            />
            <TextField
              name="timezone"
              label={l('timezone')}
              value={location?.timezone ?? 'America/Detroit'}
              errorFor={e}
              dir="ltr"
            />
          </div>
        </Section>
        <Section title={t('locations.sections.contact')}>
          <div className={grid}>
            <Field
              id="location-phones"
              label={l('phones')}
              error={e('phones')}
              hint={t('locations.phonesHint')}
            >
              {(control) => (
                <Textarea
                  {...control}
                  name="phones"
                  defaultValue={(location?.phones ?? []).join('\n')}
                  rows={3}
                  dir="ltr"
                />
              )}
            </Field>
            <TextField
              name="googlePlaceId"
              label={l('googlePlaceId')}
              value={location?.googlePlaceId}
              errorFor={e}
              dir="ltr"
            />
            <TextField
              name="googleMapsLink"
              label={l('googleMapsLink')}
              value={location?.googleMapsLink}
              errorFor={e}
              type="url"
              dir="ltr"
            />
            <TextField
              name="appleMapsLink"
              label={l('appleMapsLink')}
              value={location?.appleMapsLink}
              errorFor={e}
              type="url"
              dir="ltr"
            />
          </div>
        </Section>
        <Section title={t('locations.sections.hours')} hint={t('locations.hoursHint')}>
          <div className="grid gap-3">
            {WEEKDAYS.map((day) => (
              <DayHours key={day} day={day} text={location?.hoursJson[day]} errorFor={e} />
            ))}
          </div>
          <div className={grid}>
            <TextField
              name="hoursTextEn"
              label={l('hoursTextEn')}
              value={location?.hoursTextEn}
              errorFor={e}
            />
            <TextField
              name="hoursTextAr"
              label={l('hoursTextAr')}
              value={location?.hoursTextAr}
              errorFor={e}
              dir="rtl"
            />
          </div>
        </Section>
        <Section title={t('locations.sections.special')} hint={t('locations.specialHint')}>
          <SpecialHoursEditor initial={specialInitial} errorFor={e} />
        </Section>
        <Section title={t('locations.sections.ordering')} hint={t('locations.orderingHint')}>
          <div className={grid}>
            {ORDER_PROVIDERS.map((provider) => (
              <TextField
                key={provider}
                name={`orderLinks.${provider}`}
                label={t(`locations.providers.${provider}`)}
                value={location?.orderLinksJson[provider]}
                errorFor={e}
                type="url"
                dir="ltr"
              />
            ))}
          </div>
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-medium text-stone-800">
              {t('locations.amenitiesLabel')}
            </legend>
            <div className="flex flex-wrap gap-x-6 gap-y-2">
              {AMENITIES.map((amenity) => (
                <CheckboxField
                  key={amenity}
                  id={`location-amenity-${amenity}`}
                  name={`amenities.${amenity}`}
                  label={t(`locations.amenities.${amenity}`)}
                  defaultChecked={location?.amenitiesJson[amenity] ?? false}
                />
              ))}
            </div>
          </fieldset>
        </Section>
        <div className="flex justify-end gap-2">
          <Link href="/admin/locations" className={buttonClass('outline')}>
            {t('common.cancel')}
          </Link>
          <Button type="submit" disabled={form.pending}>
            {form.pending ? t('common.saving') : location ? t('common.update') : t('common.create')}
          </Button>
        </div>
      </form>
    </>
  );
}
