import 'server-only';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { REFUND_STATUSES } from '../../../lib/enums';
import { id, inList, money } from './columns';
import { orders } from './orders';

/** A line refunded, and how many of it (features/ordering/rules/refund-amounts.ts). */
export type RefundedLine = { lineId: string; quantity: number };

/**
 * A refund of a card order, in part (chosen lines or an amount) or whole, asked by an owner or a
 * manager (features/ordering/server/part-refunds.ts). Saved first, under the order's lock, with the
 * console's key for it (the same key twice is one refund); then sent to Stripe with its own id as
 * the idempotency key, again until Stripe takes it.
 */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The console's key for this refund (a random id made when its dialog opened). */
    requestKey: uuid('request_key').notNull(),
    amount: money('amount').notNull(),
    /** The lines refunded (none: an amount, or the whole order). */
    lines: jsonb('lines').$type<RefundedLine[]>().notNull().default([]),
    /** The whole of what was left (a tip included). */
    whole: boolean('whole').notNull().default(false),
    reason: text('reason').notNull(),
    status: text('status', { enum: REFUND_STATUSES }).notNull().default('pending'),
    stripeRefundId: text('stripe_refund_id'),
    byEmail: text('by_email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    unique('order_refunds_request_key').on(t.orderId, t.requestKey),
    index('order_refunds_order_idx').on(t.orderId, t.createdAt),
    index('order_refunds_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
    inList('order_refunds', 'status', REFUND_STATUSES),
    check('order_refunds_amount_positive', sql`${t.amount} > 0`),
  ],
);
