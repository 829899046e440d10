/**
 * What the home page says guests think of the brand: the rating strip's figure and the three
 * guest testimonials (spec: "a rating strip (4.8 rating…)", "three guest testimonials"). Owners
 * set them in the console (Settings → Home page), in both languages; until then the figure is
 * the brand's and the testimonials are the catalogues'.
 */
export type Testimonial = { quoteEn: string; quoteAr: string; authorEn: string; authorAr: string };
export type HomeReviews = { rating: number; testimonials: Testimonial[] };

export const TESTIMONIAL_COUNT = 3;
export const RATING_RANGE = { min: 1, max: 5 } as const;
export const QUOTE_MAX = 400;
export const AUTHOR_MAX = 80;
