import { z } from '@/schemas/zod';
import { hasVisibleText } from '@/lib/text-characters';
import { FRANCHISE_TIMELINES } from '@/lib/enums';
import { FRANCHISE_MINIMUMS } from '@/lib/franchise';
import { AMOUNT_MAX_USD, LONG_TEXT_MAX, PLACE_MAX, TERRITORY_MAX } from '@/lib/form-limits';
import { checkbox, INVALID, optionalText } from '@/schemas/common';
import { answer, describeForm } from '@/schemas/form-description';
import { personAnswers } from '@/schemas/shared-answers';

/** "$150,000" -> 150000; the spec only asks for at least one character. */
const dollars = (required: string) =>
  z
    .string(required)
    .trim()
    .min(1, required)
    .max(30, 'validation.amountInvalid')
    .transform((v) => v.replace(/[$,\s]/g, ''))
    .pipe(z.string().regex(/^\d+(\.\d{1,2})?$/, 'validation.amountInvalid'))
    .transform(Number)
    .pipe(z.number().max(AMOUNT_MAX_USD, 'validation.amountTooLarge'));

export const franchiseForm = describeForm({
  ...personAnswers,
  city: answer(optionalText(PLACE_MAX, 'validation.tooLong'), { format: 'text' }),
  state: answer(optionalText(PLACE_MAX, 'validation.tooLong'), { format: 'text' }),
  territory: answer(
    z
      .string('validation.territoryRequired')
      .trim()
      .min(2, 'validation.territoryRequired')
      .max(TERRITORY_MAX, 'validation.territoryMax')
      .refine(hasVisibleText, 'validation.territoryRequired'),
    { format: 'text' },
  ),
  liquidCapitalUsd: answer(dollars('validation.liquidCapitalRequired'), {
    format: 'money',
    key: 'liquidCapital',
    minimum: FRANCHISE_MINIMUMS.liquidCapital,
  }),
  netWorthUsd: answer(dollars('validation.netWorthRequired'), {
    format: 'money',
    key: 'netWorth',
    minimum: FRANCHISE_MINIMUMS.netWorth,
  }),
  timeline: answer(z.enum(FRANCHISE_TIMELINES, INVALID).default('6-12m'), {
    format: 'enum',
    group: 'timelines',
  }),
  priorRestaurantExperience: answer(checkbox, { format: 'bool', key: 'priorExperience' }),
  experienceNotes: answer(optionalText(LONG_TEXT_MAX, 'validation.tooLong'), { format: 'long' }),
});

export const franchiseSchema = franchiseForm.schema;

export type FranchiseInput = z.input<typeof franchiseSchema>;
