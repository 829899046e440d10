import { z } from 'zod';
import { FRANCHISE_TIMELINES } from '@/lib/enums';
import { checkbox, INVALID, languageField, optionalText } from './common';

/** "$150,000" -> 150000; the spec only asks for at least one character. */
const dollars = (required: string) =>
  z
    .string(required)
    .trim()
    .min(1, required)
    .transform((v) => v.replace(/[$,\s]/g, ''))
    .pipe(z.string().regex(/^\d+(\.\d{1,2})?$/, 'validation.amountInvalid'))
    .transform(Number);

export const franchiseSchema = z.object({
  fullName: z.string('validation.nameRequired').trim().min(2, 'validation.nameRequired'),
  email: z.string('validation.emailInvalid').trim().email('validation.emailInvalid'),
  phone: z.string('validation.phoneRequired').trim().min(10, 'validation.phoneRequired'),
  city: optionalText(100, 'validation.tooLong'),
  state: optionalText(100, 'validation.tooLong'),
  territory: z.string('validation.territoryRequired').trim().min(2, 'validation.territoryRequired'),
  liquidCapitalUsd: dollars('validation.liquidCapitalRequired'),
  netWorthUsd: dollars('validation.netWorthRequired'),
  timeline: z.enum(FRANCHISE_TIMELINES, INVALID).default('6-12m'),
  priorRestaurantExperience: checkbox,
  experienceNotes: optionalText(2000, 'validation.tooLong'),
  language: languageField,
});

export type FranchiseInput = z.input<typeof franchiseSchema>;
