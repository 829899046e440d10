import { z } from '@/schemas/zod';
import { SLUG_MAX } from '@/lib/form-limits';
import { languageField, signupEmail } from '@/schemas/common';

/** The spec's planned location: its page and list came first. */
export const BRONX_SLUG = 'bronx';

/** The newsletter and the Bronx notify list take the same input. */
export const signupSchema = z.object({ email: signupEmail, language: languageField });
export const newsletterSchema = signupSchema;
/** An opening notice: the Bronx's by default, or another coming-soon location's. */
export const bronxNotifySchema = signupSchema.extend({
  locationSlug: z
    .string()
    .trim()
    .max(SLUG_MAX)
    .regex(/^[a-z0-9-]+$/)
    .optional()
    .catch(undefined)
    .transform((v) => v ?? BRONX_SLUG),
});

export type SignupInput = z.input<typeof signupSchema>;

/** The button on a confirmation link's page: the link's token (32 random bytes, base64url). */
export const confirmSignupSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'subscriptions.unknown'),
});
