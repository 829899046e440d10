/**
 * The menu feature's entry for code outside it that the browser may load too: the vegetarian
 * mark, a dish's facts (diets, spice, allergens) named by the menu's catalogue, and the shapes
 * of a published dish and category that the home page's sections draw.
 */
export { isVegetarianDish } from './rules/menu-filter';
export { dishFactsOf } from './rules/dish-facts';
export type { MenuCategory, MenuDish } from './server/public-menu';
export {
  servedAt,
  servingOf,
  servingText,
  type ServingColumns,
  type ServingTime,
} from './rules/serving-time';
