import { z } from '../zod';
import { nestFormKeys } from '@/lib/form-data';
import { AUTHOR_MAX, QUOTE_MAX, RATING_RANGE, TESTIMONIAL_COUNT } from '@/lib/home-reviews';
import { numberField, requiredText } from './fields';

const testimonial = z.object({
  quoteEn: requiredText('admin.homeReviews.quoteRequired', QUOTE_MAX),
  quoteAr: requiredText('admin.homeReviews.quoteRequired', QUOTE_MAX),
  authorEn: requiredText('admin.homeReviews.authorRequired', AUTHOR_MAX),
  authorAr: requiredText('admin.homeReviews.authorRequired', AUTHOR_MAX),
});

/** The home page's rating (1 to 5, one decimal) and its three testimonials in both languages. */
export const homeReviewsSchema = z.preprocess(
  nestFormKeys,
  z.object({
    rating: numberField('admin.homeReviews.ratingInvalid')
      .pipe(
        z
          .number()
          .min(RATING_RANGE.min, 'admin.homeReviews.ratingInvalid')
          .max(RATING_RANGE.max, 'admin.homeReviews.ratingInvalid'),
      )
      // One decimal, as shown: 4.8, not 4.85.
      .refine((v) => Math.round(v * 10) / 10 === v, 'admin.homeReviews.ratingInvalid'),
    // The form's testimonials.0.quoteEn … arrive as an object keyed 0, 1, 2.
    testimonials: z.preprocess(
      (v) => (v && typeof v === 'object' && !Array.isArray(v) ? Object.values(v) : v),
      z.array(testimonial).length(TESTIMONIAL_COUNT, 'errors.invalidInput'),
    ),
  }),
);
export type HomeReviewsInput = z.output<typeof homeReviewsSchema>;
