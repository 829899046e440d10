import { z } from '@/schemas/zod';
import { hasVisibleText } from '@/lib/text-characters';
import { INQUIRY_TYPES } from '@/lib/enums';
import { checkbox, emailField, INVALID } from '@/schemas/common';
import { answer, checkedOnly, describeForm } from '@/schemas/form-description';
import { locationAnswer } from '@/schemas/shared-answers';

import {
  ATTACHMENT_EXTENSIONS,
  ATTACHMENT_MAX_BYTES,
  MESSAGE_MAX,
  MESSAGE_MIN,
  NAME_MAX,
  PHONE_MAX,
} from '@/lib/form-limits';

export {
  ATTACHMENT_ACCEPT,
  ATTACHMENT_MAX_BYTES,
  MESSAGE_MAX,
  MESSAGE_MIN,
} from '@/lib/form-limits';

/** The browser posts an empty File when nothing was chosen. */
const attachment = z
  .custom<File | null | undefined>(
    (v) => v == null || v === '' || v instanceof File,
    'validation.attachmentType',
  )
  .transform((v) => (v instanceof File && v.size > 0 ? v : null))
  .refine((f) => !f || f.size <= ATTACHMENT_MAX_BYTES, 'validation.attachmentTooLarge')
  .refine(
    (f) =>
      !f ||
      (ATTACHMENT_EXTENSIONS as readonly string[]).includes(
        f.name.split('.').pop()?.toLowerCase() ?? '',
      ),
    'validation.attachmentType',
  );

export const contactForm = describeForm({
  fullName: answer(
    z
      .string('validation.nameMin')
      .trim()
      .min(2, 'validation.nameMin')
      .max(NAME_MAX, 'validation.nameMax')
      .refine(hasVisibleText, 'validation.nameMin'),
    { format: 'text' },
  ),
  email: answer(emailField, { format: 'email' }),
  phone: answer(
    z
      .string('validation.phoneMax')
      .trim()
      .max(PHONE_MAX, 'validation.phoneMax')
      .optional()
      .transform((v) => (v ? v : null)),
    { format: 'phone' },
  ),
  inquiryType: answer(z.enum(INQUIRY_TYPES, INVALID).default('general'), {
    format: 'enum',
    group: 'inquiryTypes',
  }),
  locationSlug: locationAnswer,
  message: answer(
    z
      .string('validation.messageMin')
      .trim()
      .min(MESSAGE_MIN, 'validation.messageMin')
      .max(MESSAGE_MAX, 'validation.messageMax')
      .refine(hasVisibleText, 'validation.messageMin'),
    { format: 'long' },
  ),
  // Honeypot: people never see it; bots fill it.
  website: checkedOnly(z.string('validation.honeypot').max(0, 'validation.honeypot').optional()),
  consent: checkedOnly(checkbox.refine((v) => v, 'validation.consentRequired')),
  attachment: checkedOnly(attachment.optional()),
});

export const contactSchema = contactForm.schema;

export type ContactInput = z.input<typeof contactSchema>;
