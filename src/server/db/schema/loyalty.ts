import 'server-only';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { POINTS_REASONS, REWARD_KINDS } from '../../../lib/enums';
import { createdAt, id, inList, money, timestamps } from './columns';
import { guestAccounts } from './guest-accounts';
import { menuItems } from './menu';
import { orders } from './orders';

/**
 * Loyalty points (features/accounts, ADR 0033). The owners' rules live in `settings` (key
 * `loyalty`); these are the rewards they offer and every guest's ledger.
 */

/** A reward at a threshold: an amount off an order, or one dish free. */
export const loyaltyRewards = pgTable(
  'loyalty_rewards',
  {
    id: id(),
    points: integer('points').notNull(),
    kind: text('kind', { enum: REWARD_KINDS }).notNull(),
    amountOff: money('amount_off'),
    menuItemId: uuid('menu_item_id').references(() => menuItems.id, { onDelete: 'cascade' }),
    active: boolean('active').notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    inList('loyalty_rewards', 'kind', REWARD_KINDS),
    check('loyalty_rewards_points_range', sql`${t.points} BETWEEN 10 AND 100000`),
    check(
      'loyalty_rewards_shape',
      sql`(${t.kind} = 'amount' AND ${t.amountOff} BETWEEN 0.01 AND 1000 AND ${t.menuItemId} IS NULL)
        OR (${t.kind} = 'dish' AND ${t.menuItemId} IS NOT NULL AND ${t.amountOff} IS NULL)`,
    ),
  ],
);

/**
 * Every change of a guest's points and why: the balance is their sum. An order earns once, spends
 * once and gets spent points back once; its refunds take back their share in as many rows as
 * there were refunds; an owner's adjustment keeps its reason and who made it (also audited).
 */
export const loyaltyLedger = pgTable(
  'loyalty_ledger',
  {
    id: id(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => guestAccounts.id, { onDelete: 'cascade' }),
    points: integer('points').notNull(),
    reason: text('reason', { enum: POINTS_REASONS }).notNull(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** An adjustment's reason, as the owner wrote it. */
    note: text('note'),
    byEmail: text('by_email'),
    createdAt: createdAt(),
  },
  (t) => [
    index('loyalty_ledger_account_idx').on(t.accountId, t.createdAt),
    index('loyalty_ledger_order_idx')
      .on(t.orderId)
      .where(sql`${t.orderId} IS NOT NULL`),
    uniqueIndex('loyalty_ledger_once_per_order')
      .on(t.orderId, t.reason)
      .where(sql`${t.reason} IN ('earned', 'redeemed', 'returned')`),
    inList('loyalty_ledger', 'reason', POINTS_REASONS),
    check('loyalty_ledger_points_nonzero', sql`${t.points} <> 0`),
    check(
      'loyalty_ledger_adjustment_reason',
      sql`${t.reason} <> 'adjusted' OR length(${t.note}) BETWEEN 3 AND 200`,
    ),
  ],
);
