'use client';

import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { AMENITIES, ORDER_PROVIDERS, WEEKDAYS } from '@/lib/enums';
import { BUSINESS_TIME_ZONE, ianaTimeZones } from '@/lib/time-zone';
import { locationSchema } from '@/schemas/admin/locations';
import type { AdminLocation } from '@/server/locations/queries';
import { saveLocationEntry } from '@/server/browser-actions';
import { AdminPageHeader } from '../page-header';
import { Button, buttonClass } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { CheckboxField, Textarea } from '@/components/ui/controls';
import { FormFields, TextField } from '@/components/ui/form-fields';
import { FormSection } from '@/components/ui/form-section';
import { useAdminForm } from '../use-admin-action';
import { BookingSettings } from './booking-settings';
import { DayHours } from './day-hours';
import { OrderingSettings } from './ordering-settings';
import { SpecialHoursEditor, toSpecialRows } from './special-hours-editor';

/** The ids the location form has always had: `location-` and the field's name, dots as dashes. */
const locationFieldId = (name: string) => `location-${name.replace(/\./g, '-')}`;

/** Add or edit a location: every field of the public card, hours, special hours and links. */
export function LocationEditor({
  location,
  brandStaff,
  owner,
}: {
  location: AdminLocation | null;
  /** Staff of the whole brand; a restaurant's own staff keep its details, hours and bookings. */
  brandStaff: boolean;
  /** An owner: sets what only owners do (tips). */
  owner: boolean;
}) {
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
        <FormFields form={form} idPrefix="location" idOf={locationFieldId}>
          <input type="hidden" name="id" value={location?.id ?? ''} />
          <FormSection title={t('locations.sections.basics')}>
            <div className={grid}>
              <TextField name="nameEn" label={l('nameEn')} value={location?.nameEn} />
              <TextField
                name="nameAr"
                label={l('nameAr')}
                value={location?.nameAr}

                arabic
              />
              {brandStaff ? (
                <>
                  <TextField
                    name="slug"
                    label={l('slug')}
                    value={location?.slug}

                    ltr
                    hint={t('locations.slugHint')}
                  />
                  <TextField
                    name="sort"
                    label={l('sort')}
                    value={location?.sort ?? 0}

                    type="number"
                    hint={t('locations.sortHint')}
                  />
                </>
              ) : null}
            </div>
            {brandStaff ? (
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
            ) : (
              <>
                {/* The brand's part of a restaurant, kept as it is (the server keeps it too). */}
                <input type="hidden" name="slug" value={location?.slug ?? ''} />
                <input type="hidden" name="sort" value={location?.sort ?? 0} />
                {location?.published ? <input type="hidden" name="published" value="on" /> : null}
                {location?.comingSoon ? <input type="hidden" name="comingSoon" value="on" /> : null}
                {location?.isHeadquarters ? (
                  <input type="hidden" name="isHeadquarters" value="on" />
                ) : null}
                <p className="text-sm text-stone-600">{t('locations.brandFieldsNote')}</p>
              </>
            )}
          </FormSection>
          <FormSection title={t('locations.sections.address')}>
            <div className={grid}>
              <TextField name="addressEn" label={l('addressEn')} value={location?.addressEn} />
              <TextField
                name="addressAr"
                label={l('addressAr')}
                value={location?.addressAr}

                arabic
              />
              <TextField name="city" label={l('city')} value={location?.city} />
              <TextField name="state" label={l('state')} value={location?.state} />
              <TextField name="postalCode" label={l('postalCode')} value={location?.postalCode} />
              <TextField name="country" label={l('country')} value={location?.country ?? 'US'} />
              <TextField
                name="latitude"
                label={l('latitude')}
                value={location?.latitude}

                type="number"
              />
              <TextField
                name="longitude"
                label={l('longitude')}
                value={location?.longitude}

                type="number"
              />
              <TextField
                name="timezone"
                label={l('timezone')}
                value={location?.timezone ?? BUSINESS_TIME_ZONE}
                list="iana-time-zones"
                hint={l('timezoneHint')}

                ltr
              />
            </div>
          </FormSection>
          <datalist id="iana-time-zones">
            {[...ianaTimeZones()].map((zone) => (
              <option key={zone} value={zone} />
            ))}
          </datalist>
          <FormSection title={t('locations.sections.contact')}>
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

                ltr
              />
              <TextField
                name="googleMapsLink"
                label={l('googleMapsLink')}
                value={location?.googleMapsLink}

                type="url"
                ltr
              />
              <TextField
                name="appleMapsLink"
                label={l('appleMapsLink')}
                value={location?.appleMapsLink}

                type="url"
                ltr
              />
            </div>
          </FormSection>
          <FormSection title={t('locations.sections.hours')} hint={t('locations.hoursHint')}>
            <div className="grid gap-3">
              {WEEKDAYS.map((day) => (
                <DayHours key={day} day={day} range={location?.hoursJson[day]} errorFor={e} />
              ))}
            </div>
            <div className={grid}>
              <TextField
                name="hoursTextEn"
                label={l('hoursTextEn')}
                value={location?.hoursTextEn}
              />
              <TextField
                name="hoursTextAr"
                label={l('hoursTextAr')}
                value={location?.hoursTextAr}

                arabic
              />
            </div>
          </FormSection>
          <FormSection
            title={t('locations.sections.reservations')}
            hint={t('locations.reservationsHint')}
          >
            <BookingSettings location={location} errorFor={e} />
          </FormSection>
          <FormSection title={t('locations.sections.pickup')} hint={t('locations.pickupHint')}>
            <OrderingSettings location={location} owner={owner} />
          </FormSection>
          <FormSection title={t('locations.sections.special')} hint={t('locations.specialHint')}>
            <SpecialHoursEditor initial={specialInitial} errorFor={e} />
          </FormSection>
          <FormSection title={t('locations.sections.ordering')} hint={t('locations.orderingHint')}>
            <div className={grid}>
              {ORDER_PROVIDERS.map((provider) => (
                <TextField
                  key={provider}
                  name={`orderLinks.${provider}`}
                  label={t(`locations.providers.${provider}`)}
                  value={location?.orderLinksJson[provider]}

                  type="url"
                  ltr
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
          </FormSection>
        </FormFields>
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
