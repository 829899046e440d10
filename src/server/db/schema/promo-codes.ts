import 'server-only';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { PROMO_KINDS } from '../../../lib/enums';
import { id, inList, money, timestamps } from './columns';
import { locations } from './locations';

/** A restaurant's wall-clock minute ("2027-06-15T18:30"), as codes' dates are kept. */
const WALL_CLOCK = `'^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}$'`;

/**
 * A promo code owners and managers make in the console (features/ordering/rules/promo-codes.ts
 * says what each field means to an order). Its uses are the orders that carry it and still
 * count (not cancelled, not an unpaid card order whose hold ran out), counted under this row's
 * lock when an order is placed (features/ordering/server/promo-codes.ts).
 */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: id(),
    /** As guests type it, in capitals without spaces (normalizeCode). */
    code: text('code').notNull().unique(),
    kind: text('kind', { enum: PROMO_KINDS }).notNull(),
    /** Percent off the subtotal (kind percent), or an amount off it (kind amount). */
    percentOff: integer('percent_off'),
    amountOff: money('amount_off'),
    minSubtotal: money('min_subtotal'),
    /** From and until when, in each restaurant's own clock; null: open-ended. */
    validFrom: text('valid_from'),
    validUntil: text('valid_until'),
    /** Taken at every restaurant, or only at those in promo_code_locations. */
    everyLocation: boolean('every_location').notNull().default(true),
    maxUses: integer('max_uses'),
    usesPerGuest: integer('uses_per_guest'),
    firstOrderOnly: boolean('first_order_only').notNull().default(false),
    active: boolean('active').notNull().default(true),
    /**
     * A code made for one guest by an automatic e-mail (features/marketing): a keyed hash of the
     * address it was sent to (server/privacy/address-key.ts), the only address that may use it.
     * Such codes are not in the console's list.
     */
    forGuestKey: text('for_guest_key'),
    ...timestamps(),
  },
  (t) => [
    inList('promo_codes', 'kind', PROMO_KINDS),
    check('promo_codes_code_shape', sql`${t.code} ~ '^[A-Z0-9-]{3,24}$'`),
    check(
      'promo_codes_amount_shape',
      sql`(${t.kind} = 'percent' AND ${t.percentOff} BETWEEN 1 AND 100 AND ${t.amountOff} IS NULL)
        OR (${t.kind} = 'amount' AND ${t.amountOff} BETWEEN 0.01 AND 1000 AND ${t.percentOff} IS NULL)`,
    ),
    check(
      'promo_codes_min_subtotal_range',
      sql`${t.minSubtotal} IS NULL OR ${t.minSubtotal} BETWEEN 0.01 AND 10000`,
    ),
    check(
      'promo_codes_window',
      sql.raw(`(valid_from IS NULL OR valid_from ~ ${WALL_CLOCK})
        AND (valid_until IS NULL OR valid_until ~ ${WALL_CLOCK})
        AND (valid_from IS NULL OR valid_until IS NULL OR valid_from < valid_until)`),
    ),
    check(
      'promo_codes_max_uses_range',
      sql`${t.maxUses} IS NULL OR ${t.maxUses} BETWEEN 1 AND 1000000`,
    ),
    check(
      'promo_codes_uses_per_guest_range',
      sql`${t.usesPerGuest} IS NULL OR ${t.usesPerGuest} BETWEEN 1 AND 1000`,
    ),
  ],
);

/** The restaurants a code is taken at, when not every one. */
export const promoCodeLocations = pgTable(
  'promo_code_locations',
  {
    promoCodeId: uuid('promo_code_id')
      .notNull()
      .references(() => promoCodes.id, { onDelete: 'cascade' }),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.promoCodeId, t.locationId] }),
    index('promo_code_locations_location_idx').on(t.locationId),
  ],
);
