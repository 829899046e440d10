import 'server-only';

/** The menu's actions, for the one list the browser calls and the console's. */
export * as menuActions from './server/actions';
export * as menuAtActions from './server/location-actions';

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
