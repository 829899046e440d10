import 'server-only';
import {
  asksNotToBeTracked,
  countingDay,
  countOne,
  isVisitor,
  type AnalyticsKind,
  type Count,
} from '@/http/analytics-counter.mts';
import { rateLimitAddress } from '@/http/client-address.mts';

/**
 * What the site's script reports (lib/analytics.ts), by its event names: the clicks. Page views
 * are counted by the server as it sends each page (every link between public pages loads the
 * next page whole), never reported by the browser.
 */
const REPORTED: Record<string, AnalyticsKind> = {
  order_click: 'order_click',
  pickup_click: 'pickup_click',
  call_click: 'call_click',
  direction_click: 'direction_click',
  reserve_click: 'reserve_click',
  review_click: 'review_click',
};

const SLUG = /^[a-z0-9-]{1,120}$/;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** A report is a few dozen bytes; anything longer is not one. */
export const EVENT_MAX_BYTES = 512;

/** Reports one client address may make in a minute (more are ignored: counts cannot be inflated). */
const PER_MINUTE = 60;
const ADDRESSES_MAX = 10_000;
const recent = new Map<string, { minute: number; count: number }>();

function withinLimit(address: string, now: number): boolean {
  const minute = Math.floor(now / 60_000);
  const seen = recent.get(address);
  if (!seen || seen.minute !== minute) {
    if (recent.size >= ADDRESSES_MAX) recent.clear();
    recent.set(address, { minute, count: 1 });
    return true;
  }
  seen.count += 1;
  return seen.count <= PER_MINUTE;
}

/**
 * Counts what the site's script reported: a click and its published location; nothing else.
 * Returns what was counted, or why not (the answer is the same to the browser either way).
 */
export async function countReportedEvent(
  body: string,
  request: { address: string; headers: Record<string, string | string[] | undefined> },
  locationSlugs: () => Promise<string[]>,
  now = Date.now(),
): Promise<'counted' | 'not tracked' | 'refused'> {
  if (asksNotToBeTracked(request.headers)) return 'not tracked';
  if (!isVisitor(first(request.headers['user-agent']))) return 'not tracked';
  if (body.length > EVENT_MAX_BYTES) return 'refused';
  let report: unknown;
  try {
    report = JSON.parse(body);
  } catch {
    return 'refused';
  }
  const { event, location, language } = (report ?? {}) as Record<string, unknown>;
  const kind = typeof event === 'string' && Object.hasOwn(REPORTED, event) ? REPORTED[event] : null;
  if (!kind) return 'refused';
  if (typeof location !== 'string' || !SLUG.test(location)) return 'refused';
  if (!withinLimit(rateLimitAddress(request.address), now)) return 'refused';
  // Only a location the site shows: a made-up one would add rows of its own.
  if (!(await locationSlugs()).includes(location)) return 'refused';
  const counted: Count = {
    day: countingDay(now),
    kind,
    page: '',
    locationSlug: location,
    language: language === 'ar' || language === 'en' ? language : '',
  };
  countOne(counted);
  return 'counted';
}

/** A form submission stored (the actions count it after their commit). */
export function countFormSubmission(
  form: string,
  location: string | null | undefined,
  language: string,
) {
  countOne({
    day: countingDay(),
    kind: 'form_submit',
    page: form,
    locationSlug: location && SLUG.test(location) ? location : '',
    language: language === 'ar' ? 'ar' : 'en',
  });
}
