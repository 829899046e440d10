import { z } from '../zod';
import { PASSKEY_NAME_MAX } from '@/lib/admin-limits';
import { flag, recordId, requiredText } from './fields';
import { adminEmail, adminPassword } from './login';
import { PASSWORD_MAX_LENGTH } from '@/lib/admin-limits';
import { SSO_PROVIDERS } from '@/lib/sso';

/** A passkey's name, as its owner calls it ("Work laptop"). */
export const passkeyName = requiredText('admin.validation.passkeyNameRequired', PASSKEY_NAME_MAX);

export const passkeyRenameSchema = z.object({ id: recordId, name: passkeyName });
export const passkeyIdSchema = z.object({ id: recordId });

/** A single sign-on provider linked to one's account (Account security's "Unlink"). */
export const linkedSignInSchema = z.object({ providerId: z.enum(SSO_PROVIDERS) });

/** A session is named by Better Auth's id (not a UUID): bounded, plain characters. */
export const sessionIdSchema = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/) });
export const staffSessionsSchema = z.object({ userId: z.string().min(1).max(100) });

/** Bounds of the idle timeout, in minutes: five minutes to thirty days. */
export const IDLE_MINUTES = { min: 5, max: 30 * 24 * 60 } as const;

export const securityPolicySchema = z.object({
  requireSecondFactor: flag,
  idleMinutes: z.coerce
    .number('admin.security.idleRange')
    .int('admin.security.idleRange')
    .min(IDLE_MINUTES.min, 'admin.security.idleRange')
    .max(IDLE_MINUTES.max, 'admin.security.idleRange'),
});

/** Changing one's own password: the current one, and a new one under the sign-up rules. */
export const changePasswordSchema = z.object({
  currentPassword: z
    .string('admin.accountDetails.currentRequired')
    .min(1, 'admin.accountDetails.currentRequired')
    .max(PASSWORD_MAX_LENGTH, 'admin.validation.passwordMax'),
  newPassword: adminPassword,
});

/** Changing one's own address: confirmed through a link sent to the new one. */
export const changeEmailSchema = z.object({ newEmail: adminEmail });
