/** The conversions the dashboard shows per location: every counted kind but page views. */
export const CONVERSION_KINDS = [
  'order_click',
  'pickup_click',
  'call_click',
  'direction_click',
  'reserve_click',
  /** A visitor who rated a visit well went on to the public review site. */
  'review_click',
  'form_submit',
] as const;
export type ConversionKind = (typeof CONVERSION_KINDS)[number];

/** What the first-party counts count (src/http/analytics-counter.mts, analytics_daily). */
export const ANALYTICS_KINDS = ['page_view', ...CONVERSION_KINDS] as const;
export type AnalyticsKind = (typeof ANALYTICS_KINDS)[number];
