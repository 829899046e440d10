import 'server-only';
import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Language, PaymentMethod } from '@/lib/enums';
import {
  belowMinimum,
  priceCart,
  type CartLine,
  type LineProblem,
} from '@/features/ordering/rules/orders';
import { pickupTime, type PickupChoice } from '@/features/ordering/rules/pickup';
import type { Tip } from '@/features/ordering/rules/order-amounts';
import { instantOf } from '@/lib/time-zone';
import type { Cents } from '@/lib/money';
import { pickupValuesIn, wallClockOf } from '@/features/ordering/rules/pickup-format';
import { Refusal } from '@/server/refusal';
import { enqueueMail } from '@/server/mail/outbox';
import { orderGuestMail } from './guest-mail';
import { placedAmounts } from './order-money';
import { cardPaymentsReady } from './stripe';
import type { DbOrTx } from '@/server/db/client';
import { locations, orderLines, orders } from '@/server/db/schema';
import { resolveAuthSecret } from '@/server/auth/secret';
import { dishIdsOf, readOrderMenu, tokenHashOf } from './queries';
import { idempotencyKeyHashWith, sealOrderTokenWith } from './order-keys';
import { campaignOfOrder } from '@/features/marketing/server';
import { orderPointsNote, spendReward } from '@/features/accounts/server';
import { checkHolds, clientKeyWith, countInSlot, PLACEMENT_HOLD_MS, takesPlace } from './holds';

/** A checkout as the server takes it (features/ordering/schemas/order.ts parses the browser's). */
export type Checkout = {
  idempotencyKey: string;
  locationSlug: string;
  lines: readonly CartLine[];
  fullName: string;
  phone: string;
  email: string;
  language: Language;
  note: string | null;
  /** As soon as possible, an instant, or the restaurant's wall-clock time ("2027-06-15T18:30"). */
  pickup: PickupChoice | { asap: false; local: string };
  paymentMethod: PaymentMethod;
  /** The guest's tip for the staff (card payments at a restaurant that takes tips). */
  tip?: Tip;
  /** A promo code as the guest typed it (rules/promo-codes.ts); null or absent: none. */
  promoCode?: string | null;
  /** The campaign whose link the guest came by, as the browser kept it; counted if it holds. */
  campaign?: string | null;
  /** A loyalty reward the signed-in guest spends points on (features/accounts/server/rewards.ts). */
  reward?: string | null;
  /**
   * The total the guest was shown, when the browser sent one: never used to price the order, only
   * to refuse it when the server's total differs, so that the guest sees the new prices first.
   */
  expectedTotal?: Cents | null;
};

/** A refusal of a cart's lines: what changed since the guest filled it, line by line. */
export class CartRefusal extends Refusal {
  constructor(problems: LineProblem[]) {
    super('pickup.errors.cartChanged', undefined, undefined, problems);
  }
}

/**
 * The confirmation page's token of a checkout: made from its key with the site's secret, so the
 * same checkout sent again is answered with the same link, while only its hash is stored (a copy
 * of the database, without the secret, opens no order's page).
 */
export async function orderToken(tx: DbOrTx, idempotencyKey: string): Promise<string> {
  return orderTokenWith(await resolveAuthSecret(tx), idempotencyKey);
}

function orderTokenWith(secret: string, idempotencyKey: string): string {
  return createHmac('sha256', secret)
    .update(`saba order link:${idempotencyKey}`)
    .digest('base64url');
}

/** A chosen pickup time as an instant: a wall-clock time is the restaurant's. */
function choiceAt(pickup: Checkout['pickup'], timeZone: string): PickupChoice {
  if (pickup.asap || !('local' in pickup)) return pickup;
  const [date = '', time = ''] = pickup.local.split('T');
  return { asap: false, at: instantOf(date, time, timeZone) };
}

/**
 * The restaurant's row, while it takes orders on the site; locked (`lock`), one order at a time
 * takes its slots (the last place once).
 */
async function orderingRestaurant(tx: DbOrTx, slug: string, { lock }: { lock: boolean }) {
  const query = tx.select().from(locations).where(eq(locations.slug, slug));
  const [row] = lock ? await query.for('update') : await query;
  if (!row || !row.published || row.comingSoon || !row.orderingEnabled) {
    throw new Refusal('pickup.errors.notTaking', { locationSlug: 'pickup.errors.notTaking' });
  }
  return row;
}

/** The places taken in a slot (holds.ts `takesPlace`). */
export function ordersInSlot(tx: DbOrTx, locationId: string, slotStart: Date, now: Date) {
  return countInSlot(tx, { locationId, slotStart }, takesPlace(now));
}

/**
 * Who places an order, as the server saw them: the client's address (never stored as such), and
 * the guest's account when they are signed in (only they may spend its points).
 */
export type Placer = { address: string; guestAccountId?: string | null };

/**
 * Places a pickup order: priced from the database (never from the browser), at a time the
 * restaurant can serve, in a slot with room; under the restaurant's lock, so that two guests
 * never get its last place. The same checkout sent again (a double click, a retry after a
 * timeout) returns the order it placed the first time.
 */
export async function placeOrder(
  tx: DbOrTx,
  checkout: Checkout,
  placer: Placer,
  now = new Date(),
): Promise<{
  id: string;
  token: string;
  number: number;
  created: boolean;
  locationId: string;
  /** Paid by card and not yet paid: the guest goes on to the payment page. */
  awaitingPayment: boolean;
}> {
  // The menu the order is priced from is read before the restaurant's lock (most of an order's
  // reading), so that the lock is held only while the order takes its place: each order at a
  // restaurant waits for the one before it. Everything it is checked against is read under it.
  const seen = await orderingRestaurant(tx, checkout.locationSlug, { lock: false });
  const menu = await readOrderMenu(tx, seen, now);
  const dishIds = await dishIdsOf(
    tx,
    checkout.lines.flatMap((line) => (line.kind === 'item' ? [line.slug] : [])),
  );
  // So are the order's keys, from one reading of the site's secret, and its campaign.
  const secret = await resolveAuthSecret(tx);
  const token = orderTokenWith(secret, checkout.idempotencyKey);
  const keyHash = idempotencyKeyHashWith(secret, checkout.idempotencyKey);
  const clientKey = clientKeyWith(secret, placer.address);
  const campaignId = await campaignOfOrder(tx, checkout.campaign ?? null, now);
  const restaurant = await orderingRestaurant(tx, checkout.locationSlug, { lock: true });
  const [placed] = await tx
    .select({
      id: orders.id,
      number: orders.number,
      at: orders.locationId,
      status: orders.status,
    })
    .from(orders)
    .where(eq(orders.idempotencyKeyHash, keyHash));
  if (placed) {
    if (placed.at !== restaurant.id) throw new Refusal('pickup.errors.otherOrder');
    return {
      id: placed.id,
      token,
      number: placed.number,
      created: false,
      locationId: restaurant.id,
      awaitingPayment: placed.status === 'awaiting_payment',
    };
  }
  if (checkout.paymentMethod === 'counter' && !restaurant.payAtPickup) {
    throw new Refusal('pickup.errors.payOnline', { paymentMethod: 'pickup.errors.payOnline' });
  }
  if (checkout.paymentMethod === 'card' && !cardPaymentsReady()) {
    throw new Refusal('pickup.errors.cardUnavailable', {
      paymentMethod: 'pickup.errors.cardUnavailable',
    });
  }

  const when = pickupTime(restaurant, choiceAt(checkout.pickup, restaurant.timezone), now);
  if (!when.ok) {
    const values = when.values && pickupValuesIn(when.values, checkout.language);
    throw new Refusal(when.message, { pickup: when.message }, values);
  }
  if ((await ordersInSlot(tx, restaurant.id, when.slotStart, now)) >= restaurant.ordersPerSlot) {
    throw new Refusal('pickup.errors.slotFull', { pickup: 'pickup.errors.slotFull' });
  }
  await checkHolds(tx, checkout, restaurant, when.slotStart, clientKey, now);

  // A dish is served at the pickup's time in the restaurant's clock, not the order's.
  const priced = priceCart(
    checkout.lines,
    menu,
    restaurant.taxRate,
    checkout.language,
    wallClockOf(when.pickupAt, restaurant.timezone),
  );
  if (!priced.ok) throw new CartRefusal(priced.problems);
  const short = belowMinimum(priced.subtotal, restaurant.minimumOrder);
  if (short) throw new Refusal(short.message, undefined, short.values, [short]);
  const { amounts, code, reward } = await placedAmounts(
    tx,
    checkout,
    priced,
    dishIds,
    restaurant,
    placer.guestAccountId ?? null,
    now,
  );

  const [order] = await tx
    .insert(orders)
    .values({
      tokenHash: tokenHashOf(token),
      idempotencyKeyHash: keyHash,
      tokenSealed: sealOrderTokenWith(secret, token),
      locationId: restaurant.id,
      // Paid by card, the kitchen sees it once the payment is confirmed.
      status: checkout.paymentMethod === 'card' ? 'awaiting_payment' : 'received',
      fullName: checkout.fullName,
      phone: checkout.phone,
      email: checkout.email,
      language: checkout.language,
      note: checkout.note,
      asap: checkout.pickup.asap,
      pickupAt: when.pickupAt,
      slotStart: when.slotStart,
      paymentMethod: checkout.paymentMethod,
      receivedAt: checkout.paymentMethod === 'card' ? null : now,
      clientKey,
      paymentHeldUntil:
        checkout.paymentMethod === 'card' ? new Date(now.getTime() + PLACEMENT_HOLD_MS) : null,
      subtotal: amounts.subtotal,
      taxRate: restaurant.taxRate,
      tax: amounts.tax,
      promoCodeId: code?.id ?? null,
      promoCode: code?.code ?? null,
      campaignId,
      discount: amounts.discount,
      rewardDiscount: amounts.rewardDiscount,
      tip: amounts.tip,
      total: amounts.total,
    })
    .returning({ id: orders.id, number: orders.number });
  await tx.insert(orderLines).values(
    priced.lines.map((line, position) => ({
      orderId: order!.id,
      position,
      kind: line.kind,
      refId: line.kind === 'item' ? dishIds.get(line.key)! : line.key,
      nameEn: line.nameEn,
      nameAr: line.nameAr,
      unitPrice: line.unitPrice,
      options: line.options,
      quantity: line.quantity,
      note: line.note,
      lineTotal: line.lineTotal,
    })),
  );
  if (reward) await spendReward(tx, reward, order!.id, now);
  // Paid at pickup, the guest hears at once; paid by card, once the payment is confirmed.
  if (checkout.paymentMethod === 'counter') {
    const points = await orderPointsNote(
      tx,
      { ...amounts, id: order!.id, email: checkout.email, status: 'received', createdAt: now },
      now,
    );
    await enqueueMail(tx, [
      orderGuestMail(
        'placed',
        {
          ...checkout,
          points,
          number: order!.number,
          asap: checkout.pickup.asap,
          pickupAt: when.pickupAt,
          readyAt: null,
          cancelReason: null,
          paymentStatus: 'unpaid',
          ...priced,
          ...amounts,
          taxRate: restaurant.taxRate,
        },
        restaurant,
        token,
      ),
    ]);
  }
  return {
    ...order!,
    token,
    created: true,
    locationId: restaurant.id,
    awaitingPayment: checkout.paymentMethod === 'card',
  };
}
