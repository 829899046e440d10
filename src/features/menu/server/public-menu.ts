import 'server-only';
import { menuAt } from '@/features/menu/rules/menu-availability';
import {
  servedAt,
  withOwnServing,
  type MenuRestaurant,
  type SettingsByKey,
} from '@/features/menu/rules/location-menu';
import { listRestaurantSettings, type RestaurantSettings } from './restaurant-settings';
import {
  listDishOptions,
  listMenuCategories,
  listPublicCombos,
  listPublishedMenuItems,
  type DishOption,
  type DishOptionGroup,
  type PublicCombo,
  type PublicMenuCategory,
  type PublicMenuItem,
} from './queries';

/**
 * A menu page's menu: the brand's cached reads (queries.ts) with a restaurant's own settings over
 * them, resolved by features/menu/rules/location-menu.ts.
 */

/** A restaurant whose menu a page shows (features/menu/rules/location-menu.ts). */
export type ServingRestaurant = MenuRestaurant & { slug: string };

/** An option at a restaurant: its price there, and whether it is out there today. */
export type OptionAt = DishOption & { soldOut: boolean };
export type OptionGroupAt = Omit<DishOptionGroup, 'options'> & { options: OptionAt[] };
/** An option as a menu page shows it (no id: the page does not need one). */
export type ShownOption = Omit<OptionAt, 'id'>;
export type ShownOptionGroup = Omit<DishOptionGroup, 'options'> & { options: ShownOption[] };

/** A dish's option groups at a restaurant (or the brand's), each option with its id. */
function optionsAt(
  groups: readonly DishOptionGroup[],
  at: { settings: SettingsByKey; restaurant: ServingRestaurant; now: Date } | null,
): OptionGroupAt[] {
  const shown: OptionGroupAt[] = [];
  for (const group of groups) {
    const options = at
      ? servedAt(
          group.options,
          { key: (o) => o.id, price: (o) => o.priceDelta },
          at.settings,
          at.restaurant,
          at.now,
        ).map(({ at: here, ...option }) => ({
          ...option,
          priceDelta: here.price,
          soldOut: here.soldOut,
        }))
      : group.options.map((option) => ({ ...option, soldOut: false }));
    if (options.length > 0) shown.push({ ...group, options });
  }
  return shown;
}

const withoutOptionIds = (groups: OptionGroupAt[]): ShownOptionGroup[] =>
  groups.map((group) => ({
    ...group,
    options: group.options.map(({ id: _id, ...option }) => option),
  }));

/** What a menu page is made from: the brand's cached reads, and a restaurant's own settings. */
export type MenuSources = {
  categories: PublicMenuCategory[];
  dishes: PublicMenuItem[];
  options: Record<string, DishOptionGroup[]>;
  settings: RestaurantSettings | null;
};

/**
 * The menu as a visitor sees it now: the brand's, or a restaurant's (only what it serves, at its
 * prices, sold out there or not), each dish with its option groups, options with their ids (an
 * order names them; a page drops them, composeMenu).
 */
export function menuWithOptionIds(sources: MenuSources, now: Date, restaurant?: ServingRestaurant) {
  const { categories, dishes, options, settings } = sources;
  if (!restaurant || !settings) {
    const menu = menuAt(categories, dishes, now);
    return {
      categories: menu.categories,
      dishes: menu.dishes.map((dish) => ({
        ...dish,
        options: optionsAt(options[dish.slug] ?? [], null),
      })),
    };
  }
  // This restaurant's own serving times for a dish replace the brand's.
  const here = dishes.map((dish) => withOwnServing(dish, settings.items.get(dish.slug)));
  const served = servedAt(
    here,
    { key: (dish) => dish.slug, price: (dish) => dish.price },
    settings.items,
    restaurant,
    now,
  );
  const menu = menuAt(categories, served, now, (dish) => dish.at.soldOut);
  const at = { settings: settings.options, restaurant, now };
  return {
    categories: menu.categories.filter((category) => category.itemCount > 0),
    dishes: menu.dishes.map(({ at: here, ...dish }) => ({
      ...dish,
      price: here.price,
      priceVaries: false,
      options: optionsAt(options[dish.slug] ?? [], at),
    })),
  };
}

/** A menu page's menu (menuWithOptionIds, without the option ids a page does not use). */
export function composeMenu(sources: MenuSources, now: Date, restaurant?: ServingRestaurant) {
  const menu = menuWithOptionIds(sources, now, restaurant);
  return {
    categories: menu.categories,
    dishes: menu.dishes.map((dish) => ({ ...dish, options: withoutOptionIds(dish.options) })),
  };
}

/** The public menu from the cached reads (see composeMenu). */
export async function readPublicMenu(now = new Date(), restaurant?: ServingRestaurant) {
  const [categories, dishes, options, settings] = await Promise.all([
    listMenuCategories(),
    listPublishedMenuItems(),
    listDishOptions(),
    restaurant ? listRestaurantSettings(restaurant.slug) : null,
  ]);
  return composeMenu({ categories, dishes, options, settings }, now, restaurant);
}
export type MenuDish = Awaited<ReturnType<typeof readPublicMenu>>['dishes'][number];
export type MenuCategory = Awaited<ReturnType<typeof readPublicMenu>>['categories'][number];

/**
 * The combos at a restaurant, with their ids: only those it serves, at its prices, sold out or
 * not; or the brand's.
 */
export function combosAt(
  all: readonly PublicCombo[],
  settings: RestaurantSettings | null,
  now: Date,
  restaurant?: ServingRestaurant,
) {
  if (!restaurant || !settings) return all.map((combo) => ({ ...combo, soldOut: false }));
  return servedAt(
    all,
    { key: (combo) => combo.id, price: (combo) => combo.basePrice },
    settings.combos,
    restaurant,
    now,
  ).map(({ at: here, ...combo }) => ({
    ...combo,
    basePrice: here.price,
    priceVaries: false,
    soldOut: here.soldOut,
  }));
}

/**
 * The combos a menu page shows: the brand's (with whether a restaurant charges its own price), or
 * a restaurant's (combosAt), without their ids.
 */
export function composeCombos(
  all: readonly PublicCombo[],
  settings: RestaurantSettings | null,
  now: Date,
  restaurant?: ServingRestaurant,
) {
  return combosAt(all, settings, now, restaurant).map(({ id: _id, ...combo }) => combo);
}

export async function readShownCombos(now = new Date(), restaurant?: ServingRestaurant) {
  const [all, settings] = await Promise.all([
    listPublicCombos(),
    restaurant ? listRestaurantSettings(restaurant.slug) : null,
  ]);
  return composeCombos(all, settings, now, restaurant);
}
export type ShownCombo = Awaited<ReturnType<typeof readShownCombos>>[number];
