import 'server-only';

/**
 * What the rest of the server reads of guests' accounts: who is signed in, their consent at
 * checkout, and their points as orders move (earned, taken back, spent, given back).
 */
export { getCurrentGuest } from './server/guest-cookie';
export type { GuestSession } from './server/sessions';
export { consentAtCheckout } from './server/consent';
export { orderLedger, settleOrderPoints, type PointsOrder } from './server/points';
export { quoteReward, spendReward, type OrderDish, type RewardQuote } from './server/rewards';
export { orderPointsNote, type OrderPointsNote } from './server/points-notes';
