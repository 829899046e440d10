import { z } from './zod';
import { languageField } from './common';
import { hasVisibleText } from '@/lib/text-characters';

import { DEFAULT_FEEDBACK_LOCATION, GOOD_RATING, LONG_TEXT_MAX } from '@/lib/form-limits';

export { DEFAULT_FEEDBACK_LOCATION, GOOD_RATING } from '@/lib/form-limits';

export const feedbackSchema = z
  .object({
    locationSlug: z
      .string()
      .trim()
      .regex(/^[a-z0-9-]{1,64}$/)
      .catch(DEFAULT_FEEDBACK_LOCATION),
    // One of the five stars: a digit from 1 to 5 (a form posts text; JSON callers a number).
    // No star chosen, or anything else ("5e0", "0x5", " 5"), is no rating.
    rating: z
      .preprocess(
        (v) => (typeof v === 'string' && /^[1-5]$/.test(v) ? Number(v) : v),
        z.number({ error: 'validation.ratingRequired' }),
      )
      .pipe(
        z
          .number()
          .int('validation.ratingRequired')
          .min(1, 'validation.ratingRequired')
          .max(5, 'validation.ratingRequired'),
      ),
    comments: z
      .string('validation.feedbackRequired')
      .max(LONG_TEXT_MAX, 'validation.commentsMax')
      .optional()
      .default(''),
    language: languageField,
  })
  .superRefine((value, ctx) => {
    if (value.rating < GOOD_RATING && !hasVisibleText(value.comments)) {
      ctx.addIssue({ code: 'custom', path: ['comments'], message: 'validation.feedbackRequired' });
    }
  });

export type FeedbackInput = z.input<typeof feedbackSchema>;
