import { z } from '@/schemas/zod';
import { CATERING_BUDGETS, CATERING_SERVICES } from '@/lib/enums';
import { CATERING_DAYS_AHEAD_MAX, CATERING_GUESTS_MAX, LONG_TEXT_MAX } from '@/lib/form-limits';
import { todayDate } from '@/lib/time-zone';
import { isCalendarDate, optionalText } from '@/schemas/common';
import { answer, describeForm } from '@/schemas/form-description';
import { locationAnswer, personAnswers } from '@/schemas/shared-answers';

/** The last day an event may be asked for: about two years from today. */
function latestEventDate(today: string): string {
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + CATERING_DAYS_AHEAD_MAX);
  return date.toISOString().slice(0, 10);
}

/** A day from today (the restaurants' calendar) up to two years ahead. */
const eventDate = z
  .string('validation.eventDateRequired')
  .trim()
  .min(1, 'validation.eventDateRequired')
  .refine(isCalendarDate, 'validation.eventDateRequired')
  .superRefine((value, ctx) => {
    if (!isCalendarDate(value)) return;
    const today = todayDate();
    if (value < today) ctx.addIssue({ code: 'custom', message: 'validation.eventDatePast' });
    else if (value > latestEventDate(today))
      ctx.addIssue({ code: 'custom', message: 'validation.eventDateTooFar' });
  });

/** A whole number of guests (a form posts text; JSON callers may send a number). */
const guestCount = z
  .preprocess(
    (v) => (typeof v === 'string' && /^\s*\d{1,6}\s*$/.test(v) ? Number(v) : v),
    z.number('validation.guestCountInvalid'),
  )
  .pipe(
    z
      .number()
      .int('validation.guestCountInvalid')
      .min(1, 'validation.guestCountInvalid')
      .max(CATERING_GUESTS_MAX, 'validation.guestCountInvalid'),
  );

export const cateringForm = describeForm({
  ...personAnswers,
  eventDate: answer(eventDate, { format: 'date' }),
  guestCount: answer(guestCount, { format: 'text' }),
  locationSlug: locationAnswer,
  service: answer(z.enum(CATERING_SERVICES, 'validation.serviceRequired'), {
    format: 'enum',
    group: 'cateringServices',
  }),
  budget: answer(z.enum(CATERING_BUDGETS, 'validation.budgetRequired'), {
    format: 'enum',
    group: 'cateringBudgets',
  }),
  message: answer(optionalText(LONG_TEXT_MAX, 'validation.tooLong'), { format: 'long' }),
});

export const cateringSchema = cateringForm.schema;

export type CateringInput = z.input<typeof cateringSchema>;
