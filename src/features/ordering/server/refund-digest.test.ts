import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { asCents } from '@/lib/money';
import {
  describeEachEngine,
  setAsAppDatabase,
  type TestDatabase,
} from '../../../../tests/setup/db';
import { addAllDayRestaurant, insertOrder } from '../../../../tests/setup/ordering';
import { depsFor } from '../../../../tests/setup/staff-deps';
import { createStaffAccount } from '@/server/auth/accounts';
import { emailOutbox } from '@/server/db/schema';
import { orderStepAction, refundOrderAction } from './actions';
import { sendRefundDigests } from './refund-digest';

/*
 * Owners hear of refunds once a day per restaurant, after its day ends: one e-mail listing each
 * refund (order, amount, who, why; cancellations and refunds in part), sent once however often the round runs; none for a day
 * without refunds.
 */

const DAY = 24 * 60 * 60_000;

describeEachEngine('the owners’ daily refund e-mail', (engine) => {
  let db: TestDatabase;
  let restaurantId: string;

  beforeAll(async () => {
    db = await engine.create();
    setAsAppDatabase(db);
    restaurantId = (await addAllDayRestaurant(db.db)).id;
    await createStaffAccount(db.db, { email: 'owner@saba.test', password: null, role: 'owner' });
  });
  afterAll(async () => {
    setAsAppDatabase(undefined);
    await db.dispose();
  });

  const digests = () =>
    db.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'refund-digest'));

  it('lists a day’s refunds in one e-mail to the owners, once', async () => {
    const refunded = [];
    for (const [total, reason] of [
      [asCents(2340), 'Out of lamb'],
      [asCents(850), 'Guest called to cancel'],
    ] as const) {
      const order = await insertOrder(db.db, restaurantId, {
        status: 'accepted',
        paymentMethod: 'card',
        paymentStatus: 'paid',
        total,
      });
      const cancelled = await orderStepAction(
        { id: order.id, to: 'cancelled', reason },
        depsFor('manager'),
      );
      expect(cancelled).toMatchObject({ status: 'success', data: { refund: true } });
      refunded.push(order.number);
    }
    // And $5 of a picked-up order, from its page.
    const eaten = await insertOrder(db.db, restaurantId, {
      status: 'picked_up',
      paymentMethod: 'card',
      paymentStatus: 'paid',
      paymentIntentId: 'pi_test_digest',
      pickupAt: new Date(Date.now() - 60 * 60_000),
    });
    const part = await refundOrderAction(
      {
        orderId: eaten.id,
        key: crypto.randomUUID(),
        kind: 'amount',
        amount: '5',
        reason: 'Cold bread',
      },
      depsFor('owner'),
    );
    expect(part.status).toBe('success');
    // Not yet: the restaurant's day has not ended.
    expect(await sendRefundDigests(db.db)).toBe(0);
    expect(await digests()).toHaveLength(0);

    const tomorrow = new Date(Date.now() + DAY);
    expect(await sendRefundDigests(db.db, tomorrow)).toBe(1);
    expect(await sendRefundDigests(db.db, tomorrow)).toBe(0);
    expect(await sendRefundDigests(db.db, new Date(Date.now() + 2 * DAY))).toBe(0);
    const [mail] = await digests();
    expect(mail!.toAddresses).toEqual(['owner@saba.test']);
    expect(mail!.subject).toMatch(/^Saba: 3 refunds at Saba All Day on \d{4}-\d{2}-\d{2}$/);
    expect(mail!.textBody).toContain("orders paid by card or from an order's page: $36.90 in all.");
    expect(mail!.textBody).toContain(
      `#${refunded[0]}  $23.40  by manager@example.com: Out of lamb`,
    );
    expect(mail!.textBody).toContain(
      `#${refunded[1]}  $8.50  by manager@example.com: Guest called to cancel`,
    );
    expect(mail!.textBody).toContain(`#${eaten.number}  $5.00  by owner@example.com: Cold bread`);
  });
});
