import 'server-only';

/** The reservations' actions, for the one list the browser calls and the console's. */
export * as reservationActions from './server/actions';
