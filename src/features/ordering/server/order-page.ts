import 'server-only';
import { eq } from 'drizzle-orm';
import type { OrderStatus, PaymentMethod, PaymentStatus } from '@/lib/enums';
import type { DbOrTx } from '@/server/db/client';
import { locations } from '@/server/db/schema';
import { findOrderByToken } from './queries';

/** A confirmation link's token: what the server makes (base64url of 32 bytes), nothing else. */
export const ORDER_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** What the guest's page shows of an order's progress (and its live updates carry). */
export type OrderProgress = {
  status: OrderStatus;
  /** The guest's chosen time (or the earliest, as soon as possible), and the kitchen's. */
  pickupAt: string;
  asap: boolean;
  readyAt: string | null;
  cancelReason: string | null;
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  /** Paid by card and not yet paid: until when the pickup time is held for the payment. */
  heldUntil: string | null;
};

/** An order and its restaurant by the confirmation page's token, or null. */
export async function readOrderPage(db: DbOrTx, token: string) {
  if (!ORDER_TOKEN.test(token)) return null;
  const order = await findOrderByToken(db, token);
  if (!order) return null;
  const [restaurant] = await db.select().from(locations).where(eq(locations.id, order.locationId));
  return restaurant ? { order, restaurant } : null;
}

export function progressOf(order: {
  status: OrderStatus;
  pickupAt: Date;
  asap: boolean;
  readyAt: Date | null;
  cancelReason: string | null;
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  paymentHeldUntil: Date | null;
}): OrderProgress {
  return {
    status: order.status,
    pickupAt: order.pickupAt.toISOString(),
    asap: order.asap,
    readyAt: order.readyAt?.toISOString() ?? null,
    cancelReason: order.cancelReason,
    paymentMethod: order.paymentMethod,
    paymentStatus: order.paymentStatus,
    heldUntil:
      order.status === 'awaiting_payment' ? (order.paymentHeldUntil?.toISOString() ?? null) : null,
  };
}

/** An order's routes answer for one guest only: never stored, never sent on as a referrer. */
export const ORDER_ROUTE_HEADERS = {
  'cache-control': 'no-store',
  'referrer-policy': 'no-referrer',
};

/** The answer for a token that opens no order. */
export function orderNotFound(): Response {
  return Response.json({ error: 'not found' }, { status: 404, headers: ORDER_ROUTE_HEADERS });
}
