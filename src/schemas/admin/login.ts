import { z } from '../zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, SIGN_IN_PASSWORD_MIN } from '@/lib/admin-limits';
import { SIMPLE_EMAIL } from '../common';

export const adminEmail = z
  .string('admin.validation.emailInvalid')
  .trim()
  .max(255, 'admin.validation.emailInvalid')
  .regex(SIMPLE_EMAIL, 'admin.validation.emailInvalid')
  .transform((v) => v.toLowerCase());

/** A password being chosen; the server also refuses common ones (password-policy.ts). */
export const adminPassword = z
  .string('admin.validation.newPasswordMin')
  .min(PASSWORD_MIN_LENGTH, 'admin.validation.newPasswordMin')
  .max(PASSWORD_MAX_LENGTH, 'admin.validation.passwordMax');

/** The password signed in with: any the account has (one below today's rules is then changed). */
const signInPassword = z
  .string('admin.validation.passwordMin')
  .min(SIGN_IN_PASSWORD_MIN, 'admin.validation.passwordMin')
  .max(PASSWORD_MAX_LENGTH, 'admin.validation.passwordMax');

/** Spec: e-mail valid, password at least 6 characters; the first message is shown. */
export const adminLoginSchema = z.object({ email: adminEmail, password: signInPassword });
/** A new account's address and the password chosen for it. */
export const signUpSchema = z.object({ email: adminEmail, password: adminPassword });
/** A form that asks only for the account's address: a reset link, a sign-in code or link. */
export const accountEmailSchema = z.object({ email: adminEmail });
export const passwordResetRequestSchema = accountEmailSchema;
export const newPasswordSchema = z.object({ password: adminPassword });

export const ownerSetupSchema = z.object({
  token: z.string().min(1).max(200),
  email: adminEmail,
  password: adminPassword,
});
