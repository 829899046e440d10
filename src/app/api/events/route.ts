import { headers } from 'next/headers';
import { clientAddress } from '@/http/client-address.mts';
import { countReportedEvent, EVENT_MAX_BYTES } from '@/server/analytics/events';
import { listPublishedLocations } from '@/server/locations/queries';

/**
 * The site's script reports a click on order, call, directions or reserve (lib/analytics.ts,
 * navigator.sendBeacon). Counted per location and day, nothing about the visitor; a visitor with
 * Do Not Track or Global Privacy Control is not counted. Always 204: the browser learns nothing.
 */
export async function POST(request: Request): Promise<Response> {
  const h = await headers();
  const declared = Number(h.get('content-length') ?? '0');
  if (declared > EVENT_MAX_BYTES) return new Response(null, { status: 413 });
  const body = await request.text();
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
}
