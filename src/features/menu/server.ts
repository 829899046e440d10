import 'server-only';

/** What ordering reads of the menu: a restaurant's published menu, its options and settings. */
export {
  listDishOptions,
  listMenuCategories,
  listPublicCombos,
  listPublishedMenuItems,
  readDishOptions,
  readMenuCategories,
  readPublicCombos,
  readPublishedMenuItems,
} from './server/queries';
export { combosAt, menuWithOptionIds, type ServingRestaurant } from './server/public-menu';
export {
  listRestaurantSettings,
  readRestaurantSettings,
  settingsByKey,
} from './server/restaurant-settings';
export { servedLabel } from './server/served-label';
