/**
 * The reservations feature's entry for code outside it that the browser may load too: whether a
 * restaurant takes table requests (its card on the site says so).
 */
export { takesReservations } from './rules/reservations';
