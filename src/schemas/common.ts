import { z } from './zod';
import { LANGUAGES } from '@/lib/enums';
import {
  EMAIL_MAX,
  INVALID_INPUT,
  NAME_MAX,
  PHONE_MAX,
  SLUG_MAX,
  URL_MAX,
} from '@/lib/form-limits';
import { hasVisibleText } from '@/lib/text-characters';

/**
 * Spec: text, at sign, text, dot, text; the text without spaces, control characters or invisible
 * format characters (zero-width and direction marks).
 */
export const SIMPLE_EMAIL = /^[^\s@\p{Cc}\p{Cf}]+@[^\s@\p{Cc}\p{Cf}]+\.[^\s@\p{Cc}\p{Cf}]+$/u;

/**
 * The message for a value no form of ours can send (a missing field, a choice not offered): every
 * message a visitor can see is a catalogue key, never the validator's own English.
 */
export const INVALID = INVALID_INPUT;

/** Empty form fields arrive as ''; optional columns store null. */
export const optionalText = (max: number, message: string) =>
  z
    .string(message)
    .trim()
    .max(max, message)
    .optional()
    .transform((v) => (v ? v : null));

/**
 * A location's slug. Which locations the form offers is the database's (the published ones);
 * the action refuses a slug that is not among them.
 */
export const locationSlugField = (message: string) =>
  z
    .string(message)
    .trim()
    .min(1, message)
    .max(SLUG_MAX, message)
    .regex(/^[a-z0-9-]+$/, message);

export const languageField = z.enum(LANGUAGES).catch('en');

/** A checkbox posts "on" (or nothing); JSON callers may send a boolean. */
export const checkbox = z
  .union(
    [z.boolean(), z.literal('on'), z.literal('true'), z.literal('false'), z.literal('')],
    INVALID,
  )
  .optional()
  .transform((v) => v === true || v === 'on' || v === 'true');

export const signupEmail = z
  .string('validation.signupEmail')
  .trim()
  .min(1, 'validation.signupEmail')
  .max(EMAIL_MAX, 'validation.emailMax')
  .regex(SIMPLE_EMAIL, 'validation.signupEmail')
  .transform((v) => v.toLowerCase());

/** A required e-mail address of at most EMAIL_MAX characters. */
export const emailField = z
  .string('validation.emailInvalid')
  .trim()
  .max(EMAIL_MAX, 'validation.emailMax')
  .email('validation.emailInvalid');

/** A phone number of at least ten characters (spec) and at most PHONE_MAX. */
export const phoneField = (required: string) =>
  z.string(required).trim().min(10, required).max(PHONE_MAX, 'validation.phoneMax');

/** An optional web address: http or https only (never javascript: or data:). */
const webUrl = z.url({ protocol: /^https?$/ });
export const optionalWebUrl = z
  .string('validation.urlInvalid')
  .trim()
  .max(URL_MAX, 'validation.urlTooLong')
  .refine((v) => v === '' || webUrl.safeParse(v).success, 'validation.urlInvalid')
  .optional()
  .transform((v) => (v ? v : null));

/** A day of the calendar written YYYY-MM-DD: "2026-02-30" is none. */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 1900 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  );
}

/** A person's full name as the franchise and catering forms ask for it: 2 to 100 characters. */
export const fullNameField = z
  .string('validation.nameRequired')
  .trim()
  .min(2, 'validation.nameRequired')
  .max(NAME_MAX, 'validation.nameMax')
  .refine(hasVisibleText, 'validation.nameRequired');
