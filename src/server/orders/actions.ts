import 'server-only';
import { checkoutSchema } from '@/schemas/order';
import { defineAction } from '../action';
import type { RateLimitRule } from '../security/rate-limit';
import { placeOrder } from './mutations';

/** A guest may fix a cart and try again; a script placing orders in bulk may not. */
const CHECKOUT_LIMIT: RateLimitRule = { limit: 20, windowMs: 10 * 60_000 };

/**
 * A guest's pickup order: priced and placed by the server (server/orders/mutations.ts). The answer
 * is the confirmation page's token and the order's number; a refused cart names its lines.
 */
export const placePickupOrderAction = defineAction({
  name: 'pickup-order',
  public: true,
  schema: checkoutSchema,
  rateLimit: CHECKOUT_LIMIT,
  run: async ({ input, tx }) => {
    const placed = await placeOrder(tx, input);
    return { data: { token: placed.token, number: placed.number } };
  },
});
