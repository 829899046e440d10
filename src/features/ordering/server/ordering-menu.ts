import 'server-only';
import { dishPhotoSource } from './dish-photo-source';
import { getTranslations } from 'next-intl/server';
import { dishFactsOf, servingOf, type ServingColumns, type ServingTime } from '@/features/menu';
import { localized } from '@/lib/localized';
import { servedLabel } from '@/features/menu/server';
import type { OrderingMenu } from '@/features/ordering/rules/cart';
import {
  listDishOptions,
  listMenuCategories,
  listPublicCombos,
  listPublishedMenuItems,
  combosAt,
  menuWithOptionIds,
  type ServingRestaurant,
  listRestaurantSettings,
} from '@/features/menu/server';

/**
 * A restaurant's menu as its ordering page offers it, in the page's language: each category's
 * dishes at the restaurant's prices (sold out or not), each with its option groups and the ids an
 * order names, and its combos. From the same cached reads as its menu page, so an edit reaches
 * both at once; the order itself is priced from the database (features/ordering/server/mutations.ts).
 */
export async function readOrderingMenu(
  restaurant: ServingRestaurant,
  locale: string,
  now = new Date(),
): Promise<OrderingMenu> {
  const [categories, dishes, options, settings, combos, t] = await Promise.all([
    listMenuCategories(),
    listPublishedMenuItems(),
    listDishOptions(),
    listRestaurantSettings(restaurant.slug),
    listPublicCombos(),
    getTranslations('menu'),
  ]);
  const served = await servedLabel(locale);
  const menu = menuWithOptionIds({ categories, dishes, options, settings }, now, restaurant);
  return {
    categories: menu.categories.map((category) => ({
      slug: category.slug,
      title: localized(category, 'title', locale),
      served: served(category),
      dishes: menu.dishes
        .filter((dish) => dish.categorySlug === category.slug)
        .map((dish) => ({
          kind: 'item' as const,
          key: dish.slug,
          name: localized(dish, 'name', locale),
          description: localized(dish, 'description', locale),
          price: dish.price,
          soldOut: dish.soldOut,
          photo: dishPhotoSource(dish.photoUrl),
          facts: dishFactsOf(dish, t),
          served: served(dish),
          serving: servingTimes(category, dish),
          groups: dish.options.map((group) => ({
            name: localized(group, 'name', locale),
            required: group.required,
            min: group.required ? Math.max(1, group.minSelect) : group.minSelect,
            max: group.maxSelect,
            options: group.options.map((option) => ({
              id: option.id,
              name: localized(option, 'name', locale),
              price: option.priceDelta,
              soldOut: option.soldOut,
            })),
          })),
        })),
    })),
    combos: combosAt(combos, settings, now, restaurant).map((combo) => ({
      kind: 'combo' as const,
      key: combo.id,
      name: localized(combo, 'name', locale),
      description: localized(combo, 'description', locale),
      price: combo.basePrice,
      soldOut: combo.soldOut,
      groups: [],
      photo: null,
      facts: null,
    })),
  };
}

/** A dish's serving times with its category's (both must hold); null when it is always served. */
function servingTimes(category: ServingColumns, dish: ServingColumns): ServingTime[] | null {
  const times = [servingOf(category), servingOf(dish)].filter(
    (time): time is ServingTime => time !== null,
  );
  return times.length > 0 ? times : null;
}
