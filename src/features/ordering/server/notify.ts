import 'server-only';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/client';
import { locations, orderLines, type orders } from '@/server/db/schema';
import { enqueueMail } from '@/server/mail/outbox';
import { orderGuestMail, type MailedOrder, type OrderMailKind } from './guest-mail';
import { orderPointsNote } from '@/features/accounts/server';
import { orderToken } from './mutations';
import { openOrderToken } from './order-keys';

/**
 * Queues the guest's e-mail about a stored order (its lines and restaurant read back), in the
 * transaction that changed it: sent once that commits, never for a change that did not.
 */
export async function mailGuestAbout(
  tx: DbOrTx,
  kind: OrderMailKind,
  order: typeof orders.$inferSelect,
  refund?: MailedOrder['refund'],
): Promise<void> {
  const [restaurant] = await tx.select().from(locations).where(eq(locations.id, order.locationId));
  const lines = await tx
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, order.id))
    .orderBy(orderLines.position);
  const points = kind === 'placed' ? await orderPointsNote(tx, order) : null;
  await enqueueMail(tx, [
    orderGuestMail(
      kind,
      { ...order, lines, points, ...(refund ? { refund } : {}) },
      restaurant!,
      order.tokenSealed
        ? await openOrderToken(tx, order.tokenSealed)
        : // Placed before keys were sealed (start-up seals them): the column holds the clear key.
          await orderToken(tx, order.idempotencyKeyHash),
    ),
  ]);
}
