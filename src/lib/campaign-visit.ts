/**
 * A visit that came by a campaign's link (`?c=<campaign id>`): the site's script remembers it in
 * this browser (site-behaviour.ts) for CAMPAIGN_VISIT_DAYS, and the checkout sends it with the
 * order, so that an order counts for the campaign without a pixel or a cookie; nothing about the
 * visit leaves the browser until the guest orders.
 */
export const CAMPAIGN_VISIT_KEY = 'saba.campaign';
export const CAMPAIGN_VISIT_DAYS = 7;

const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The campaign this browser came from in the last CAMPAIGN_VISIT_DAYS, or null. */
export function campaignOfVisit(stored: string | null, now = Date.now()): string | null {
  if (!stored) return null;
  try {
    const { id, at } = JSON.parse(stored) as { id?: unknown; at?: unknown };
    const fresh = typeof at === 'number' && now - at <= CAMPAIGN_VISIT_DAYS * 86_400_000;
    return typeof id === 'string' && ID.test(id) && fresh && at <= now ? id : null;
  } catch {
    return null;
  }
}

/** The campaign this browser came by, as the site's script kept it (in the browser only). */
export function campaignOfThisBrowser(): string | null {
  try {
    return campaignOfVisit(window.localStorage.getItem(CAMPAIGN_VISIT_KEY));
  } catch {
    return null; // No storage (private mode, blocked): the order counts for no campaign.
  }
}
