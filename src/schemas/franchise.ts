import { z } from './zod';
import { hasVisibleText } from '@/lib/text-characters';
import { FRANCHISE_TIMELINES } from '@/lib/enums';
import {
  AMOUNT_MAX_USD,
  LONG_TEXT_MAX,
  NAME_MAX,
  PLACE_MAX,
  TERRITORY_MAX,
} from '@/lib/form-limits';
import { checkbox, emailField, INVALID, languageField, optionalText, phoneField } from './common';

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

export const franchiseSchema = z.object({
  fullName: z
    .string('validation.nameRequired')
    .trim()
    .min(2, 'validation.nameRequired')
    .max(NAME_MAX, 'validation.nameMax')
    .refine(hasVisibleText, 'validation.nameRequired'),
  email: emailField,
  phone: phoneField('validation.phoneRequired'),
  city: optionalText(PLACE_MAX, 'validation.tooLong'),
  state: optionalText(PLACE_MAX, 'validation.tooLong'),
  territory: z
    .string('validation.territoryRequired')
    .trim()
    .min(2, 'validation.territoryRequired')
    .max(TERRITORY_MAX, 'validation.territoryMax')
    .refine(hasVisibleText, 'validation.territoryRequired'),
  liquidCapitalUsd: dollars('validation.liquidCapitalRequired'),
  netWorthUsd: dollars('validation.netWorthRequired'),
  timeline: z.enum(FRANCHISE_TIMELINES, INVALID).default('6-12m'),
  priorRestaurantExperience: checkbox,
  experienceNotes: optionalText(LONG_TEXT_MAX, 'validation.tooLong'),
  language: languageField,
});

export type FranchiseInput = z.input<typeof franchiseSchema>;
