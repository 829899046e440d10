/**
 * The reservations feature's entry for code outside it that the browser may load too: whether a
 * restaurant takes table requests (its card on the site says so), and who may call one off (the
 * reservations' table checks it).
 */
export { CANCELLED_BY, takesReservations } from './rules/reservations';
