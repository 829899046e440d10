import { expect, it } from 'vitest';
import { ORDER_STATUSES, PAYMENT_STATUSES } from '@/lib/enums';
import { describeEachEngine, freshAppDatabase } from '../../../../tests/setup/db';
import { addAllDayRestaurant, insertOrder } from '../../../../tests/setup/ordering';
import {
  isOrderState,
  moveOrderState,
  nextOrderState,
  ORDER_MOVES,
  type OrderMove,
} from './order-states';

/*
 * The orders' one table of states, written out here (not read from the module): every pair that
 * exists, and every move from every pair of the 6 × 4 there could be.
 */

const EXISTS = [
  'awaiting_payment/unpaid',
  'received/unpaid',
  'received/paid',
  'received/refunded',
  'accepted/unpaid',
  'accepted/paid',
  'accepted/refunded',
  'ready/unpaid',
  'ready/paid',
  'ready/refunded',
  'picked_up/unpaid',
  'picked_up/paid',
  'picked_up/refunded',
  'cancelled/unpaid',
  'cancelled/refund_pending',
  'cancelled/refunded',
];

const MOVES = [
  'awaiting_payment/unpaid paid -> received/paid',
  'awaiting_payment/unpaid paidTooLate -> cancelled/refund_pending',
  'awaiting_payment/unpaid lapsed -> cancelled/unpaid',
  'cancelled/unpaid paidAfterCancel -> cancelled/refund_pending',
  'received/unpaid accept -> accepted/unpaid',
  'received/paid accept -> accepted/paid',
  'received/refunded accept -> accepted/refunded',
  'accepted/unpaid ready -> ready/unpaid',
  'accepted/paid ready -> ready/paid',
  'accepted/refunded ready -> ready/refunded',
  'ready/unpaid pickUp -> picked_up/unpaid',
  'ready/paid pickUp -> picked_up/paid',
  'ready/refunded pickUp -> picked_up/refunded',
  'received/unpaid cancel -> cancelled/unpaid',
  'received/paid cancel -> cancelled/refund_pending',
  'received/refunded cancel -> cancelled/refunded',
  'accepted/unpaid cancel -> cancelled/unpaid',
  'accepted/paid cancel -> cancelled/refund_pending',
  'accepted/refunded cancel -> cancelled/refunded',
  'ready/unpaid cancel -> cancelled/unpaid',
  'ready/paid cancel -> cancelled/refund_pending',
  'ready/refunded cancel -> cancelled/refunded',
  'cancelled/refund_pending refundSent -> cancelled/refunded',
  'received/paid refundedAtStripe -> received/refunded',
  'accepted/paid refundedAtStripe -> accepted/refunded',
  'ready/paid refundedAtStripe -> ready/refunded',
  'picked_up/paid refundedAtStripe -> picked_up/refunded',
  'cancelled/refund_pending refundedAtStripe -> cancelled/refunded',
  'received/paid refundedInFull -> received/refunded',
  'accepted/paid refundedInFull -> accepted/refunded',
  'ready/paid refundedInFull -> ready/refunded',
  'picked_up/paid refundedInFull -> picked_up/refunded',
];

const everyPair = ORDER_STATUSES.flatMap((status) =>
  PAYMENT_STATUSES.map((paymentStatus) => ({ status, paymentStatus })),
);

it('has exactly the pairs written out', () => {
  expect(everyPair.filter(isOrderState).map((s) => `${s.status}/${s.paymentStatus}`)).toEqual(
    EXISTS,
  );
});

it('makes exactly the moves written out, from every pair there could be', () => {
  const made: string[] = [];
  for (const name of Object.keys(ORDER_MOVES) as OrderMove[]) {
    for (const from of everyPair) {
      const to = nextOrderState(from, name);
      if (to)
        made.push(
          `${from.status}/${from.paymentStatus} ${name} -> ${to.status}/${to.paymentStatus}`,
        );
    }
  }
  expect(made.sort()).toEqual([...MOVES].sort());
});

describeEachEngine('the database checks the pairs', (engine) => {
  const database = freshAppDatabase(engine);

  it('refuses a pair the table does not have, takes one it has', async () => {
    const { db } = database();
    const { id } = await addAllDayRestaurant(db);
    await expect(
      insertOrder(db, id, { status: 'cancelled', paymentStatus: 'paid' }),
    ).rejects.toThrow();
    await expect(
      insertOrder(db, id, { status: 'received', paymentStatus: 'refund_pending' }),
    ).rejects.toThrow();
    await expect(
      insertOrder(db, id, { status: 'cancelled', paymentStatus: 'refund_pending' }),
    ).resolves.toMatchObject({ status: 'cancelled' });
  });
});

describeEachEngine("an order's change times", (engine) => {
  const database = freshAppDatabase(engine);

  it('moves an order to a time later than its last change, even when given an earlier one', async () => {
    const { db } = database();
    const { id } = await addAllDayRestaurant(db);
    const order = await insertOrder(db, id, { status: 'received', paymentStatus: 'paid' });
    const later = new Date('2099-01-01T12:00:05.000Z');
    const accepted = await moveOrderState(db, order, 'accept', { updatedAt: later });
    expect(accepted?.updatedAt.toISOString()).toBe('2099-01-01T12:00:05.000Z');
    // Stripe's refund, received (and timed) before the kitchen's step, written after it.
    const refunded = await moveOrderState(db, accepted!, 'refundedAtStripe', {
      updatedAt: new Date('2099-01-01T12:00:01.000Z'),
    });
    expect(refunded?.paymentStatus).toBe('refunded');
    expect(refunded?.updatedAt.toISOString()).toBe('2099-01-01T12:00:05.001Z');
    // A time after the last change is kept as given.
    const ready = await moveOrderState(db, refunded!, 'ready', {
      updatedAt: new Date('2099-01-01T12:10:00.000Z'),
    });
    expect(ready?.updatedAt.toISOString()).toBe('2099-01-01T12:10:00.000Z');
  });
});
