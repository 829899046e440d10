import 'server-only';
import { checkoutSchema, quoteSchema } from '@/schemas/order';
import { defineAction } from '../action';
import type { RateLimitRule } from '../security/rate-limit';
import { Refusal } from '../refusal';
import { quoteCart, readOrderingRestaurant } from './checkout';
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

/** Pricing is read-only, and a checkout page asks again as the cart changes. */
const QUOTE_LIMIT: RateLimitRule = { limit: 200, windowMs: 10 * 60_000 };

/**
 * The cart as the server would price it now, before the guest places it: each line's price, the
 * subtotal, tax and total; or what changed, line by line. Nothing is written.
 */
export const quotePickupOrderAction = defineAction({
  name: 'pickup-quote',
  public: true,
  schema: quoteSchema,
  rateLimit: QUOTE_LIMIT,
  run: async ({ input, tx }) => {
    const restaurant = await readOrderingRestaurant(tx, input.locationSlug);
    if (!restaurant) {
      throw new Refusal('pickup.errors.notTaking', { locationSlug: 'pickup.errors.notTaking' });
    }
    const priced = await quoteCart(tx, restaurant, input.lines, input.language);
    return { data: priced };
  },
});
