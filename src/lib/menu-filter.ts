export const PRICE_RANGES = ['all', 'under10', '10to20', 'over20'] as const;
export type PriceRange = (typeof PRICE_RANGES)[number];

export type MenuFilters = {
  searchQuery: string;
  vegetarian: boolean;
  spicyOnly: boolean;
  priceRange: PriceRange;
};
export const DEFAULT_FILTERS: MenuFilters = {
  searchQuery: '',
  vegetarian: false,
  spicyOnly: false,
  priceRange: 'all',
};

export type FilterableDish = {
  nameEn: string;
  nameAr: string;
  descriptionEn: string | null;
  descriptionAr: string | null;
  price: number;
  tags: readonly string[];
  spiceLevel: number | null;
};

const VEGETARIAN_TAGS = ['vegetarian', 'vegan', 'نباتي'];

export function isVegetarianDish(tags: readonly string[]): boolean {
  return tags.some((t) => VEGETARIAN_TAGS.includes(t.toLowerCase()));
}

/** Spec 5: under10 < 10; 10to20 inclusive; over20 > 20. */
export function inPriceRange(price: number, range: PriceRange): boolean {
  switch (range) {
    case 'under10':
      return price < 10;
    case '10to20':
      return price >= 10 && price <= 20;
    case 'over20':
      return price > 20;
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
    if (filters.vegetarian && !isVegetarianDish(dish.tags)) return false;
    if (filters.spicyOnly && !((dish.spiceLevel ?? 0) > 0)) return false;
    return inPriceRange(dish.price, filters.priceRange);
  });
}

/** The number the filter badge shows. */
export function activeFilterCount(filters: MenuFilters): number {
  return (
    (filters.searchQuery.trim() ? 1 : 0) +
    (filters.vegetarian ? 1 : 0) +
    (filters.spicyOnly ? 1 : 0) +
    (filters.priceRange !== 'all' ? 1 : 0)
  );
}

/** Spec: choosing the price option that is already active returns to all prices. */
export function togglePriceRange(current: PriceRange, chosen: PriceRange): PriceRange {
  return current === chosen ? 'all' : chosen;
}
