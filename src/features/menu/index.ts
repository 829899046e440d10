/**
 * The menu feature's entry for code outside it that the browser may load too: the vegetarian
 * mark, and the shapes of a published dish and category that the home page's sections draw.
 */
export { isVegetarianDish } from './rules/menu-filter';
export type { MenuCategory, MenuDish } from './server/public-menu';
