import { z } from '../../../schemas/zod';
import { LANGUAGES } from '@/lib/enums';
import { EMAIL_MAX, PHONE_MAX, RESERVATION_NOTES_MAX } from '@/lib/form-limits';
import { locationSlugField, SIMPLE_EMAIL } from '../../../schemas/common';
import {
  partySizeField,
  reservationDateField,
  reservationTimeField,
} from '../../../schemas/reservation';
import { CANCELLED_BY } from '@/lib/enums';
import { flag, optionalLongText, recordId, requiredText } from '../../../schemas/admin/fields';

/** What staff may record: a decision (confirm) or what happened (seated, no-show). */
export const reservationStatusSchema = z.object({
  id: recordId,
  status: z.enum(['confirmed', 'seated', 'no_show'], 'errors.invalidInput'),
});

/** A decline tells the guest why. */
export const declineReservationSchema = z.object({
  id: recordId,
  note: requiredText('admin.reservations.noteRequired', RESERVATION_NOTES_MAX),
});

const optionalEmail = z
  .string()
  .trim()
  .max(EMAIL_MAX, 'admin.validation.tooLong')
  .optional()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || SIMPLE_EMAIL.test(v), 'admin.reservations.emailInvalid');

/** A table booked on the phone: the guest's name and phone; an e-mail only if they gave one. */
export const phoneReservationSchema = z.object({
  locationSlug: locationSlugField('admin.reservations.locationRequired'),
  reservationDate: reservationDateField,
  reservationTime: reservationTimeField,
  partySize: partySizeField,
  fullName: requiredText('admin.reservations.nameRequired', 100),
  phone: requiredText('admin.reservations.phoneRequired', PHONE_MAX),
  email: optionalEmail,
  notes: optionalLongText(RESERVATION_NOTES_MAX),
  language: z.enum(LANGUAGES).catch('en'),
  /** Staff confirmed booking over the notice period or a full time. */
  override: flag,
});

/** A booking's new day, time and party size (its restaurant stays). */
export const editReservationSchema = z.object({
  id: recordId,
  reservationDate: reservationDateField,
  reservationTime: reservationTimeField,
  partySize: partySizeField,
  override: flag,
});

/** A cancellation: who asked for it, and what the guest is told (optional). */
export const cancelReservationSchema = z.object({
  id: recordId,
  by: z.enum(CANCELLED_BY, 'admin.reservations.cancelByRequired'),
  note: optionalLongText(RESERVATION_NOTES_MAX),
});
