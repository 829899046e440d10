import { getDb } from '@/server/db/client';
import { receiveStripeEvent } from '@/features/ordering/server/payment-events';
import { signalOrders } from '@/features/ordering/server/signals';
import { publicRoute } from '@/server/route';

export const dynamic = 'force-dynamic';

/**
 * Stripe's webhook endpoint (README: "Card payments"): the raw body is what the signature covers,
 * so it is read as text, untouched. 200 for an event applied (or already applied, or not one this
 * endpoint acts on); 400 for a bad signature; 404 for an event about no order here. Nothing is
 * written for a refused event.
 */
export const POST = publicRoute(
  "Stripe's events: each is trusted only with a valid signature under the webhook secret",
  async (request) => {
    const answer = await receiveStripeEvent(
      await getDb(),
      await request.text(),
      request.headers.get('stripe-signature'),
    );
    if (answer.locationId) void signalOrders(answer.locationId);
    return Response.json(answer.body, {
      status: answer.status,
      headers: { 'cache-control': 'no-store' },
    });
  },
);
