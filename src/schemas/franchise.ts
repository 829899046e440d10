import { z } from 'zod';
import { FRANCHISE_TIMELINES } from '@/lib/enums';
import { checkbox, languageField, optionalText } from './common';

/** "$150,000" -> 150000; the spec only asks for at least one character. */
const dollars = (required: string) =>
  z
    .string()
    .trim()
    .min(1, required)
    .transform((v) => v.replace(/[$,\s]/g, ''))
    .pipe(z.string().regex(/^\d+(\.\d{1,2})?$/, 'validation.amountInvalid'))
    .transform(Number);

export const franchiseSchema = z.object({
  fullName: z.string().trim().min(2, 'validation.nameRequired'),
  email: z.string().trim().email('validation.emailInvalid'),
  phone: z.string().trim().min(10, 'validation.phoneRequired'),
  city: optionalText(100, 'validation.tooLong'),
  state: optionalText(100, 'validation.tooLong'),
  territory: z.string().trim().min(2, 'validation.territoryRequired'),
  liquidCapitalUsd: dollars('validation.liquidCapitalRequired'),
  netWorthUsd: dollars('validation.netWorthRequired'),
  timeline: z.enum(FRANCHISE_TIMELINES).default('6-12m'),
  priorRestaurantExperience: checkbox,
  experienceNotes: optionalText(2000, 'validation.tooLong'),
  language: languageField,
});

export type FranchiseInput = z.input<typeof franchiseSchema>;
