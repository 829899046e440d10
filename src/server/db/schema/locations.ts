import 'server-only';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { id, money, timestamps } from './columns';
import type { Amenity, OrderProvider } from '../../../lib/enums';
import type { SpecialHours, WeeklyHours } from '../../../lib/hours';
import type { TurnTime } from '../../../lib/booking-settings';

/** Opening hours per weekday as times (src/lib/hours.ts); a missing day is closed. */
export type HoursJson = WeeklyHours;
export type OrderLinksJson = Partial<Record<OrderProvider, string>>;
export type AmenitiesJson = Partial<Record<Amenity, boolean>>;
export type { SpecialHours };

export const locations = pgTable(
  'locations',
  {
    id: id(),
    slug: text('slug').notNull().unique(),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
    addressEn: text('address_en').notNull().default(''),
    addressAr: text('address_ar').notNull().default(''),
    city: text('city').notNull().default(''),
    state: text('state').notNull().default(''),
    postalCode: text('postal_code').notNull().default(''),
    country: text('country').notNull().default('US'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    phones: text('phones')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    googleMapsLink: text('google_maps_link'),
    appleMapsLink: text('apple_maps_link'),
    googlePlaceId: text('google_place_id'),
    isHeadquarters: boolean('is_headquarters').notNull().default(false),
    published: boolean('published').notNull().default(false),
    comingSoon: boolean('coming_soon').notNull().default(false),
    /**
     * When the opening news went to the restaurant's notify list, and to how many addresses: sent
     * once (issue 48), offered to owners once it is published and no longer coming soon.
     */
    openingNoticeSentAt: timestamp('opening_notice_sent_at', { withTimezone: true }),
    openingNoticeCount: integer('opening_notice_count'),
    hoursJson: jsonb('hours_json').$type<HoursJson>().notNull().default({}),
    hoursTextEn: text('hours_text_en'),
    hoursTextAr: text('hours_text_ar'),
    orderLinksJson: jsonb('order_links_json').$type<OrderLinksJson>().notNull().default({}),
    amenitiesJson: jsonb('amenities_json').$type<AmenitiesJson>().notNull().default({}),
    specialHours: jsonb('special_hours').$type<SpecialHours[]>().notNull().default([]),
    timezone: text('timezone').notNull().default('America/Detroit'),
    // Reservation requests (src/features/reservations/rules/reservations.ts): taken only where switched on.
    reservationsEnabled: boolean('reservations_enabled').notNull().default(false),
    /** Bookable hours per weekday; null: the opening hours. */
    bookingHours: jsonb('booking_hours').$type<WeeklyHours>(),
    slotMinutes: integer('slot_minutes').notNull().default(30),
    maxPartySize: integer('max_party_size').notNull().default(8),
    guestsPerSlot: integer('guests_per_slot').notNull().default(24),
    /** How long each party keeps its table, by party size (none: its own time only). */
    turnTimes: jsonb('turn_times').$type<TurnTime[]>().notNull().default([]),
    // Pickup orders on the site (src/features/ordering/rules/orders.ts): taken only where switched on.
    orderingEnabled: boolean('ordering_enabled').notNull().default(false),
    /** Minutes from an order to its earliest pickup ("as soon as possible"). */
    prepMinutes: integer('prep_minutes').notNull().default(20),
    /**
     * Last orders: no pickup later than this many minutes before closing (0: until closing),
     * as soon as possible or chosen (features/ordering/rules/pickup.ts).
     */
    lastOrderMinutes: integer('last_order_minutes').notNull().default(0),
    /** Orders the kitchen takes per 15-minute pickup slot. */
    ordersPerSlot: integer('orders_per_slot').notNull().default(10),
    /** Sales tax in percent of the subtotal (6 is 6%). */
    taxRate: numeric('tax_rate', { precision: 6, scale: 3, mode: 'number' }).notNull().default(0),
    payAtPickup: boolean('pay_at_pickup').notNull().default(true),
    /** The least subtotal an order may have (the food, before a discount or tip); null: none. */
    minimumOrder: money('minimum_order'),
    /**
     * Whether guests paying by card may tip, and the shares offered (whole percents of the
     * subtotal); a guest may also type an amount (features/ordering/rules/order-amounts.ts).
     * Owners set them.
     */
    tipsEnabled: boolean('tips_enabled').notNull().default(false),
    tipPercents: integer('tip_percents')
      .array()
      .notNull()
      .default(sql`'{10,15,20}'::integer[]`),
    /**
     * Stripe Connect (features/ordering/server/connect.ts): the restaurant's own Stripe account
     * (its id, acct_...; never a key), whether Stripe lets it take card payments yet, and the
     * brand's fee on each of its card orders (percent of the food less any discount; 0: none).
     * Owners set them; a restaurant with no account ready is paid into the brand's account.
     */
    stripeAccountId: text('stripe_account_id').unique(),
    stripeChargesEnabled: boolean('stripe_charges_enabled').notNull().default(false),
    brandFeePercent: numeric('brand_fee_percent', { precision: 5, scale: 2, mode: 'number' })
      .notNull()
      .default(0),
    /** No new orders before this moment (a busy kitchen's pause); null: not paused. */
    orderingPausedUntil: timestamp('ordering_paused_until', { withTimezone: true }),
    /**
     * Minutes an order may wait in "New" before the restaurant's order staff are e-mailed and
     * the board flags it (features/ordering/server/order-alerts.ts).
     */
    orderAlertMinutes: integer('order_alert_minutes').notNull().default(5),
    sort: integer('sort').notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    index('locations_published_sort_idx').on(t.published, t.sort),
    check(
      'locations_latitude_range',
      sql`${t.latitude} IS NULL OR (${t.latitude} BETWEEN -90 AND 90)`,
    ),
    check('locations_slot_minutes_range', sql`${t.slotMinutes} BETWEEN 10 AND 240`),
    check('locations_max_party_range', sql`${t.maxPartySize} BETWEEN 1 AND 100`),
    check('locations_guests_per_slot_range', sql`${t.guestsPerSlot} BETWEEN 1 AND 1000`),
    check('locations_prep_minutes_range', sql`${t.prepMinutes} BETWEEN 0 AND 240`),
    check('locations_last_order_minutes_range', sql`${t.lastOrderMinutes} BETWEEN 0 AND 240`),
    check('locations_order_alert_minutes_range', sql`${t.orderAlertMinutes} BETWEEN 1 AND 60`),
    check('locations_orders_per_slot_range', sql`${t.ordersPerSlot} BETWEEN 1 AND 500`),
    check('locations_tax_rate_range', sql`${t.taxRate} BETWEEN 0 AND 30`),
    check('locations_brand_fee_range', sql`${t.brandFeePercent} BETWEEN 0 AND 50`),
    check(
      'locations_tip_percents_range',
      sql`cardinality(${t.tipPercents}) BETWEEN 1 AND 4 AND 1 <= ALL(${t.tipPercents}) AND 100 >= ALL(${t.tipPercents})`,
    ),
    check(
      'locations_minimum_order_range',
      sql`${t.minimumOrder} IS NULL OR (${t.minimumOrder} BETWEEN 0.01 AND 1000)`,
    ),
    check(
      'locations_longitude_range',
      sql`${t.longitude} IS NULL OR (${t.longitude} BETWEEN -180 AND 180)`,
    ),
  ],
);
