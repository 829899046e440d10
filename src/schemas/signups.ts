import { z } from 'zod';
import { languageField, signupEmail } from './common';

export const newsletterSchema = z.object({ email: signupEmail, language: languageField });
export const bronxNotifySchema = z.object({ email: signupEmail, language: languageField });

export type NewsletterInput = z.input<typeof newsletterSchema>;
