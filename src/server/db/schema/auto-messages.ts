import 'server-only';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { AUTO_MESSAGE_KINDS } from '../../../lib/enums';
import { id, inList } from './columns';
import { orders } from './orders';
import { promoCodes } from './promo-codes';

/**
 * The automatic e-mails sent (features/marketing/server/auto-messages.ts): one per kind and order
 * (the first order a guest is thanked for, the last order a guest is missed since), so that each
 * goes once however many instances look. The address is the order's: nothing more is kept.
 */
export const autoMessages = pgTable(
  'auto_messages',
  {
    id: id(),
    kind: text('kind', { enum: AUTO_MESSAGE_KINDS }).notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The code made for the guest with it, while it exists. */
    promoCodeId: uuid('promo_code_id').references(() => promoCodes.id, { onDelete: 'set null' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    inList('auto_messages', 'kind', AUTO_MESSAGE_KINDS),
    uniqueIndex('auto_messages_kind_order_unique').on(t.kind, t.orderId),
    index('auto_messages_sent_idx').on(t.kind, t.sentAt),
  ],
);
