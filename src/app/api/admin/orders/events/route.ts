import { adminScreen } from '@/lib/admin-nav';
import { actsAt } from '@/lib/location-scope';
import { staffOrRefusal } from '@/server/auth/guard';
import { getDb } from '@/server/db/client';
import { locationIdsOf } from '@/server/locations/queries';
import { cursorOf, kitchenStream } from '@/server/orders/kitchen-stream';

export const dynamic = 'force-dynamic';

/**
 * The kitchen screen's live orders (server-sent events): for staff who may open the Orders
 * screen, at one restaurant (`?location=`) or all of theirs. Never cached, never compressed (the
 * front server sends it as it is written), ended when the screen goes or the server stops.
 */
export async function GET(request: Request): Promise<Response> {
  const screen = adminScreen('orders');
  const { actor, refusal } = await staffOrRefusal(screen.area, undefined, {
    forLimited: screen.forLimited,
  });
  if (refusal) return refusal;
  const url = new URL(request.url);
  const db = await getDb();
  const slug = url.searchParams.get('location');
  let ids: readonly string[] | null = actor.locations;
  if (slug) {
    const [id] = await locationIdsOf(db, [slug.slice(0, 120)]);
    if (!id || !actsAt(actor.locations, [id])) return new Response('Not found', { status: 404 });
    ids = [id];
  }
  const from = cursorOf(request.headers.get('last-event-id'), url.searchParams.get('since'));
  return new Response(kitchenStream(db, ids, from, request.signal), {
    headers: {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      'x-accel-buffering': 'no',
    },
  });
}
