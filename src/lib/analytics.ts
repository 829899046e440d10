/** The analytics events of the spec and their properties. */
export type AnalyticsEvents = {
  review_click: { location_slug: string; language: string };
  direction_click: { location_slug: string; device: 'ios' | 'other' };
  call_click: { location_slug: string };
  /** Delivery through a partner (DoorDash, Uber Eats, Grubhub): the guest leaves the site. */
  order_click: { location_slug: string };
  /** Pickup ordered on the site itself: the guest stays. */
  pickup_click: { location_slug: string };
  reserve_click: { location_slug: string };
  franchise_submit: { language: string };
  career_application_submit: { position: string };
  contact_submit_success: { inquiry_type: string; location: string };
  contact_submit_error: Record<string, never>;
};

/** The clicks the site counts itself, per location (src/server/analytics/events.ts). */
export const COUNTED_CLICKS = [
  'order_click',
  'pickup_click',
  'call_click',
  'direction_click',
  'reserve_click',
  'review_click',
] as const satisfies readonly (keyof AnalyticsEvents)[];

/** The events the site does not count itself: a form's, for an analytics tag only. */
export type TagEvent = Exclude<keyof AnalyticsEvents, (typeof COUNTED_CLICKS)[number]>;

/**
 * Where a counted link reports itself before the page's scripts run (its `ping` attribute: the
 * browser posts to it as it follows the link, naming the page it came from, whose path gives the
 * language); null for what is not counted per location.
 */
export function pingUrl(
  event: keyof AnalyticsEvents,
  props: Partial<Record<string, string>>,
  origin: string,
): string | null {
  const location = props.location_slug;
  if (!(COUNTED_CLICKS as readonly string[]).includes(event) || !location) return null;
  // Absolute: the attribute takes http(s) addresses only.
  return `${origin}/api/events?${new URLSearchParams({ event, location })}`;
}

/**
 * Records a visitor's action: the site's own count of a click on order, call, directions or
 * reserve (a beacon to /api/events with the event and location only, no cookie, nothing when the
 * visitor asked not to be tracked: Do Not Track, Global Privacy Control), and window.dataLayer when
 * an analytics tag put one there.
 *
 * Self-contained (no name from outside its body but the browser's): every public page carries
 * this function's own text in the site's script (src/lib/site-behaviour.ts), which reports the
 * counted links with it before and without the framework. It knows the counted clicks by their
 * names for that reason (every `*_click` event); a unit test keeps that equal to COUNTED_CLICKS.
 */
export function track<E extends keyof AnalyticsEvents>(event: E, props: AnalyticsEvents[E]): void {
  if (typeof window === 'undefined') return;
  // The counted events are the clicks (COUNTED_CLICKS): every event named `*_click`, no other.
  const counted = event.endsWith('_click');
  const location = (props as { location_slug?: string }).location_slug;
  const privacy = navigator as unknown as {
    doNotTrack?: string | null;
    globalPrivacyControl?: boolean;
  };
  const declined = privacy.doNotTrack === '1' || privacy.globalPrivacyControl === true;
  if (counted && location && !declined && 'sendBeacon' in navigator) {
    const body = { event, location, language: document.documentElement.lang };
    navigator.sendBeacon('/api/events', JSON.stringify(body));
  }
  const layer = (window as unknown as { dataLayer?: unknown[] }).dataLayer;
  if (Array.isArray(layer)) layer.push({ event, ...props });
}
