import { z } from './zod';
import { languageField } from './common';

import { DEFAULT_FEEDBACK_LOCATION, GOOD_RATING, LONG_TEXT_MAX } from '@/lib/form-limits';

export { DEFAULT_FEEDBACK_LOCATION, GOOD_RATING } from '@/lib/form-limits';

export const feedbackSchema = z
  .object({
    locationSlug: z
      .string()
      .trim()
      .regex(/^[a-z0-9-]{1,64}$/)
      .catch(DEFAULT_FEEDBACK_LOCATION),
    // No star chosen: the field is missing, which coerces to NaN.
    rating: z.coerce
      .number({ error: 'validation.ratingRequired' })
      .int('validation.ratingRequired')
      .min(1, 'validation.ratingRequired')
      .max(5, 'validation.ratingRequired'),
    comments: z
      .string('validation.feedbackRequired')
      .max(LONG_TEXT_MAX, 'validation.commentsMax')
      .optional()
      .default(''),
    language: languageField,
  })
  .superRefine((value, ctx) => {
    if (value.rating < GOOD_RATING && value.comments.trim() === '') {
      ctx.addIssue({ code: 'custom', path: ['comments'], message: 'validation.feedbackRequired' });
    }
  });

export type FeedbackInput = z.input<typeof feedbackSchema>;
