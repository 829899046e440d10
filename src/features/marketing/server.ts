import 'server-only';

/** What ordering reads of the brand's lists: the campaign an order came by. */
export { campaignOfOrder } from './server/campaign-orders';
