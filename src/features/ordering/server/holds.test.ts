import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { eq, like, ne, sql } from 'drizzle-orm';
import {
  describeEachEngine,
  setAsAppDatabase,
  type TestDatabase,
} from '../../../../tests/setup/db';
import { cardPaymentsForTests } from '../../../../tests/setup/card-payments';
import { addAllDayRestaurant, cancelOrders, guestCheckout } from '../../../../tests/setup/ordering';
import { depsFor } from '../../../../tests/setup/staff-deps';
import { formRateLimits, locations, orders } from '@/server/db/schema';
import { placePickupOrderAction } from './actions';
import { openCardPayment, recordPayment } from './payments';

/*
 * What an unpaid order may hold (holds.ts), as the review saw it abused: twelve card checkouts
 * from one address, never paid, filled a slot; orders paid at pickup never lapse. Expected here,
 * written out: two open card orders per address, phone or e-mail; unpaid card orders hold at
 * most half a slot (3 of 6), so the other half stays for guests who pay; a card order's place
 * lapses after 3 minutes unless Stripe's page is opened (then 10 from then); four orders paid at
 * pickup per phone or e-mail in half an hour, then "please call"; a late payment takes the
 * restaurant's lock, so it cannot overbook a full slot.
 */

const MINUTE = 60_000;

describeEachEngine('what unpaid orders may hold', (engine) => {
  let db: TestDatabase;
  let restaurantId: string;
  let serial = 0;
  cardPaymentsForTests();
  const from = (ip: string) => depsFor('anonymous', { ip });

  beforeAll(async () => {
    db = await engine.create();
    setAsAppDatabase(db);
    restaurantId = (await addAllDayRestaurant(db.db, { ordersPerSlot: 6 })).id;
  });
  afterAll(async () => {
    setAsAppDatabase(undefined);
    await db.dispose();
  });
  /** An empty slot and no counts: each test (and each round) starts from here. */
  const startOver = async () => {
    await cancelOrders(db.db, ne(orders.status, 'cancelled'));
    await db.db.delete(formRateLimits).where(like(formRateLimits.key, '%'));
  };
  beforeEach(startOver);

  const card = (change: Record<string, unknown> = {}) =>
    guestCheckout(`hold-${engine.label}-${++serial}-key`, { paymentMethod: 'card', ...change });
  const counter = (change: Record<string, unknown> = {}) =>
    guestCheckout(`hold-${engine.label}-${++serial}-key`, change);
  const ordersNow = () => db.db.$count(orders, sql`${orders.status} <> 'cancelled'`);

  it('one address holds two unpaid card orders; the next is refused and writes nothing', async () => {
    const answers = [];
    for (let n = 0; n < 12; n++)
      answers.push(await placePickupOrderAction(card(), from('203.0.113.5')));
    expect(answers.map((a) => a.status)).toEqual([
      'success',
      'success',
      ...Array<string>(10).fill('error'),
    ]);
    expect(answers[2]).toEqual({ status: 'error', error: 'pickup.errors.openPayments' });
    expect(await ordersNow()).toBe(2);
    // The slot's other places are open to the next real guest.
    expect(await placePickupOrderAction(counter(), from('198.51.100.20'))).toMatchObject({
      status: 'success',
    });
  });

  it('one phone or one e-mail holds two as well, from any address', async () => {
    const phone = { phone: '+1 313 555 0142' };
    expect((await placePickupOrderAction(card(phone), from('203.0.113.10'))).status).toBe(
      'success',
    );
    expect((await placePickupOrderAction(card(phone), from('203.0.113.11'))).status).toBe(
      'success',
    );
    expect(await placePickupOrderAction(card(phone), from('203.0.113.12'))).toEqual({
      status: 'error',
      error: 'pickup.errors.openPayments',
    });
    await startOver();
    const email = { email: 'Same.Guest@example.com' };
    await placePickupOrderAction(card(email), from('203.0.113.13'));
    await placePickupOrderAction(card({ email: 'same.guest@example.com' }), from('203.0.113.14'));
    expect(await placePickupOrderAction(card(email), from('203.0.113.15'))).toEqual({
      status: 'error',
      error: 'pickup.errors.openPayments',
    });
  });

  it('unpaid card orders hold at most half a slot; guests who pay at pickup still get the rest', async () => {
    const answers = [];
    for (let n = 0; n < 5; n++) {
      answers.push(await placePickupOrderAction(card(), from(`198.51.100.${50 + n}`)));
    }
    expect(answers.map((a) => a.status)).toEqual([
      'success',
      'success',
      'success',
      'error',
      'error',
    ]);
    expect(answers[3]).toMatchObject({
      status: 'error',
      error: 'pickup.errors.slotPaying',
      fieldErrors: { pickup: 'pickup.errors.slotPaying' },
    });
    for (let n = 0; n < 3; n++) {
      expect((await placePickupOrderAction(counter(), from(`198.51.100.${60 + n}`))).status).toBe(
        'success',
      );
    }
    expect(await placePickupOrderAction(counter(), from('198.51.100.70'))).toMatchObject({
      error: 'pickup.errors.slotFull',
    });
  });

  it('a card order never taken to Stripe’s page frees its place after 3 minutes; opened, after 10', async () => {
    await db.db.update(locations).set({ ordersPerSlot: 1 }).where(eq(locations.id, restaurantId));
    // One slot for all: tomorrow at noon, the restaurant's clock.
    const noon = `${new Date(Date.now() + 24 * 60 * MINUTE).toLocaleDateString('en-CA', {
      timeZone: 'America/Detroit',
    })}T12:00`;
    const at = { pickup: noon };
    /** Time passes for the holds: each ends `minutes` sooner. */
    const pass = (minutes: number) =>
      db.db.execute(
        sql`UPDATE orders SET payment_held_until = payment_held_until - make_interval(mins => ${minutes})`,
      );
    const guestAt = (ip: string) => placePickupOrderAction(counter(at), from(ip));
    try {
      const placed = await placePickupOrderAction(card(at), from('198.51.100.80'));
      if (placed.status !== 'success') throw new Error(JSON.stringify(placed));
      const [row] = await db.db.select().from(orders).where(eq(orders.number, placed.data.number));
      const held = row!.paymentHeldUntil!.getTime() - row!.createdAt.getTime();
      expect(Math.round(held / 1000)).toBe(180);
      expect(await guestAt('198.51.100.81')).toMatchObject({ error: 'pickup.errors.slotFull' });
      // Four minutes on, never taken to Stripe's page: the place is another guest's.
      await pass(4);
      expect((await guestAt('198.51.100.82')).status).toBe('success');

      // Taken to Stripe's page at once: held ten minutes from then.
      await startOver();
      const paying = await placePickupOrderAction(card(at), from('198.51.100.83'));
      if (paying.status !== 'success') throw new Error(JSON.stringify(paying));
      await openCardPayment(db.db, paying.data.token);
      await pass(4);
      expect(await guestAt('198.51.100.84')).toMatchObject({ error: 'pickup.errors.slotFull' });
      await pass(7);
      expect((await guestAt('198.51.100.85')).status).toBe('success');
    } finally {
      await db.db.update(locations).set({ ordersPerSlot: 6 }).where(eq(locations.id, restaurantId));
    }
  });

  it('four orders paid at pickup per phone or e-mail in half an hour, then a message to call', async () => {
    const phone = { phone: '(313) 555-0177' };
    for (let n = 0; n < 4; n++) {
      expect(
        (await placePickupOrderAction(counter(phone), from(`198.51.100.${90 + n}`))).status,
      ).toBe('success');
    }
    expect(await placePickupOrderAction(counter(phone), from('198.51.100.95'))).toEqual({
      status: 'error',
      error: 'pickup.errors.manyOrders',
    });
    // The same number written another way is the same phone.
    expect(
      await placePickupOrderAction(counter({ phone: '313.555.0177' }), from('198.51.100.96')),
    ).toMatchObject({ error: 'pickup.errors.manyOrders' });
    expect(await ordersNow()).toBe(4);
  });

  it('a late payment and a new order at once never both take a one-place slot', async () => {
    await db.db.update(locations).set({ ordersPerSlot: 1 }).where(eq(locations.id, restaurantId));
    try {
      for (let round = 0; round < 6; round++) {
        await startOver();
        const placed = await placePickupOrderAction(card(), from(`198.51.100.${100 + round}`));
        if (placed.status !== 'success') throw new Error(JSON.stringify(placed));
        await openCardPayment(db.db, placed.data.token);
        // The hold has ended unpaid; the payment arrives as another guest checks out.
        await db.db
          .update(orders)
          .set({ paymentHeldUntil: new Date(Date.now() - MINUTE) })
          .where(eq(orders.number, placed.data.number));
        const [late] = await db.db
          .select()
          .from(orders)
          .where(eq(orders.number, placed.data.number));
        await Promise.allSettled([
          db.db.transaction(async (tx) => {
            const [locked] = await tx
              .select()
              .from(orders)
              .where(eq(orders.id, late!.id))
              .for('update');
            return recordPayment(tx, locked!, `pi_${round}`);
          }),
          placePickupOrderAction(counter(), from(`198.51.100.${120 + round}`)),
        ]);
        expect(await ordersNow()).toBe(1);
      }
    } finally {
      await db.db.update(locations).set({ ordersPerSlot: 6 }).where(eq(locations.id, restaurantId));
    }
  });
});
