import { clientAddress, rateLimitAddress } from '@/http/client-address.mts';
import { adminScreen } from '@/lib/admin-nav';
import { mayWorkIn } from '@/lib/admin-areas';
import { actsAt, isLimited, type LocationScope } from '@/lib/location-scope';
import { getCurrentActor } from '@/server/auth/session';
import { sessionStanding } from '@/server/auth/standing';
import { getDb } from '@/server/db/client';
import { locationIdsOf, viewerScope } from '@/server/locations/queries';
import { countNewOrders } from '@/features/ordering/server/kitchen';
import { cursorOf, kitchenStream } from '@/features/ordering/server/kitchen-stream';
import { admitStream } from '@/features/ordering/server/stream-admission';
import { staffRoute } from '@/server/route';

export const dynamic = 'force-dynamic';

/** A refused stream: the screen says it is offline and tries again later. */
const TOO_MANY = () =>
  new Response('Too many live screens open for this session or address', {
    status: 429,
    headers: { 'retry-after': '30', 'cache-control': 'no-store' },
  });

/**
 * The kitchen screen's live orders (server-sent events): for staff who may open the Orders
 * screen, at one restaurant (`?location=`) or all of theirs. Never cached, never compressed (the
 * front server sends it as it is written), ended when the screen goes or the server stops, when
 * its session or role no longer allows it (checked before each look), and after its maximum life
 * (the screen reconnects). A few per session and per client address.
 */
export const GET = staffRoute({ screen: 'orders' }, async (request, actor) => {
  const screen = adminScreen('orders');
  const sessionId = (await getCurrentActor())?.sessionId;
  if (!sessionId) return new Response('Sign in first', { status: 401 });
  const url = new URL(request.url);
  const db = await getDb();
  const slug = url.searchParams.get('location');
  let ids: readonly string[] | null = actor.locations;
  if (slug) {
    const [id] = await locationIdsOf(db, [slug.slice(0, 120)]);
    if (!id || !actsAt(actor.locations, [id])) return new Response('Not found', { status: 404 });
    ids = [id];
  }
  const release = admitStream(sessionId, rateLimitAddress(clientAddress(request.headers)));
  if (!release) return TOO_MANY();
  const from = cursorOf(request.headers.get('last-event-id'), url.searchParams.get('since'));
  // The navigation counts the new orders at all of the viewer's restaurants, whichever one shows.
  const scope = await viewerScope(db, actor);
  const sees = (scope: LocationScope) => (ids === null ? !isLimited(scope) : actsAt(scope, ids));
  const stream = kitchenStream(db, ids, from, request.signal, {
    stillAllowed: async () => {
      const standing = await sessionStanding(db, sessionId);
      return (
        standing !== null &&
        mayWorkIn(standing.role, screen.area) &&
        (screen.forLimited || !isLimited(standing.locations)) &&
        sees(standing.locations)
      );
    },
    onEnd: release,
    waiting: async () => (await countNewOrders(db, scope)).waiting,
  });
  return new Response(stream, {
    headers: {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      'x-accel-buffering': 'no',
    },
  });
});
