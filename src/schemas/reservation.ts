import { z } from './zod';
import { TIME_PATTERN } from '@/lib/hours';
import { LONG_TEXT_MAX, RESERVATION_NOTES_MAX } from '@/lib/form-limits';
import { isCalendarDate, optionalText } from './common';
import { answer, describeForm } from './form-description';
import { locationAnswer, personAnswers } from './shared-answers';

/** Larger parties than any location takes are refused here; each location's own limit after. */
export const PARTY_SIZE_MAX = 100;

/** A whole number of guests (a form posts text; JSON callers may send a number). */
export const partySizeField = z
  .preprocess(
    (v) => (typeof v === 'string' && /^\s*\d{1,3}\s*$/.test(v) ? Number(v) : v),
    z.number('validation.partySizeInvalid'),
  )
  .pipe(
    z
      .number()
      .int('validation.partySizeInvalid')
      .min(1, 'validation.partySizeInvalid')
      .max(PARTY_SIZE_MAX, 'validation.partySizeInvalid'),
  );

export const reservationDateField = z
  .string('validation.reservationDateRequired')
  .trim()
  .refine(isCalendarDate, 'validation.reservationDateRequired');

export const reservationTimeField = z
  .string('validation.reservationTimeRequired')
  .trim()
  .regex(TIME_PATTERN, 'validation.reservationTimeRequired');

/**
 * A table request: the location, day, time and party first (which the location's rules check in
 * the action), then who is coming. Stored in `reservations` under the same names.
 */
export const reservationForm = describeForm({
  locationSlug: locationAnswer,
  reservationDate: answer(reservationDateField, { format: 'date' }),
  reservationTime: answer(reservationTimeField, { format: 'text', key: 'time' }),
  partySize: answer(partySizeField, { format: 'text', key: 'partySize' }),
  ...personAnswers,
  notes: answer(
    optionalText(Math.min(LONG_TEXT_MAX, RESERVATION_NOTES_MAX), 'validation.tooLong'),
    {
      format: 'long',
    },
  ),
});

export const reservationSchema = reservationForm.schema;

export type ReservationInput = z.input<typeof reservationSchema>;
