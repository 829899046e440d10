/**
 * First-party conversion counts, kept in memory and written to the database in batches by the
 * app (src/server/analytics/recorder.ts): page views per page and language (the front server
 * counts them as it answers), clicks on order, call, directions and reserve (the site's script
 * reports them to /api/events), and form submissions (the actions). Only counts per day: no
 * address, no identifier, nothing about the visitor. A visitor who asks not to be tracked (Do Not
 * Track, Global Privacy Control) is not counted. Kept in the app link (app-link.mts): the front
 * counts, the app writes.
 */

import { todayDate } from '../lib/time-zone.ts';
import { appLink } from './app-link.mts';

import type { AnalyticsKind } from '../lib/analytics-kinds.ts';

export { ANALYTICS_KINDS, type AnalyticsKind } from '../lib/analytics-kinds.ts';

export type Count = {
  day: string;
  kind: AnalyticsKind;
  page: string;
  locationSlug: string;
  language: string;
};

/** Distinct counters kept between two writes; beyond it new keys wait (nothing grows unbounded). */
const MAX_KEYS = 5_000;

function counts(): Map<string, number> {
  return appLink().analyticsCounts;
}

const SEPARATOR = '\u0001';

export function countKey(count: Count): string {
  return [count.day, count.kind, count.page, count.locationSlug, count.language].join(SEPARATOR);
}

function parseKey(key: string): Count {
  const [day = '', kind = 'page_view', page = '', locationSlug = '', language = ''] =
    key.split(SEPARATOR);
  return { day, kind: kind as AnalyticsKind, page, locationSlug, language };
}

let today = { until: 0, day: '' };

/**
 * Today in the brand's time zone, worked out at most every ten seconds (a page view must cost
 * next to nothing: formatting a date per request would not).
 */
export function countingDay(now = Date.now()): string {
  if (now >= today.until) today = { until: now + 10_000, day: todayDate(new Date(now)) };
  return today.day;
}

/** Adds one to a counter (dropped when the store is full, so a flood cannot grow it). */
export function countOne(count: Count): void {
  const store = counts();
  const key = countKey(count);
  const known = store.get(key);
  if (known === undefined && store.size >= MAX_KEYS) return;
  store.set(key, (known ?? 0) + 1);
}

/** Takes every counter out for writing; `putBack` returns them if the write failed. */
export function takeCounts(): { rows: (Count & { count: number })[]; putBack: () => void } {
  const taken = counts();
  appLink().analyticsCounts = new Map();
  return {
    rows: [...taken].map(([key, count]) => ({ ...parseKey(key), count })),
    putBack: () => {
      for (const [key, count] of taken) {
        const store = counts();
        store.set(key, (store.get(key) ?? 0) + count);
      }
    },
  };
}

/** Whether the request asks not to be tracked: `DNT: 1` or `Sec-GPC: 1`. */
export function asksNotToBeTracked(
  headers: Record<string, string | string[] | undefined>,
): boolean {
  return headers.dnt === '1' || headers['sec-gpc'] === '1';
}

/** Crawlers, link previews and measuring tools: not visitors. */
const NOT_A_VISITOR = /bot|crawl|spider|slurp|preview|facebookexternalhit|lighthouse|headless/i;

/**
 * Whether a request looks like a person's browser: every browser's user agent starts with
 * "Mozilla/"; scripts (curl, wget, Node, load tests, health checks) and crawlers are not counted.
 */
export function isVisitor(userAgent: string | undefined): boolean {
  return Boolean(userAgent?.startsWith('Mozilla/')) && !NOT_A_VISITOR.test(userAgent!);
}
