import type { Cents } from '@/lib/money';
import type { Allergen, Diet } from '@/lib/enums';

export const PRICE_RANGES = ['all', 'under10', '10to20', 'over20'] as const;
export type PriceRange = (typeof PRICE_RANGES)[number];

export type MenuFilters = {
  searchQuery: string;
  vegetarian: boolean;
  spicyOnly: boolean;
  priceRange: PriceRange;
  /** Diets every dish shown suits (vegan, halal, gluten-free). */
  diets: readonly Diet[];
  /** Allergens no dish shown contains. */
  freeFrom: readonly Allergen[];
};
export const DEFAULT_FILTERS: MenuFilters = {
  searchQuery: '',
  vegetarian: false,
  spicyOnly: false,
  priceRange: 'all',
  diets: [],
  freeFrom: [],
};

export type FilterableDish = {
  nameEn: string;
  nameAr: string;
  descriptionEn: string | null;
  descriptionAr: string | null;
  price: Cents;
  tags: readonly string[];
  spiceLevel: number | null;
  diets: readonly string[];
  allergens: readonly string[];
};

const VEGETARIAN_TAGS = ['vegetarian', 'vegan', 'نباتي'];

/** Spec: tags containing vegetarian, vegan or نباتي; also a dish marked vegetarian or vegan. */
export function isVegetarianDish(dish: {
  tags: readonly string[];
  diets: readonly string[];
}): boolean {
  return (
    dish.tags.some((t) => VEGETARIAN_TAGS.includes(t.toLowerCase())) ||
    dish.diets.includes('vegetarian') ||
    dish.diets.includes('vegan')
  );
}

/** The diets a dish suits: its own, and vegetarian for a vegan dish or a vegetarian tag. */
export function dietsOf(dish: { tags: readonly string[]; diets: readonly string[] }): Diet[] {
  const diets = new Set(dish.diets as Diet[]);
  if (isVegetarianDish(dish)) diets.add('vegetarian');
  return [...diets];
}

/** Spec 5: under10 < $10; 10to20 inclusive; over20 > $20. */
export function inPriceRange(price: Cents, range: PriceRange): boolean {
  switch (range) {
    case 'under10':
      return price < 1000;
    case '10to20':
      return price >= 1000 && price <= 2000;
    case 'over20':
      return price > 2000;
    default:
      return true;
  }
}

/** Case-insensitive substring search over both names and both descriptions, plus the toggles. */
export function filterDishes<D extends FilterableDish>(
  dishes: readonly D[],
  filters: MenuFilters,
): D[] {
  const query = filters.searchQuery.trim().toLocaleLowerCase();
  return dishes.filter((dish) => {
    if (query) {
      const haystack = [
        dish.nameEn,
        dish.nameAr,
        dish.descriptionEn ?? '',
        dish.descriptionAr ?? '',
      ]
        .join('\n')
        .toLocaleLowerCase();
      if (!haystack.includes(query)) return false;
    }
    if (filters.vegetarian && !isVegetarianDish(dish)) return false;
    if (filters.spicyOnly && !((dish.spiceLevel ?? 0) > 0)) return false;
    const suits = dietsOf(dish);
    if (!filters.diets.every((diet) => suits.includes(diet))) return false;
    if (filters.freeFrom.some((allergen) => dish.allergens.includes(allergen))) return false;
    return inPriceRange(dish.price, filters.priceRange);
  });
}

/** The number the filter badge shows. */
export function activeFilterCount(filters: MenuFilters): number {
  return (
    (filters.searchQuery.trim() ? 1 : 0) +
    (filters.vegetarian ? 1 : 0) +
    (filters.spicyOnly ? 1 : 0) +
    (filters.priceRange !== 'all' ? 1 : 0) +
    filters.diets.length +
    filters.freeFrom.length
  );
}

/** Spec: choosing the price option that is already active returns to all prices. */
export function togglePriceRange(current: PriceRange, chosen: PriceRange): PriceRange {
  return current === chosen ? 'all' : chosen;
}

/** Adds `value` to the list, or takes it out when it is there. */
export function toggleIn<T>(list: readonly T[], value: T): T[] {
  return list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
}
