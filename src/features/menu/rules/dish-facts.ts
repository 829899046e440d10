import { ALLERGENS, type Allergen, type Diet } from '@/lib/enums';
import type { DishFactLabels } from '@/lib/dish-facts';
import { dietsOf } from './menu-filter';

/** The menu catalogue's reader (`menu` namespace), on the server or in the browser. */
type MenuText = (
  key: 'vegetarianMarker' | 'spicyMarker' | 'contains' | `diets.${Diet}` | `allergens.${Allergen}`,
) => string;

/** A dish's facts named by the menu catalogue (its diets, its spice, the allergens it lists). */
export function dishFactsOf(
  dish: {
    tags: readonly string[];
    diets: readonly string[];
    allergens: readonly string[];
    spiceLevel: number;
  },
  t: MenuText,
): DishFactLabels {
  const known = new Set<string>(ALLERGENS);
  const allergens = dish.allergens.filter((a): a is Allergen => known.has(a));
  return {
    diets: dietsOf(dish).map((diet) => ({
      key: diet,
      label: diet === 'vegetarian' ? t('vegetarianMarker') : t(`diets.${diet}`),
    })),
    spicy: dish.spiceLevel > 0 ? t('spicyMarker') : null,
    allergens: allergens.map((allergen) => ({ key: allergen, label: t(`allergens.${allergen}`) })),
    contains: t('contains'),
  };
}
