import { z } from 'zod';
import { LANGUAGES } from '@/lib/enums';

/** Spec: text, at sign, text, dot, text. */
export const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Empty form fields arrive as ''; optional columns store null. */
export const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .optional()
    .transform((v) => (v ? v : null));

export const languageField = z.enum(LANGUAGES).catch('en');

/** A checkbox posts "on" (or nothing); JSON callers may send a boolean. */
export const checkbox = z
  .union([z.boolean(), z.literal('on'), z.literal('true'), z.literal('false'), z.literal('')])
  .optional()
  .transform((v) => v === true || v === 'on' || v === 'true');

export const signupEmail = z
  .string('validation.signupEmail')
  .trim()
  .min(1, 'validation.signupEmail')
  .regex(SIMPLE_EMAIL, 'validation.signupEmail')
  .transform((v) => v.toLowerCase());
