import { z } from './zod';
import { LANGUAGES } from '@/lib/enums';
import { EMAIL_MAX, INVALID_INPUT, PHONE_MAX, URL_MAX } from '@/lib/form-limits';

/** Spec: text, at sign, text, dot, text. */
export const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

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
export const optionalWebUrl = z
  .union(
    [
      z.literal(''),
      z
        .string()
        .trim()
        .max(URL_MAX, 'validation.urlTooLong')
        .pipe(z.url({ protocol: /^https?$/, error: 'validation.urlInvalid' })),
    ],
    'validation.urlInvalid',
  )
  .optional()
  .transform((v) => (v ? v : null));
