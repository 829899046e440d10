import 'server-only';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Language } from '@/lib/enums';
import { sumCents } from '@/lib/money';
import type { DbOrTx } from '@/server/db/client';
import { locations, menuItems, orderLines, orders } from '@/server/db/schema';
import { Refusal } from '@/server/refusal';
import type { StoredCart } from '../rules/cart';
import { readOrderingRestaurant } from './checkout';

/**
 * "Order again": a past order of the guest's own address, as a cart at the same restaurant. Each
 * line names today's dish (found by its id, whatever its address is now) with the price the guest
 * paid then: the checkout prices the cart again and names what changed (a price, a dish sold out,
 * a dish no longer served) before anything is placed.
 */
export async function cartOfPastOrder(
  tx: DbOrTx,
  input: { email: string; number: number; language: Language },
): Promise<StoredCart> {
  const [order] = await tx
    .select({ id: orders.id, slug: locations.slug })
    .from(orders)
    .innerJoin(locations, eq(locations.id, orders.locationId))
    .where(
      and(
        eq(orders.number, input.number),
        sql`lower(${orders.email}) = ${input.email.trim().toLowerCase()}`,
      ),
    );
  if (!order) throw new Refusal('account.errors.orderUnknown');
  if (!(await readOrderingRestaurant(tx, order.slug))) {
    throw new Refusal('account.errors.notTakingOrders');
  }
  const lines = await tx
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, order.id))
    .orderBy(asc(orderLines.position));
  const dishIds = lines.filter((line) => line.kind === 'item').map((line) => line.refId);
  const slugs = new Map(
    dishIds.length === 0
      ? []
      : (
          await tx
            .select({ id: menuItems.id, slug: menuItems.slug })
            .from(menuItems)
            .where(inArray(menuItems.id, dishIds))
        ).map((dish) => [dish.id, dish.slug]),
  );
  const ar = input.language === 'ar';
  return {
    restaurant: order.slug,
    lines: lines.map((line) => ({
      kind: line.kind,
      // A dish deleted since keeps its old id: the checkout names it as no longer served.
      key: line.kind === 'item' ? (slugs.get(line.refId) ?? line.refId) : line.refId,
      optionIds: line.options.map((option) => option.id),
      quantity: line.quantity,
      note: line.note ?? '',
      name: ar ? line.nameAr : line.nameEn,
      optionNames: line.options.map((option) => (ar ? option.nameAr : option.nameEn)),
      unitPrice: sumCents([line.unitPrice, ...line.options.map((option) => option.price)]),
    })),
  };
}
