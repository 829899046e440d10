import { z } from 'zod';
import { CAREER_POSITIONS } from '@/lib/enums';
import { languageField, optionalText } from './common';

import { COVER_LETTER_MAX } from '@/lib/form-limits';

export { COVER_LETTER_MAX } from '@/lib/form-limits';

export const careersSchema = z.object({
  name: z
    .string('validation.nameRequired')
    .trim()
    .min(1, 'validation.nameRequired')
    .max(100, 'validation.nameRequired'),
  email: z.string('validation.emailInvalid').trim().email('validation.emailInvalid'),
  phone: z.string('validation.validPhoneRequired').trim().min(10, 'validation.validPhoneRequired'),
  position: z.enum(CAREER_POSITIONS, 'validation.positionRequired'),
  resumeLink: z
    .union([z.literal(''), z.url('validation.urlInvalid')], 'validation.urlInvalid')
    .optional()
    .transform((v) => (v ? v : null)),
  coverLetter: optionalText(COVER_LETTER_MAX, 'validation.coverLetterMax'),
  availability: optionalText(500, 'validation.tooLong'),
  experience: optionalText(2000, 'validation.tooLong'),
  language: languageField,
});

export type CareersInput = z.input<typeof careersSchema>;
