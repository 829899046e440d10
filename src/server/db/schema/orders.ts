import 'server-only';
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  ORDER_LINE_KINDS,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
} from '../../../lib/enums';
import { id, inList, language, languageCheck, money, timestamps } from './columns';
import { asCents, type Cents } from '../../../lib/money';
import { orderStatePairsSql } from '../../../lib/order-state-pairs';
import { locations } from './locations';
import { promoCodes } from './promo-codes';
import { campaigns } from './campaigns';

/** An option chosen with a dish, as it was priced when the order was placed. */
export type OrderedOption = { id: string; nameEn: string; nameAr: string; price: Cents };

/**
 * What order search looks up (features/ordering/server/order-history.ts), each written once so
 * that a query and its index are the same expression: a phone's digits read backwards (the
 * last digits a guest gives are a prefix, which a b-tree finds), an address in lower case, and
 * the words of a name (a prefix of any word is found through the GIN index).
 */
export const orderSearch = {
  phoneTail: (phone: AnyColumn | SQL) => sql`reverse(regexp_replace(${phone}, '[^0-9]', '', 'g'))`,
  email: (email: AnyColumn | SQL) => sql`lower(${email})`,
  nameWords: (name: AnyColumn | SQL) => sql`to_tsvector('simple', ${name})`,
};

/**
 * A pickup order placed on the site (src/features/ordering/rules/orders.ts). Its prices are the server's, from the
 * database at the moment it was placed, and kept as they were: a later price change does not
 * change an order. Its confirmation page's address is a token nobody can guess (tokenHash).
 */
export const orders = pgTable(
  'orders',
  {
    id: id(),
    /** The number the guest and the kitchen say aloud. */
    number: serial('number').notNull().unique(),
    /**
     * The confirmation page's address is a secret link; only its hash is kept (a backup or a
     * copy of the database opens no order's page). See features/ordering/server/mutations.ts orderToken.
     */
    tokenHash: text('token_hash').notNull().unique(),
    /**
     * The browser's key for this checkout (a retry or a double click places one order), as a
     * keyed hash; and the confirmation page's token sealed for later e-mails. Neither opens
     * anything without the site's secret (features/ordering/server/order-keys.ts). The column keeps its old
     * name: rows from before (no seal) hold the key in clear until start-up seals them.
     */
    idempotencyKeyHash: text('idempotency_key').notNull().unique(),
    tokenSealed: text('token_sealed'),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'restrict' }),
    status: text('status', { enum: ORDER_STATUSES }).notNull(),
    fullName: text('full_name').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    language: language(),
    note: text('note'),
    /** As soon as possible (the restaurant's preparation time), or a chosen time. */
    asap: boolean('asap').notNull(),
    pickupAt: timestamp('pickup_at', { withTimezone: true }).notNull(),
    /** The start of the 15-minute slot the order takes a place in. */
    slotStart: timestamp('slot_start', { withTimezone: true }).notNull(),
    paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }).notNull(),
    paymentStatus: text('payment_status', { enum: PAYMENT_STATUSES }).notNull().default('unpaid'),
    subtotal: money('subtotal').notNull(),
    taxRate: numeric('tax_rate', { precision: 6, scale: 3, mode: 'number' }).notNull(),
    tax: money('tax').notNull(),
    /**
     * The promo code the order used (kept as typed when the code is deleted), and what it took
     * off the subtotal (features/ordering/rules/order-amounts.ts).
     */
    promoCodeId: uuid('promo_code_id').references(() => promoCodes.id, { onDelete: 'set null' }),
    promoCode: text('promo_code'),
    /** The campaign whose link the guest came by, within its first days (features/marketing). */
    campaignId: uuid('campaign_id').references(() => campaigns.id, { onDelete: 'set null' }),
    /** All taken off the subtotal: the promo code's and a loyalty reward's. */
    discount: money('discount').notNull().default(asCents(0)),
    /** The part of `discount` a loyalty reward took (its points are on the guest's ledger). */
    rewardDiscount: money('reward_discount').notNull().default(asCents(0)),
    /** The guest's tip for the staff (card payments), on the subtotal before any discount. */
    tip: money('tip').notNull().default(asCents(0)),
    total: money('total').notNull(),
    /**
     * What has been refunded of a card payment so far, in part or whole (order_refunds, and a
     * cancelled order's whole refund): never more than the total.
     */
    refunded: money('refunded').notNull().default(asCents(0)),
    /** When the order reached the kitchen: placed (paid at the counter) or paid by card. */
    receivedAt: timestamp('received_at', { withTimezone: true }),
    /** When the restaurant's staff were e-mailed that it waits unaccepted (once). */
    staffAlertedAt: timestamp('staff_alerted_at', { withTimezone: true }),
    /** When the kitchen says it will be ready (set on accepting). */
    readyAt: timestamp('ready_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    /**
     * Paid by card: until when the order's place in its slot is held for the payment (a few
     * minutes to open Stripe's page, then ten to pay: features/ordering/server/holds.ts); after that the
     * place is free again and the payment page is closed (features/ordering/server/payments.ts).
     */
    paymentHeldUntil: timestamp('payment_held_until', { withTimezone: true }),
    /** A keyed hash of the address the order came from: its client's open orders are counted. */
    clientKey: text('client_key'),
    /** The Stripe Checkout session the guest pays in, and the address of its page. */
    stripeSessionId: text('stripe_session_id').unique(),
    checkoutUrl: text('checkout_url'),
    /** The payment Stripe took, and the refund of it when the order was cancelled. */
    paymentIntentId: text('payment_intent_id'),
    refundId: text('refund_id'),
    /**
     * The restaurant's own Stripe account the payment was made on (null: the brand's), kept from
     * when its Checkout page was made: its refunds and events belong there. The brand's fee taken
     * from it (Stripe's application fee).
     */
    stripeAccountId: text('stripe_account_id'),
    brandFee: money('brand_fee').notNull().default(asCents(0)),
    ...timestamps(),
  },
  (t) => [
    index('orders_location_slot_idx').on(t.locationId, t.slotStart),
    index('orders_location_created_idx').on(t.locationId, t.createdAt),
    index('orders_campaign_idx')
      .on(t.campaignId)
      .where(sql`${t.campaignId} IS NOT NULL`),
    index('orders_payment_status_idx').on(t.paymentStatus, t.status),
    // Order search over the whole history: newest first, by pickup day, phone, address, name.
    index('orders_created_idx').on(t.createdAt),
    index('orders_pickup_idx').on(t.pickupAt),
    index('orders_phone_tail_idx').using(
      'btree',
      sql`${orderSearch.phoneTail(t.phone)} text_pattern_ops`,
    ),
    index('orders_email_search_idx').using(
      'btree',
      sql`${orderSearch.email(t.email)} text_pattern_ops`,
    ),
    index('orders_name_search_idx').using('gin', orderSearch.nameWords(t.fullName)),
    // The orders waiting in "New" whose staff have not been told yet (order-alerts.ts).
    index('orders_unalerted_idx')
      .on(t.receivedAt)
      .where(sql`${t.status} = 'received' AND ${t.staffAlertedAt} IS NULL`),
    inList('orders', 'status', ORDER_STATUSES),
    inList('orders', 'payment_method', PAYMENT_METHODS),
    inList('orders', 'payment_status', PAYMENT_STATUSES),
    languageCheck('orders'),
    check('orders_state_pair', sql.raw(orderStatePairsSql())),
    index('orders_promo_code_idx')
      .on(t.promoCodeId)
      .where(sql`${t.promoCodeId} IS NOT NULL`),
    check('orders_discount_range', sql`${t.discount} >= 0 AND ${t.discount} <= ${t.subtotal}`),
    check(
      'orders_reward_discount_range',
      sql`${t.rewardDiscount} >= 0 AND ${t.rewardDiscount} <= ${t.discount}`,
    ),
    check('orders_tip_range', sql`${t.tip} BETWEEN 0 AND 500`),
    check('orders_refunded_range', sql`${t.refunded} >= 0 AND ${t.refunded} <= ${t.total}`),
    check(
      'orders_totals_nonnegative',
      sql`${t.subtotal} >= 0 AND ${t.tax} >= 0 AND ${t.total} >= 0`,
    ),
  ],
);

/** One line of an order: a dish with its options and note, or a combo; priced when placed. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    kind: text('kind', { enum: ORDER_LINE_KINDS }).notNull(),
    /** The dish's or combo's id then (kept if it is deleted later). */
    refId: uuid('ref_id').notNull(),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
    /** The dish's or combo's price at the restaurant, options not included. */
    unitPrice: money('unit_price').notNull(),
    options: jsonb('options').$type<OrderedOption[]>().notNull().default([]),
    quantity: integer('quantity').notNull(),
    note: text('note'),
    lineTotal: money('line_total').notNull(),
    ...timestamps(),
  },
  (t) => [
    index('order_lines_order_idx').on(t.orderId, t.position),
    inList('order_lines', 'kind', ORDER_LINE_KINDS),
    check('order_lines_quantity_range', sql`${t.quantity} BETWEEN 1 AND 50`),
  ],
);

/**
 * The Stripe events already applied (features/ordering/server/payment-events.ts): Stripe sends an event again
 * until it is answered, and in any order, so each is applied once, in the transaction that
 * applies it.
 */
export const paymentEvents = pgTable('payment_events', {
  /** Stripe's event id (evt_...). */
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The days whose refunds were mailed to the owners, per restaurant (features/ordering/server/refund-digest.ts):
 * written with the e-mail, so that one instance sends each day's once.
 */
export const refundDigests = pgTable(
  'refund_digests',
  {
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    /** The restaurant's calendar day, YYYY-MM-DD. */
    day: text('day').notNull(),
    refunds: integer('refunds').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.locationId, t.day] })],
);

/**
 * An order's steps as they happened (features/ordering/server/order-states.ts writes one with each move):
 * paid, accepted, ready, picked up, cancelled, refunded, and who made it (a staff member's
 * address; none for Stripe or the site itself). Its page's timeline reads them.
 */
export const orderEvents = pgTable(
  'order_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    move: text('move').notNull(),
    byEmail: text('by_email'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.at)],
);
