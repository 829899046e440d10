'use client';

import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import {
  CheckField,
  FormError,
  FormFields,
  NumberField,
  SelectField,
  TextField,
} from '@/components/ui/form-fields';
import {
  cancelReservationSchema,
  declineReservationSchema,
  editReservationSchema,
  phoneReservationSchema,
} from '@/features/reservations/schemas/console';
import { CANCELLED_BY } from '@/lib/enums';
import {
  addReservation,
  cancelReservation,
  declineReservation,
  editReservation,
} from '@/server/browser-actions';
import { EntityDialog } from '../../../components/admin/entity-dialog';
import { useAdminForm } from '../../../components/admin/use-admin-action';

export type BookableChoice = { slug: string; name: string; maxPartySize: number };

/** A step on one reservation (none: the dialog is closed). */
type StepProps = { reservation: { id: string; fullName: string } | null; onClose: () => void };

/** A decline and the note the guest receives with it. */
export function DeclineDialog({ reservation, onClose }: StepProps) {
  const t = useTranslations('admin');
  const form = useAdminForm({
    schema: declineReservationSchema,
    submit: declineReservation,
    success: () => t('reservations.done.declined'),
    failure: t('reservations.updateFailed'),
    onSaved: onClose,
  });
  return (
    <StepDialog
      reservation={reservation}
      form={form}
      onClose={onClose}
      idPrefix="decline"
      title={t('reservations.declineTitle', { name: reservation?.fullName ?? '' })}
      description={t('reservations.declineHint')}
      keepLabel={t('common.cancel')}
      submitLabel={t('reservations.actions.decline')}
    >
      <TextField name="note" label={t('reservations.declineNote')} value="" multiline />
    </StepDialog>
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
      <div className="sm:col-span-2">
        <CheckField name="override" label={t('override')} checked={false} />
      </div>
    </EntityDialog>
  );
}

/**
 * A booking's new day, time or party size: checked like a new one (without itself), with the
 * override staff may confirm; the guest is e-mailed the change.
 */
export function EditReservationDialog({
  reservation,
  onClose,
}: {
  reservation: {
    id: string;
    fullName: string;
    reservationDate: string;
    reservationTime: string;
    partySize: number;
  } | null;
  onClose: () => void;
}) {
  const t = useTranslations('admin.reservations');
  const title = t('editTitle', { name: reservation?.fullName ?? '' });
  const texts = {
    create: title,
    update: title,
    created: t('edited'),
    updated: t('edited'),
    failed: t('editFailed'),
  };
  return (
    <EntityDialog
      open={reservation !== null}
      onOpenChange={(open) => (open ? null : onClose())}
      recordId={reservation?.id ?? null}
      idPrefix="reservation-edit"
      schema={editReservationSchema}
      submit={editReservation}
      texts={texts}
    >
      <p className="text-sm text-stone-600">{t('editHint')}</p>
      <TextField
        name="reservationDate"
        label={t('fields.date')}
        value={reservation?.reservationDate ?? ''}
        ltr
        type="date"
      />
      <TextField
        name="reservationTime"
        label={t('fields.time')}
        value={reservation?.reservationTime ?? ''}
        ltr
        type="time"
      />
      <NumberField
        name="partySize"
        label={t('fields.partySize')}
        value={reservation?.partySize}
        min={1}
        max={100}
      />
      <CheckField name="override" label={t('override')} checked={false} />
    </EntityDialog>
  );
}

/** A cancellation: at the guest's request or the restaurant's, each with its own e-mail. */
export function CancelDialog({ reservation, onClose }: StepProps) {
  const t = useTranslations('admin');
  const form = useAdminForm({
    schema: cancelReservationSchema,
    submit: cancelReservation,
    success: () => t('reservations.cancelled'),
    failure: t('reservations.cancelFailed'),
    onSaved: onClose,
  });
  const labels = {
    guest: t('reservations.cancelByGuest'),
    restaurant: t('reservations.cancelByRestaurant'),
  };
  return (
    <StepDialog
      reservation={reservation}
      form={form}
      onClose={onClose}
      idPrefix="cancel"
      title={t('reservations.cancelTitle', { name: reservation?.fullName ?? '' })}
      description={t('reservations.cancelHint')}
      keepLabel={t('reservations.cancelKeep')}
      submitLabel={t('reservations.actions.cancel')}
    >
      <fieldset className="grid gap-2">
        <legend className="mb-1.5 text-sm font-medium text-stone-800">
          {t('reservations.cancelBy')}
        </legend>
        {CANCELLED_BY.map((by) => (
          <label key={by} className="flex min-h-11 items-center gap-2 text-sm text-stone-800">
            <input type="radio" name="by" value={by} className="size-4" />
            {labels[by]}
          </label>
        ))}
        <FormError name="by" />
      </fieldset>
      <TextField name="note" label={t('reservations.cancelNote')} value="" multiline />
    </StepDialog>
  );
}

/** A step taken on one reservation (decline, cancel): its fields, kept or confirmed. */
function StepDialog({
  reservation,
  form,
  onClose,
  idPrefix,
  title,
  description,
  keepLabel,
  submitLabel,
  children,
}: {
  reservation: { id: string } | null;
  form: ReturnType<typeof useAdminForm>;
  onClose: () => void;
  idPrefix: string;
  title: string;
  description: string;
  keepLabel: string;
  submitLabel: string;
  children: ReactNode;
}) {
  const t = useTranslations('admin');
  return (
    <Dialog
      open={reservation !== null}
      onOpenChange={(open) => {
        if (!open) {
          form.clearErrors();
          onClose();
        }
      }}
      title={title}
      description={description}
      closeLabel={t('common.close')}
    >
      <form {...form.formProps} key={reservation?.id} className="grid gap-4">
        <input type="hidden" name="id" value={reservation?.id ?? ''} />
        <FormFields form={form} idPrefix={idPrefix}>
          {children}
        </FormFields>
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={onClose}>
            {keepLabel}
          </Button>
          <Button type="submit" variant="destructive" disabled={form.pending}>
            {form.pending ? t('common.saving') : submitLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
