import { localized } from '@/lib/localized';
import type { Diet } from '@/lib/enums';
import { decimalOfCents } from '@/lib/money';
import { dietsOf, type FilterableDish } from './menu-filter';

type MenuSection = { slug: string; titleEn: string; titleAr: string };
type MenuDish = Omit<FilterableDish, 'spiceLevel'> & { categorySlug: string; soldOut?: boolean };

/** schema.org's RestrictedDiet for each diet a dish may suit. */
const RESTRICTED_DIET: Record<Diet, string> = {
  vegetarian: 'https://schema.org/VegetarianDiet',
  vegan: 'https://schema.org/VeganDiet',
  halal: 'https://schema.org/HalalDiet',
  gluten_free: 'https://schema.org/GlutenFreeDiet',
};

/**
 * schema.org Menu with its sections and items. Pure (no server-only import): the menu page builds
 * it in a client component from the dish list that component already receives, so the page does
 * not carry the menu a third time in its server-component payload.
 */
export function menuJsonLd(
  sections: readonly MenuSection[],
  dishes: readonly MenuDish[],
  locale: string,
  page: { name: string; url: string },
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Menu',
    name: page.name,
    url: page.url,
    inLanguage: locale,
    hasMenuSection: sections.map((section) => ({
      '@type': 'MenuSection',
      name: localized(section, 'title', locale),
      hasMenuItem: dishes
        .filter((d) => d.categorySlug === section.slug)
        .map((d) => {
          const diets = dietsOf(d).map((diet) => RESTRICTED_DIET[diet]);
          return {
            '@type': 'MenuItem',
            name: localized(d, 'name', locale),
            description: localized(d, 'description', locale) || undefined,
            offers: {
              '@type': 'Offer',
              price: decimalOfCents(d.price),
              priceCurrency: 'USD',
              ...(d.soldOut ? { availability: 'https://schema.org/SoldOut' } : {}),
            },
            ...(diets.length === 1 ? { suitableForDiet: diets[0] } : {}),
            ...(diets.length > 1 ? { suitableForDiet: diets } : {}),
          };
        }),
    })),
  };
}

/**
 * A restaurant with its own menu (schema.org Restaurant with `hasMenu`): the same restaurant as
 * its location page describes (one `@id`), and the dishes it serves at its prices.
 */
export function restaurantMenuJsonLd(
  sections: readonly MenuSection[],
  dishes: readonly MenuDish[],
  locale: string,
  restaurant: { id: string; name: string; url: string },
  menu: { name: string; url: string },
) {
  const { '@context': context, ...ownMenu } = menuJsonLd(sections, dishes, locale, menu);
  return {
    '@context': context,
    '@type': 'Restaurant',
    '@id': restaurant.id,
    name: restaurant.name,
    url: restaurant.url,
    hasMenu: ownMenu,
  };
}
