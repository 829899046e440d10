import { z } from '../zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@/lib/admin-limits';
import { SIMPLE_EMAIL } from '../common';

export const adminEmail = z
  .string('admin.validation.emailInvalid')
  .trim()
  .max(255, 'admin.validation.emailInvalid')
  .regex(SIMPLE_EMAIL, 'admin.validation.emailInvalid')
  .transform((v) => v.toLowerCase());

export const adminPassword = z
  .string('admin.validation.passwordMin')
  .min(PASSWORD_MIN_LENGTH, 'admin.validation.passwordMin')
  .max(PASSWORD_MAX_LENGTH, 'admin.validation.passwordMax');

/** Spec: e-mail valid, password at least 6 characters; the first message is shown. */
export const adminLoginSchema = z.object({ email: adminEmail, password: adminPassword });
/** A form that asks only for the account's address: a reset link, a sign-in code or link. */
export const accountEmailSchema = z.object({ email: adminEmail });
export const passwordResetRequestSchema = accountEmailSchema;
export const newPasswordSchema = z.object({ password: adminPassword });

export const ownerSetupSchema = z.object({
  token: z.string().min(1).max(200),
  email: adminEmail,
  password: adminPassword,
});
