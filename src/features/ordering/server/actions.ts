import 'server-only';
import {
  checkoutSchema,
  orderAgainSchema,
  promoCodeSchema,
  pickupTimesSchema,
  quoteSchema,
} from '@/features/ordering/schemas/order';
import { cartOfPastOrder } from './order-again';
import type { RateLimitRule } from '@/server/security/rate-limit';
import { Refusal } from '@/server/refusal';
import { quoteCart, readOrderingRestaurant, readPickupOffer } from './checkout';
import { moveOrder, orderRestaurant, pauseOrdering } from './kitchen';
import { placeOrder } from './mutations';
import { consentAtCheckout } from '@/features/accounts/server';
import type { LineProblem } from '@/features/ordering/rules/orders';
import { applyCode } from './promo-codes';
import { deletePromoCode, savePromoCode } from './promo-code-admin';
import { promoCodeFormSchema } from '@/features/ordering/schemas/promo-code';
import { idSchema } from '@/schemas/admin/fields';
import { defineAction, removedResult, savedResult } from '@/server/action';
import { sendRefund } from './refunds';
import { getDb, type DbOrTx } from '@/server/db/client';
import { restaurantMenuTag } from '@/server/cache/tags';
import { signalOrders } from './signals';
import { locationIdsOf } from '@/server/locations/queries';
import {
  orderStepSchema,
  pauseOrderingSchema,
  refundPolicySchema,
} from '@/features/ordering/schemas/kitchen';
import { readRefundPolicy, writeRefundPolicy } from './refund-policy';
import { refundSchema } from '@/features/ordering/schemas/refund';
import { askRefund, sendPartRefund } from './part-refunds';

/** A guest may fix a cart and try again; a script placing orders in bulk may not. */
const CHECKOUT_LIMIT: RateLimitRule = { limit: 20, windowMs: 10 * 60_000 };

/**
 * A guest's pickup order: priced and placed by the server (features/ordering/server/mutations.ts). The answer
 * is the confirmation page's token and the order's number; a refused cart names its lines.
 */
export const placePickupOrderAction = defineAction({
  name: 'pickup-order',
  public: true,
  readsGuest: true,
  schema: checkoutSchema,
  rateLimit: CHECKOUT_LIMIT,
  run: async ({ input, tx, meta }) => {
    const placed = await placeOrder(tx, input, {
      address: meta.ip,
      guestAccountId: meta.guest?.accountId ?? null,
    });
    if (input.marketing) {
      await consentAtCheckout(
        tx,
        { email: input.email, language: input.language },
        meta.guest ?? null,
      );
    }
    return {
      data: {
        token: placed.token,
        number: placed.number,
        locationId: placed.locationId,
        // Paid by card: the browser goes on to the payment page (/api/orders/<token>/pay).
        pay: placed.awaitingPayment,
      },
    };
  },
  afterCommit: async ({ locationId }) => void signalOrders(locationId),
});

/**
 * A signed-in guest's "Order again": one of their orders as a cart at its restaurant (nothing is
 * written; the checkout prices it again and names what changed).
 */
export const orderAgainAction = defineAction({
  name: 'order-again',
  guest: true,
  schema: orderAgainSchema,
  rateLimit: { limit: 60, windowMs: 10 * 60_000 },
  run: async ({ input, tx, meta }) => ({
    data: await cartOfPastOrder(tx, { ...input, email: meta.guest!.email }),
  }),
});

/** Pricing is read-only, and a checkout page asks again as the cart changes. */
/** The restaurant a guest's cart is for, or the refusal that it takes no orders on the site. */
async function takingRestaurant(tx: DbOrTx, slug: string) {
  const restaurant = await readOrderingRestaurant(tx, slug);
  if (!restaurant) {
    throw new Refusal('pickup.errors.notTaking', { locationSlug: 'pickup.errors.notTaking' });
  }
  return restaurant;
}

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
    const restaurant = await takingRestaurant(tx, input.locationSlug);
    const priced = await quoteCart(
      tx,
      restaurant,
      input.lines,
      input.language,
      new Date(),
      input.pickup,
    );
    return { data: priced };
  },
});

/**
 * The pickup times open now, as the checkout offers them, for the ordering page's chooser (the
 * page is stored, so its times are asked for when the guest opens it). Nothing is written.
 */
export const pickupTimesAction = defineAction({
  name: 'pickup-times',
  public: true,
  schema: pickupTimesSchema,
  rateLimit: QUOTE_LIMIT,
  run: async ({ input, tx }) => {
    const restaurant = await takingRestaurant(tx, input.locationSlug);
    return { data: await readPickupOffer(tx, restaurant, input.language) };
  },
});

/**
 * A cart that cannot take a code yet: below the restaurant's minimum (its own message), or lines
 * that changed (named line by line).
 */
function cartProblem(problems: readonly LineProblem[]): Refusal {
  const general = problems.find((problem) => problem.line < 0);
  return general
    ? new Refusal(general.message, undefined, general.values, problems)
    : new Refusal('pickup.errors.cartChanged', undefined, undefined, problems);
}

/** Trying codes is slower than pricing a cart: a script guessing codes soon waits. */
const CODE_LIMIT: RateLimitRule = { limit: 30, windowMs: 10 * 60_000 };

/**
 * A promo code checked against the cart before checkout: what it takes off, or the first rule it
 * fails, in the guest's language. The rules about the guest (uses per guest, first orders) and
 * the code's uses are checked again, under its lock, when the order is placed. Nothing is written.
 */
export const applyPromoCodeAction = defineAction({
  name: 'pickup-code',
  public: true,
  schema: promoCodeSchema,
  rateLimit: CODE_LIMIT,
  run: async ({ input, tx }) => {
    const restaurant = await takingRestaurant(tx, input.locationSlug);
    const priced = await quoteCart(tx, restaurant, input.lines, input.language);
    if (!priced.ok) throw cartProblem(priced.problems);
    const code = await applyCode(tx, input.promoCode, {
      subtotal: priced.subtotal,
      locationId: restaurant.id,
      timeZone: restaurant.timezone,
      email: null,
      language: input.language,
      lock: false,
    });
    return { data: { code: code.code, discount: code.discount, minSubtotal: code.minSubtotal } };
  },
});

/** The kitchen moves an order a step: accepted (ready in some minutes), ready, picked up, cancelled. */
export const orderStepAction = defineAction({
  name: 'order-step',
  area: 'orders',
  entity: 'order',
  locations: (input, tx) => orderRestaurant(tx, input.id),
  schema: orderStepSchema,
  run: async ({ input, tx, meta }) => {
    const { id, ...step } = input;
    const moved = await moveOrder(tx, id, step, meta.actor!);
    return {
      data: {
        id,
        status: moved.after.status,
        locationId: moved.after.locationId,
        refund: moved.after.paymentStatus === 'refund_pending',
      },
      audit: {
        action: step.to,
        entityId: id,
        before: { status: moved.before.status },
        after: {
          status: moved.after.status,
          readyAt: moved.after.readyAt,
          cancelReason: moved.after.cancelReason,
          paymentStatus: moved.after.paymentStatus,
        },
      },
    };
  },
  afterCommit: async ({ id, locationId, refund }) => {
    void signalOrders(locationId);
    // A paid order cancelled is refunded without holding up the answer; the screens hear when it
    // is done. If Stripe cannot be reached, the payments' next round (refunds.ts) sends it.
    if (refund) {
      void getDb()
        .then((db) => sendRefund(db, id))
        .then((sent) => (sent ? signalOrders(locationId) : undefined));
    }
  },
});

/** "Pause online orders for 15 / 30 / 60 minutes" at a restaurant, or take them again. */
export const pauseOrderingAction = defineAction({
  name: 'order-pause',
  area: 'orders',
  entity: 'location',
  locations: (input, tx) => locationIdsOf(tx, [input.locationSlug]),
  schema: pauseOrderingSchema,
  run: async ({ input, tx }) => {
    const paused = await pauseOrdering(tx, input.locationSlug, input.minutes);
    return {
      data: { pausedUntil: paused.pausedUntil?.toISOString() ?? null, locationId: paused.id },
      // The restaurant's ordering page says so at the top (ordering-pause.ts).
      invalidates: [restaurantMenuTag(input.locationSlug)],
      audit: {
        action: input.minutes > 0 ? 'pause-orders' : 'resume-orders',
        entityId: paused.id,
        after: { orderingPausedUntil: paused.pausedUntil },
      },
    };
  },
  afterCommit: async ({ locationId }) => void signalOrders(locationId),
});

/** Owners set who may refund: the most a kitchen account refunds by cancelling a paid order. */
export const saveRefundPolicyAction = defineAction({
  name: 'refund-policy-save',
  area: 'settings',
  entity: 'settings',
  schema: refundPolicySchema,
  run: async ({ input, tx, meta }) => {
    const before = await readRefundPolicy(tx);
    await writeRefundPolicy(tx, input, meta.actor?.email ?? null);
    return {
      data: null,
      audit: { action: 'update', entityId: 'order-refunds', before, after: input },
    };
  },
});

/** Owners and managers add or change a promo code (features/ordering/rules/promo-codes.ts). */
export const savePromoCodeAction = defineAction({
  name: 'promo-code-save',
  area: 'promotions',
  entity: 'promo_code',
  schema: promoCodeFormSchema,
  run: async ({ input, tx }) => savedResult(await savePromoCode(tx, input)),
});

/** A code deleted: orders that used it keep it as typed, with their discount. */
export const deletePromoCodeAction = defineAction({
  name: 'promo-code-delete',
  area: 'promotions',
  entity: 'promo_code',
  schema: idSchema,
  run: async ({ input, tx }) => removedResult(await deletePromoCode(tx, input.id)),
});

/**
 * An owner or a manager refunds a card order, in part or whole, before or after pickup (within
 * 30 days), having confirmed who they are in the last five minutes; audited with who and why.
 * Saved here, sent to Stripe once committed (the payments' round sends it if Stripe is down).
 */
export const refundOrderAction = defineAction({
  name: 'order-refund',
  area: 'refunds',
  entity: 'order',
  fresh: true,
  locations: (input, tx) => orderRestaurant(tx, input.orderId),
  schema: refundSchema,
  run: async ({ input, tx, meta }) => {
    const { refund, order } = await askRefund(tx, input, meta.actor!.email);
    return {
      data: { id: refund.id, amount: refund.amount, locationId: order.locationId },
      audit: {
        action: 'refund',
        entityId: order.id,
        before: { paymentStatus: 'paid' },
        after: {
          amount: refund.amount,
          kind: input.kind,
          lines: refund.lines,
          reason: refund.reason,
          refunded: order.refunded,
          paymentStatus: order.paymentStatus,
        },
      },
    };
  },
  afterCommit: async ({ id, locationId }) => {
    void signalOrders(locationId);
    void getDb()
      .then((db) => sendPartRefund(db, id))
      .catch(() => false);
  },
});

export { brandFeeAction, connectStripeAction, disconnectStripeAction } from './connect-actions';
