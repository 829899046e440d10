import 'server-only';

/** The menu's actions, for the one list the browser calls and the console's. */
export * as menuActions from './server/actions';
export * as menuAtActions from './server/location-actions';
