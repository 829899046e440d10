import 'server-only';

/** What start-up runs for the brand's lists: scheduled campaigns at their time. */
export { startCampaigns, stopCampaigns } from './server/campaign-worker';
