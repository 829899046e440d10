/**
 * The accounts feature's entry for code outside it that the browser may load too: what a
 * loyalty reward takes off an order (the checkout shows it as the server will take it).
 */
export { rewardOff, type Reward } from './rules/points';
export type { OfferedReward } from './server/rewards';
