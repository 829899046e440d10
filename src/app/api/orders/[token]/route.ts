import { getDb } from '@/server/db/client';
import {
  ORDER_ROUTE_HEADERS,
  orderNotFound,
  progressOf,
  readOrderPage,
} from '@/features/ordering/server/order-page';
import { publicRoute } from '@/server/route';

export const dynamic = 'force-dynamic';

/**
 * An order's progress for its page's live status: 200 with its status, ready time, cancel reason
 * and payment; 404 for a token that opens no order. Never cached: it changes as the kitchen works.
 */
export const GET = publicRoute<{ token: string }>(
  "the guest's order link: its unguessable token is the key",
  async (_request, params) => {
    const found = await readOrderPage(await getDb(), (await params).token);
    if (!found) return orderNotFound();
    return Response.json(progressOf(found.order), { headers: ORDER_ROUTE_HEADERS });
  },
);
