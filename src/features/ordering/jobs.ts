import 'server-only';

/**
 * What start-up and maintenance run for ordering: card payments, orders nobody accepts, legacy
 * keys, refund digests.
 */
export { startPaymentWorker, stopPaymentWorker } from './server/payment-worker';
export { startOrderAlerts, stopOrderAlerts } from './server/alert-worker';
export { sealLegacyOrderKeys } from './server/order-keys';
export { orderToken } from './server/mutations';
export { sendRefundDigests } from './server/refund-digest';
export { openStreamCount } from './server/stream-admission';
