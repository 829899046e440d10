import { z } from '@/schemas/zod';
import { hasVisibleText } from '@/lib/text-characters';
import { DEFAULT_FEEDBACK_LOCATION, GOOD_RATING, LONG_TEXT_MAX } from '@/lib/form-limits';
import { answer, describeForm } from '@/schemas/form-description';
import { INVALID, locationSlugField } from '@/schemas/common';

export { DEFAULT_FEEDBACK_LOCATION, GOOD_RATING } from '@/lib/form-limits';

export const feedbackForm = describeForm({
  locationSlug: answer(locationSlugField(INVALID).catch(DEFAULT_FEEDBACK_LOCATION), {
    format: 'text',
    key: 'location',
    location: true,
  }),
  // One of the five stars: a digit from 1 to 5 (a form posts text; JSON callers a number).
  // No star chosen, or anything else ("5e0", "0x5", " 5"), is no rating.
  rating: answer(
    z
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
    { format: 'rating' },
  ),
  comments: answer(
    z
      .string('validation.feedbackRequired')
      .max(LONG_TEXT_MAX, 'validation.commentsMax')
      .optional()
      .default(''),
    { format: 'long' },
  ),
});

export const feedbackSchema = feedbackForm.schema.superRefine((value, ctx) => {
  if (value.rating < GOOD_RATING && !hasVisibleText(value.comments)) {
    ctx.addIssue({ code: 'custom', path: ['comments'], message: 'validation.feedbackRequired' });
  }
});

export type FeedbackInput = z.input<typeof feedbackSchema>;
