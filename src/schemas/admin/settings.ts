import { z } from '../zod';
import { nestFormKeys } from '@/lib/form-data';
import { NOTIFY_FORMS, SOCIAL_NETWORKS } from '@/lib/site-settings';
import { objectOf } from './fields';

const email = z.email('admin.validation.emailInvalid');
const url = (message = 'admin.settings.urlInvalid') =>
  z
    .string()
    .trim()
    .max(500, 'admin.validation.tooLong')
    .refine((v) => /^https:\/\/[^\s]+$/i.test(v) && URL.canParse(v), message);
const optionalUrl = z
  .union([z.literal(''), url()])
  .optional()
  .transform((v) => v ?? '');

/** Addresses typed one per line or separated by commas. */
const recipients = z
  .string()
  .max(2000, 'admin.validation.tooLong')
  .optional()
  .transform((v) =>
    (v ?? '')
      .split(/[\s,;]+/)
      .map((a) => a.trim())
      .filter(Boolean),
  )
  .pipe(z.array(email).max(20, 'admin.settings.tooManyRecipients'));

export const settingsSchema = z.preprocess(
  nestFormKeys,
  z.object({
    contactEmail: z.string().trim().pipe(email),
    phone: z
      .string()
      .trim()
      .min(1, 'admin.settings.phoneRequired')
      .max(40, 'admin.validation.tooLong')
      .regex(/^[+\d][\d\s().-]{6,}$/, 'admin.settings.phoneInvalid'),
    franchiseEmail: z.string().trim().pipe(email),
    recipients: objectOf(NOTIFY_FORMS, recipients),
    social: objectOf(SOCIAL_NETWORKS, optionalUrl),
    reviewUrls: z
      .record(z.string().regex(/^[a-z0-9-]{1,120}$/), optionalUrl)
      .optional()
      .transform((v) => Object.fromEntries(Object.entries(v ?? {}).filter(([, u]) => u))),
    schedulingUrl: url(),
  }),
);
export type SettingsInput = z.output<typeof settingsSchema>;
