import { z } from './zod';
import { hasVisibleText } from '@/lib/text-characters';
import { CAREER_POSITIONS } from '@/lib/enums';
import { COVER_LETTER_MAX, LONG_TEXT_MAX, NAME_MAX } from '@/lib/form-limits';
import { emailField, languageField, optionalText, optionalWebUrl, phoneField } from './common';

export { COVER_LETTER_MAX } from '@/lib/form-limits';

export const careersSchema = z.object({
  name: z
    .string('validation.nameRequired')
    .trim()
    .min(1, 'validation.nameRequired')
    .max(NAME_MAX, 'validation.nameRequired')
    .refine(hasVisibleText, 'validation.nameRequired'),
  email: emailField,
  phone: phoneField('validation.validPhoneRequired'),
  position: z.enum(CAREER_POSITIONS, 'validation.positionRequired'),
  resumeLink: optionalWebUrl,
  coverLetter: optionalText(COVER_LETTER_MAX, 'validation.coverLetterMax'),
  availability: optionalText(500, 'validation.tooLong'),
  experience: optionalText(LONG_TEXT_MAX, 'validation.tooLong'),
  language: languageField,
});

export type CareersInput = z.input<typeof careersSchema>;
