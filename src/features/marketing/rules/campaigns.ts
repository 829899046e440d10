/**
 * What a campaign may hold, in one place for its form, its schema and its server: a subject a mail
 * client shows whole, a body of plain paragraphs, and day counts up to ten years.
 */
export const CAMPAIGN_SUBJECT_MAX = 150;
export const CAMPAIGN_BODY_MAX = 10_000;
export const CAMPAIGN_DAYS_MAX = 3650;
/** How many restaurants an audience may name. */
export const CAMPAIGN_LOCATIONS_MAX = 200;
/** Orders placed through a campaign's links count for it this long after it went. */
export const CAMPAIGN_ORDER_DAYS = 7;
