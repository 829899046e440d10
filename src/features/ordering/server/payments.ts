import 'server-only';
import type Stripe from 'stripe';
import { and, eq, isNull } from 'drizzle-orm';
import type { Language } from '@/lib/enums';
import { asCents, type Cents } from '@/lib/money';
import { localizedPath } from '@/lib/locale-path';
import { siteUrl } from '@/lib/site-url';
import type { DbOrTx } from '@/server/db/client';
import { locations, orders } from '@/server/db/schema';
import { orderText } from './guest-mail';
import { mailGuestAbout } from './notify';
import { ordersInSlot } from './mutations';
import { PAYMENT_HOLD_MS } from './holds';
import { moveOrderState } from './order-states';
import { linesOf } from './queries';
import { logger } from '@/server/logger';
import { readOrderPage } from './order-page';
import { onAccount, stripeClient, stripeConnectReady } from './stripe';
import { brandFeeOn } from '@/features/ordering/rules/order-amounts';

/**
 * Card payments through Stripe Checkout (ADR 0020). An order paid by card is stored first,
 * "awaiting payment", its place in its slot held briefly, then for ten minutes from when the
 * guest opens Stripe's page (holds.ts); the guest pays on
 * Stripe's page, and Stripe's signed webhook (payment-events.ts) sends the order to the kitchen.
 * No card detail reaches this server, and no payment script is added to the site's pages.
 */

type OrderRow = typeof orders.$inferSelect;
type Restaurant = typeof locations.$inferSelect;

/** Stripe's shortest life for a Checkout page is 30 minutes; the hold ends first, and closes it. */
const SESSION_LIFE_S = 31 * 60;

/** The order's page, in the guest's language. */
export function orderPagePath(order: { language: Language }, token: string): string {
  return localizedPath(order.language, `/orders/${token}`);
}

/**
 * The Checkout session's lines: each order line at its price (options included), the tax and
 * the tip as lines of their own; in cents, adding up to the order's total exactly with its discount
 * taken off (a coupon of its own, `discountOf`), or it is not sent.
 */
export function checkoutLineItems(
  order: Pick<OrderRow, 'language' | 'tax' | 'tip' | 'total' | 'taxRate' | 'discount'>,
  lines: readonly { nameEn: string; nameAr: string; quantity: number; lineTotal: Cents }[],
): Stripe.Checkout.SessionCreateParams.LineItem[] {
  const ar = order.language === 'ar';
  const items = lines.map((line) => {
    const total = line.lineTotal;
    const name = ar ? line.nameAr : line.nameEn;
    // Options priced per dish divide evenly; if not, the line goes as one of its quantity.
    const even = total % line.quantity === 0;
    return {
      quantity: even ? line.quantity : 1,
      price_data: {
        currency: 'usd',
        unit_amount: even ? total / line.quantity : total,
        product_data: { name: even ? name : `${line.quantity} × ${name}` },
      },
    };
  });
  if (order.tax > 0) {
    items.push({
      quantity: 1,
      price_data: {
        currency: 'usd',
        unit_amount: order.tax,
        product_data: { name: orderText(order.language)('taxLine', { rate: order.taxRate }) },
      },
    });
  }
  if (order.tip > 0) {
    items.push({
      quantity: 1,
      price_data: {
        currency: 'usd',
        unit_amount: order.tip,
        product_data: { name: orderText(order.language)('tipLine') },
      },
    });
  }
  const sum = items.reduce((all, item) => all + item.quantity * item.price_data.unit_amount, 0);
  if (sum - order.discount !== order.total) {
    throw new Error(`an order's lines add up to ${sum} cents, not its total`);
  }
  return items;
}

/** Where a guest's "pay" link leads: Stripe's page for the order, or back to the order's page. */
export type PaymentDestination = { url: string; external: boolean };

/**
 * Opens the payment of an order awaiting it: its Checkout session, made once (Stripe's
 * idempotency key is the order's id, so two tabs or a retry get the same page). An order not
 * awaiting payment, or whose hold has ended, leads back to its own page, which says where it is;
 * so does one whose payment page Stripe did not open (`?payment=failed`). Null: no such order.
 */
export async function openCardPayment(
  db: DbOrTx,
  token: string,
  now = new Date(),
): Promise<PaymentDestination | null> {
  const found = await readOrderPage(db, token);
  if (!found) return null;
  const { order, restaurant } = found;
  const page = { url: orderPagePath(order, token), external: false };
  const open =
    order.status === 'awaiting_payment' &&
    order.paymentStatus === 'unpaid' &&
    order.paymentHeldUntil !== null &&
    order.paymentHeldUntil > now;
  if (!open) return page;
  if (order.checkoutUrl) return { url: order.checkoutUrl, external: true };
  const stripe = stripeClient();
  if (!stripe) return { url: `${page.url}?payment=failed`, external: false };
  let session: { id: string; url: string; account: string | null; fee: Cents };
  try {
    session = await createSession(stripe, db, order, restaurant, token, now);
  } catch (error) {
    // The order's page says the payment page did not open, and offers it again.
    logger.warn({ err: error, order: order.number }, 'a Checkout page could not be opened');
    return { url: `${page.url}?payment=failed`, external: false };
  }
  // From the guest's opening Stripe's page, the place is held for the time to pay (holds.ts).
  await db
    .update(orders)
    .set({
      stripeSessionId: session.id,
      checkoutUrl: session.url,
      paymentHeldUntil: new Date(now.getTime() + PAYMENT_HOLD_MS),
      stripeAccountId: session.account,
      brandFee: session.fee,
    })
    .where(
      and(
        eq(orders.id, order.id),
        isNull(orders.stripeSessionId),
        eq(orders.status, 'awaiting_payment'),
      ),
    );
  return { url: session.url, external: true };
}

/**
 * A promo code's discount at Stripe: a coupon for this order alone, named with the code, for
 * Stripe's page to show as its own line (Checkout takes no negative line). Made once per order.
 */
async function discountOf(
  stripe: Stripe,
  order: Pick<OrderRow, 'id' | 'discount' | 'promoCode' | 'language'>,
  account: string | null,
): Promise<Stripe.Checkout.SessionCreateParams.Discount[] | undefined> {
  if (order.discount <= 0) return undefined;
  const coupon = await stripe.coupons.create(
    {
      amount_off: order.discount,
      currency: 'usd',
      duration: 'once',
      max_redemptions: 1,
      name: orderText(order.language)('codeLine', { code: order.promoCode ?? '' }).slice(0, 40),
      metadata: { order_id: order.id },
    },
    { idempotencyKey: `saba-coupon-${order.id}`, ...onAccount(account) },
  );
  return [{ coupon: coupon.id }];
}

async function createSession(
  stripe: Stripe,
  db: DbOrTx,
  order: OrderRow,
  restaurant: Restaurant,
  token: string,
  now: Date,
): Promise<{ id: string; url: string; account: string | null; fee: Cents }> {
  const lines = await linesOf(db, [order.id]);
  // A restaurant connected to its own account, able to take payments, is paid there, less the
  // brand's fee; any other into the brand's account.
  const account =
    stripeConnectReady() && restaurant.stripeAccountId && restaurant.stripeChargesEnabled
      ? restaurant.stripeAccountId
      : null;
  const fee = account
    ? brandFeeOn(order.subtotal, order.discount, restaurant.brandFeePercent)
    : asCents(0);
  const back = `${siteUrl()}${orderPagePath(order, token)}`;
  const metadata = { order_id: order.id, order_number: String(order.number) };
  const session = await stripe.checkout.sessions.create(
    {
      mode: 'payment',
      line_items: checkoutLineItems(order, lines),
      discounts: await discountOf(stripe, order, account),
      customer_email: order.email,
      client_reference_id: order.id,
      metadata,
      payment_intent_data: {
        metadata,
        description: `${restaurant.nameEn} #${order.number}`,
        ...(fee > 0 ? { application_fee_amount: fee } : {}),
      },
      // Stripe's page has no Arabic: it follows the guest's browser.
      locale: order.language === 'ar' ? 'auto' : 'en',
      expires_at: Math.floor(now.getTime() / 1000) + SESSION_LIFE_S,
      success_url: `${back}?payment=done`,
      cancel_url: back,
    },
    { idempotencyKey: `saba-checkout-${order.id}`, ...onAccount(account) },
  );
  if (!session.url) throw new Error('Stripe answered a Checkout session without its page');
  return { id: session.id, url: session.url, account, fee };
}

/** What a payment did to an order, for the kitchen's signal. */
export type PaymentOutcome = 'to-kitchen' | 'released' | 'refund' | 'refunded' | 'none';

/** The order a Checkout session pays for, locked for the change. */
export async function lockOrderOfSession(tx: DbOrTx, sessionId: string) {
  const [order] = await tx
    .select()
    .from(orders)
    .where(eq(orders.stripeSessionId, sessionId))
    .for('update');
  return order ?? null;
}

/**
 * A payment made: the order goes to the kitchen and the guest gets the confirmation. Made after
 * the hold ended into a slot that filled up meanwhile, or for an order already cancelled, it is
 * refunded instead (refunds.ts sends it). Applied once: a payment already recorded changes nothing.
 */
export async function recordPayment(
  tx: DbOrTx,
  order: OrderRow,
  paymentIntentId: string | null,
  now = new Date(),
): Promise<PaymentOutcome> {
  if (order.paymentStatus !== 'unpaid') return 'none';
  const paid = { paymentIntentId, paymentHeldUntil: null, updatedAt: now };
  if (order.status === 'awaiting_payment') {
    const late = order.paymentHeldUntil !== null && order.paymentHeldUntil <= now;
    if (late && (await slotTaken(tx, order, now))) {
      const cancelled = await moveOrderState(tx, order, 'paidTooLate', {
        ...paid,
        cancelReason: orderText(order.language)('reasons.slotGone'),
      });
      if (cancelled) await mailGuestAbout(tx, 'cancelled', cancelled);
      return 'refund';
    }
    const after = await moveOrderState(tx, order, 'paid', { ...paid, receivedAt: now });
    if (!after) return 'none';
    await mailGuestAbout(tx, 'placed', after);
    return 'to-kitchen';
  }
  // Paid for an order already closed for want of payment: the guest is told it is refunded.
  const refunded = await moveOrderState(tx, order, 'paidAfterCancel', {
    ...paid,
    cancelReason: orderText(order.language)('reasons.paidLate'),
  });
  if (!refunded) return 'none';
  await mailGuestAbout(tx, 'cancelled', refunded);
  return 'refund';
}

/**
 * Whether the order's slot is full without it (its own hold has ended); under the restaurant's
 * row lock, as placing an order takes it, so that a late payment and a new order never both get
 * the slot's last place.
 */
async function slotTaken(tx: DbOrTx, order: OrderRow, now: Date): Promise<boolean> {
  const [restaurant] = await tx
    .select({ perSlot: locations.ordersPerSlot })
    .from(locations)
    .where(eq(locations.id, order.locationId))
    .for('update');
  return (await ordersInSlot(tx, order.locationId, order.slotStart, now)) >= restaurant!.perSlot;
}

/**
 * A payment not made (abandoned, expired, failed): the order is cancelled with the reason in the
 * guest's language, and its place in the slot is free. Only an order still awaiting payment.
 */
export async function releaseUnpaid(
  tx: DbOrTx,
  order: OrderRow,
  now = new Date(),
): Promise<PaymentOutcome> {
  const released = await moveOrderState(tx, order, 'lapsed', {
    paymentHeldUntil: null,
    cancelReason: orderText(order.language)('reasons.notPaid'),
    updatedAt: now,
  });
  return released ? 'released' : 'none';
}
