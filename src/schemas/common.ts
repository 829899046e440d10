import { z } from 'zod';
import { LANGUAGES } from '@/lib/enums';

/** Spec: text, at sign, text, dot, text. */
export const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The message for a value no form of ours can send (a missing field, a choice not offered): every
 * message a visitor can see is a catalogue key, never the validator's own English.
 */
export const INVALID = 'errors.invalidInput';

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
  .regex(SIMPLE_EMAIL, 'validation.signupEmail')
  .transform((v) => v.toLowerCase());
