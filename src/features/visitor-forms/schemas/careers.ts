import { z } from '@/schemas/zod';
import { hasVisibleText } from '@/lib/text-characters';
import { CAREER_POSITIONS } from '@/lib/enums';
import { COVER_LETTER_MAX, LONG_TEXT_MAX, NAME_MAX } from '@/lib/form-limits';
import { emailField, optionalText, optionalWebUrl, phoneField } from '@/schemas/common';
import { answer, describeForm } from '@/schemas/form-description';

export { COVER_LETTER_MAX } from '@/lib/form-limits';

export const careersForm = describeForm({
  name: answer(
    z
      .string('validation.nameRequired')
      .trim()
      .min(1, 'validation.nameRequired')
      .max(NAME_MAX, 'validation.nameRequired')
      .refine(hasVisibleText, 'validation.nameRequired'),
    { format: 'text', key: 'fullName' },
  ),
  email: answer(emailField, { format: 'email' }),
  phone: answer(phoneField('validation.validPhoneRequired'), { format: 'phone' }),
  position: answer(z.enum(CAREER_POSITIONS, 'validation.positionRequired'), {
    format: 'enum',
    group: 'positions',
  }),
  resumeLink: answer(optionalWebUrl, { format: 'url' }),
  availability: answer(optionalText(500, 'validation.tooLong'), { format: 'text' }),
  experience: answer(optionalText(LONG_TEXT_MAX, 'validation.tooLong'), { format: 'long' }),
  coverLetter: answer(optionalText(COVER_LETTER_MAX, 'validation.coverLetterMax'), {
    format: 'long',
  }),
});

export const careersSchema = careersForm.schema;

export type CareersInput = z.input<typeof careersSchema>;
