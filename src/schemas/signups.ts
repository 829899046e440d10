import { z } from './zod';
import { languageField, signupEmail } from './common';

/** The newsletter and the Bronx notify list take the same input. */
export const signupSchema = z.object({ email: signupEmail, language: languageField });
export const newsletterSchema = signupSchema;
export const bronxNotifySchema = signupSchema;

export type SignupInput = z.input<typeof signupSchema>;
