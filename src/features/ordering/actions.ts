import 'server-only';

/** The ordering feature's actions, for the one list the browser calls and the console's. */
export * as orderActions from './server/actions';
export { countedOrders } from './server/order-metrics';
