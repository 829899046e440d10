import 'server-only';
import { createHmac } from 'node:crypto';
import { and, eq, gt, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { rateLimitAddress } from '@/http/client-address.mts';
import type { DbOrTx } from '@/server/db/client';
import type { PaymentMethod } from '@/lib/enums';
import { orders } from '@/server/db/schema';
import { resolveAuthSecret } from '@/server/auth/secret';
import { consumeRateLimit, type RateLimitRule } from '@/server/security/rate-limit';
import { Refusal } from '@/server/refusal';

/**
 * What an order not yet paid may hold, so that nobody can fill a restaurant's slots with orders
 * they never mean to pay or collect:
 * - a card order holds its place briefly until the guest opens Stripe's page
 *   (PLACEMENT_HOLD_MS: the browser is sent there at once), then for PAYMENT_HOLD_MS from then;
 * - unpaid card orders take at most half of a slot (`holdShare`): the rest stays for guests who
 *   have paid or pay at the counter;
 * - one client address, phone or e-mail has at most OPEN_HOLDS_PER_CLIENT unpaid card orders;
 * - orders paid at pickup hold their place until the kitchen cancels them, so one phone or
 *   e-mail places at most COUNTER_ORDERS_RULE of them in half an hour, then is asked to call.
 */

/** From placing a card order to opening Stripe's page (the browser goes there at once). */
export const PLACEMENT_HOLD_MS = 3 * 60_000;
/** From opening Stripe's page: the time to pay. A later payment into a full slot is refunded. */
export const PAYMENT_HOLD_MS = 10 * 60_000;
/** Unpaid card orders one client address, phone or e-mail may have open at once. */
export const OPEN_HOLDS_PER_CLIENT = 2;
/** Pay-at-pickup orders per phone and per e-mail: a family's second order, not a burst. */
export const COUNTER_ORDERS_RULE: RateLimitRule = { limit: 4, windowMs: 30 * 60_000 };

/** How many of a slot's places unpaid card orders may hold: half, at least one. */
export function holdShare(ordersPerSlot: number): number {
  return Math.max(1, Math.floor(ordersPerSlot / 2));
}

/**
 * The client's address (its /64 for IPv6) as the order keeps it: a keyed hash, enough to count
 * one client's open orders, never the address itself.
 */
export async function clientKeyOf(tx: DbOrTx, address: string): Promise<string> {
  return clientKeyWith(await resolveAuthSecret(tx), address);
}

/** The same, with the site's secret already read. */
export function clientKeyWith(secret: string, address: string): string {
  return createHmac('sha256', secret)
    .update(`saba order client:${rateLimitAddress(address)}`)
    .digest('base64url')
    .slice(0, 32);
}

/** A phone number as digits, its country code left off (the last ten): one phone however written. */
function phoneDigits(phone: string): string {
  return phone.replace(/\D/g, '').slice(-10);
}

/** A card order still holding its place: not paid, its hold not ended. */
const holding = (now: Date) =>
  and(eq(orders.status, 'awaiting_payment'), gt(orders.paymentHeldUntil, now));

/**
 * The places taken in a slot: every order not cancelled, except a card order whose hold ended
 * unpaid (its place is free the moment its hold ends, whenever it is swept up). The checkout's
 * list of times and placing an order count the same way.
 */
export const takesPlace = (now: Date) =>
  and(
    ne(orders.status, 'cancelled'),
    or(
      ne(orders.status, 'awaiting_payment'),
      isNull(orders.paymentHeldUntil),
      gt(orders.paymentHeldUntil, now),
    ),
  );

/** The orders in one restaurant's slot that meet `which` (`takesPlace`, a hold). */
export async function countInSlot(
  tx: DbOrTx,
  slot: { locationId: string; slotStart: Date },
  which: SQL | undefined,
): Promise<number> {
  return tx.$count(
    orders,
    and(eq(orders.locationId, slot.locationId), eq(orders.slotStart, slot.slotStart), which),
  );
}

/** The unpaid card orders holding a place in this slot now. */
export function holdsInSlot(tx: DbOrTx, locationId: string, slotStart: Date, now: Date) {
  return countInSlot(tx, { locationId, slotStart }, holding(now));
}

/** The unpaid card orders this client (by address, phone or e-mail) holds now, anywhere. */
export async function openHoldsOf(
  tx: DbOrTx,
  client: { clientKey: string; phone: string; email: string },
  now: Date,
): Promise<number> {
  return tx.$count(
    orders,
    and(
      holding(now),
      or(
        eq(orders.clientKey, client.clientKey),
        sql`right(regexp_replace(${orders.phone}, '[^0-9]', '', 'g'), 10) = ${phoneDigits(client.phone)}`,
        sql`lower(${orders.email}) = ${client.email.toLowerCase()}`,
      ),
    ),
  );
}

/** Counts one order paid at pickup for this phone and e-mail; false once either has its most. */
export async function countCounterOrder(
  tx: DbOrTx,
  client: { phone: string; email: string },
  now: Date,
): Promise<boolean> {
  const byPhone = await consumeRateLimit(
    tx,
    `counter-orders:phone:${phoneDigits(client.phone)}`,
    COUNTER_ORDERS_RULE,
    now,
  );
  const byEmail = await consumeRateLimit(
    tx,
    `counter-orders:email:${client.email.toLowerCase()}`,
    COUNTER_ORDERS_RULE,
    now,
  );
  return byPhone.allowed && byEmail.allowed;
}

/**
 * What an unpaid order may hold: a card order only half a slot's places, and two open
 * at once per client address, phone or e-mail; orders paid at pickup a few per phone and e-mail.
 */
export async function checkHolds(
  tx: DbOrTx,
  checkout: { paymentMethod: PaymentMethod; phone: string; email: string },
  restaurant: { id: string; ordersPerSlot: number },
  slotStart: Date,
  clientKey: string,
  now: Date,
) {
  if (checkout.paymentMethod === 'card') {
    const inSlot = await holdsInSlot(tx, restaurant.id, slotStart, now);
    if (inSlot >= holdShare(restaurant.ordersPerSlot)) {
      throw new Refusal('pickup.errors.slotPaying', { pickup: 'pickup.errors.slotPaying' });
    }
    const client = { clientKey, phone: checkout.phone, email: checkout.email };
    if ((await openHoldsOf(tx, client, now)) >= OPEN_HOLDS_PER_CLIENT) {
      throw new Refusal('pickup.errors.openPayments');
    }
  } else if (!(await countCounterOrder(tx, checkout, now))) {
    throw new Refusal('pickup.errors.manyOrders');
  }
}
