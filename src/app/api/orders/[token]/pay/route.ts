import { getDb } from '@/server/db/client';
import { ORDER_ROUTE_HEADERS, orderNotFound } from '@/features/ordering/server/order-page';
import { openCardPayment } from '@/features/ordering/server/payments';
import { publicRoute } from '@/server/route';

export const dynamic = 'force-dynamic';

/**
 * An order's "pay by card" link: on to Stripe's payment page for it (made once, the same page
 * each time), or back to the order's page when it no longer awaits a payment or Stripe could not
 * be reached (the page says which). A plain link, so it works before and without any script.
 */
export const GET = publicRoute<{ token: string }>(
  "the guest's order link: its unguessable token is the key",
  async (_request, params) => {
    const to = await openCardPayment(await getDb(), (await params).token);
    if (!to) return orderNotFound();
    return new Response(null, {
      status: 303,
      headers: { ...ORDER_ROUTE_HEADERS, location: to.url },
    });
  },
);
