'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormFields, NumberField, SelectField, TextField } from '@/components/ui/form-fields';
import { declineReservationSchema, phoneReservationSchema } from '@/schemas/admin/reservations';
import { addReservation, declineReservation } from '@/server/browser-actions';
import { EntityDialog } from '../entity-dialog';
import { useAdminForm } from '../use-admin-action';

export type BookableChoice = { slug: string; name: string; maxPartySize: number };

/** A decline and the note the guest receives with it. */
export function DeclineDialog({
  reservation,
  onClose,
}: {
  reservation: { id: string; fullName: string } | null;
  onClose: () => void;
}) {
  const t = useTranslations('admin');
  const form = useAdminForm({
    schema: declineReservationSchema,
    submit: declineReservation,
    success: () => t('reservations.done.declined'),
    failure: t('reservations.updateFailed'),
    onSaved: onClose,
  });
  return (
    <Dialog
      open={reservation !== null}
      onOpenChange={(open) => {
        if (!open) {
          form.clearErrors();
          onClose();
        }
      }}
      title={t('reservations.declineTitle', { name: reservation?.fullName ?? '' })}
      description={t('reservations.declineHint')}
      closeLabel={t('common.close')}
    >
      <form {...form.formProps} key={reservation?.id} className="grid gap-4">
        <input type="hidden" name="id" value={reservation?.id ?? ''} />
        <FormFields form={form} idPrefix="decline">
          <TextField name="note" label={t('reservations.declineNote')} value="" multiline />
        </FormFields>
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="destructive" disabled={form.pending}>
            {form.pending ? t('common.saving') : t('reservations.actions.decline')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** A table booked on the phone, by the same rules as the site's requests. */
export function AddReservationDialog({
  open,
  onOpenChange,
  locations,
  today,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  locations: BookableChoice[];
  today: string;
}) {
  const t = useTranslations('admin.reservations');
  const texts = {
    create: t('addTitle'),
    update: t('addTitle'),
    created: t('created'),
    updated: t('created'),
    failed: t('addFailed'),
  };
  return (
    <EntityDialog
      open={open}
      onOpenChange={onOpenChange}
      recordId={null}
      idPrefix="reservation"
      schema={phoneReservationSchema}
      submit={addReservation}
      texts={texts}
      wide
    >
      <p className="text-sm text-stone-600 sm:col-span-2">{t('addHint')}</p>
      <SelectField
        name="locationSlug"
        label={t('fields.location')}
        value={locations[0]?.slug ?? ''}
      >
        {locations.map((location) => (
          <option key={location.slug} value={location.slug}>
            {location.name}
          </option>
        ))}
      </SelectField>
      <TextField name="reservationDate" label={t('fields.date')} value={today} ltr type="date" />
      <TextField name="reservationTime" label={t('fields.time')} value="19:00" ltr type="time" />
      <NumberField name="partySize" label={t('fields.partySize')} value={2} min={1} max={100} />
      <TextField name="fullName" label={t('fields.fullName')} value="" autoComplete="off" />
      <TextField name="phone" label={t('fields.phone')} value="" ltr autoComplete="off" />
      <TextField name="email" label={t('fields.email')} value="" ltr autoComplete="off" />
      <SelectField name="language" label={t('fields.language')} value="en">
        <option value="en">{t('languages.en')}</option>
        <option value="ar">{t('languages.ar')}</option>
      </SelectField>
      <TextField
        name="notes"
        label={t('fields.notes')}
        value=""
        multiline
        className="sm:col-span-2"
      />
    </EntityDialog>
  );
}
