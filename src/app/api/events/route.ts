import { headers } from 'next/headers';
import { clientAddress } from '@/http/client-address.mts';
import { countReportedEvent, EVENT_MAX_BYTES } from '@/server/analytics/events';
import { listPublishedLocations } from '@/server/locations/queries';
import { publicRoute } from '@/server/route';

/**
 * A counted link's own report, made by the browser as it follows the link before the page's
 * scripts run (its `ping` attribute, lib/analytics.ts pingUrl): the body is the word PING, the
 * fields are the URL's (each once; repeated or missing, the report is refused as any other).
 */
function pingReport(url: URL, from: string | null): string {
  const field = (name: string) => {
    const values = url.searchParams.getAll(name);
    return values.length === 1 ? values[0] : undefined;
  };
  return JSON.stringify({
    event: field('event'),
    location: field('location'),
    language: pageLanguage(from),
  });
}

/** The language of the page a ping came from (its Ping-From address): Arabic under /ar. */
function pageLanguage(from: string | null): 'ar' | 'en' | undefined {
  if (!from) return undefined;
  try {
    const path = new URL(from).pathname;
    return path === '/ar' || path.startsWith('/ar/') ? 'ar' : 'en';
  } catch {
    return undefined;
  }
}

/**
 * The site's script reports a click on order, call, directions or reserve (lib/analytics.ts,
 * navigator.sendBeacon), or the link itself does before scripts run (a ping). Counted per
 * location and day, nothing about the visitor; a visitor with Do Not Track or Global Privacy
 * Control is not counted. Always 204: the browser learns nothing.
 */
export const POST = publicRoute(
  "visitors' clicks, counted per day without who: bounded, rate-limited, same-site only",
  async (request) => {
    const h = await headers();
    const declared = Number(h.get('content-length') ?? '0');
    if (declared > EVENT_MAX_BYTES) return new Response(null, { status: 413 });
    const text = await request.text();
    const isPing = (h.get('content-type') ?? '').toLowerCase().startsWith('text/ping');
    const body = isPing ? pingReport(new URL(request.url), h.get('ping-from')) : text;
    await countReportedEvent(
      body,
      {
        // The front server's resolved client address (never a header the client chose).
        address: clientAddress(h),
        headers: {
          dnt: h.get('dnt') ?? undefined,
          'sec-gpc': h.get('sec-gpc') ?? undefined,
          'user-agent': h.get('user-agent') ?? undefined,
        },
      },
      async () => (await listPublishedLocations()).map((location) => location.slug),
    );
    return new Response(null, { status: 204, headers: { 'cache-control': 'no-store' } });
  },
);
