import { z } from '@/schemas/zod';
import { checkbox, INVALID, languageField, optionalText, signupEmail } from '@/schemas/common';
import { NAME_MAX, PHONE_MAX } from '@/lib/form-limits';
import { hasVisibleText } from '@/lib/text-characters';
import {
  GUEST_CODE_PATTERN,
  PASSKEY_RESPONSE_MAX_CHARS,
  returnPathOf,
} from '../rules/guest-sign-in';

/** Where signing in returns to: a checkout, or (anything else) the account. */
const returnPath = z.unknown().optional().transform(returnPathOf);

/** Asking for a sign-in code: the address it goes to, and the language of its e-mail. */
export const guestCodeRequestSchema = z.object({
  email: signupEmail,
  language: languageField,
});

/** Signing in (or making the account) with the code that was e-mailed. */
export const guestSignInSchema = z.object({
  email: signupEmail,
  code: z
    .string('account.errors.codeInvalid')
    .transform((value) => value.replace(/\s/g, ''))
    .pipe(z.string().regex(GUEST_CODE_PATTERN, 'account.errors.codeInvalid')),
  language: languageField,
  next: returnPath,
});

/** A phone number the guest may leave blank; when given, at least ten characters. */
const optionalPhone = z
  .string(INVALID)
  .trim()
  .max(PHONE_MAX, 'validation.phoneMax')
  .refine((value) => value === '' || value.length >= 10, 'validation.validPhoneRequired')
  .optional()
  .transform((value) => (value ? value : null));

/** The account page's details: what checkout fills in, the favourite restaurant, e-mail news. */
export const guestDetailsSchema = z.object({
  name: optionalText(NAME_MAX, 'validation.nameMax').refine(
    (value) => value === null || (value.length >= 2 && hasVisibleText(value)),
    'validation.nameMin',
  ),
  phone: optionalPhone,
  favouriteLocationId: z
    .string(INVALID)
    .optional()
    .transform((value) => (value ? value : null))
    .pipe(z.uuid(INVALID).nullable()),
  marketing: checkbox,
  language: languageField,
});

/** Signing out: this browser, or every browser the account is signed in on. */
export const guestSignOutSchema = z.object({ everywhere: checkbox, language: languageField });

/** Deleting the account: the box saying the guest understands it erases everything. */
export const guestDeleteSchema = z.object({
  confirm: checkbox.refine(Boolean, 'account.errors.deleteConfirmRequired'),
  language: languageField,
});

/** An action that reads and is sent nothing (the checkout's saved details). */
export const guestNothingSchema = z.object({});

/**
 * A browser's answer to a passkey ceremony: the device's JSON (checked by the server's WebAuthn
 * library), bounded in size; `key` is the ceremony's, from its cookie (session-actions.ts).
 */
export const guestPasskeyAnswerSchema = z.object({
  key: z
    .string('account.errors.passkeyExpired')
    .max(64, 'account.errors.passkeyExpired')
    .optional(),
  response: z
    .record(z.string(), z.unknown(), 'account.errors.passkeyFailed')
    .refine(
      (value) => JSON.stringify(value).length <= PASSKEY_RESPONSE_MAX_CHARS,
      'account.errors.passkeyFailed',
    ),
  next: returnPath,
});

/** One of the account's passkeys taken off. */
export const guestPasskeyRemoveSchema = z.object({
  id: z.uuid('account.errors.passkeyGone'),
  language: languageField,
});
