import type { Allergen, Diet } from './enums';

/** What a dish suits and contains, each named in the page's language. */
export type DishFactLabels = {
  diets: { key: Diet; label: string }[];
  /** "Spicy", or null for a mild dish. */
  spicy: string | null;
  allergens: { key: Allergen; label: string }[];
  /** The words before the allergens ("Contains:"). */
  contains: string;
};
