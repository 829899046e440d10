import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  describeEachEngine,
  setAsAppDatabase,
  type TestDatabase,
} from '../../../../tests/setup/db';
import { addAllDayRestaurant, guestCheckout } from '../../../../tests/setup/ordering';
import { depsFor } from '../../../../tests/setup/staff-deps';
import { orderLines, orders } from '@/server/db/schema';
import { placePickupOrderAction } from './actions';
import { findOrderByToken } from './queries';

/*
 * The guest's checkout as the browser sends it, through the public action: what a form cannot
 * send is refused with the field's message and writes nothing; a cart's problems come back line
 * by line. The restaurant here is open around the clock, so the test holds at any hour.
 */

describeEachEngine('the pickup checkout action', (engine) => {
  let db: TestDatabase;
  let serial = 0;
  const guest = depsFor('anonymous');

  beforeAll(async () => {
    db = await engine.create();
    setAsAppDatabase(db);
    await addAllDayRestaurant(db.db);
  });
  afterAll(async () => {
    setAsAppDatabase(undefined);
    await db.dispose();
  });

  const checkout = (change: Record<string, unknown> = {}) =>
    guestCheckout(`checkout-key-${engine.label}-${++serial}`, change);

  it('places an order and answers with its confirmation token and number', async () => {
    const result = await placePickupOrderAction(checkout(), guest);
    expect(result.status).toBe('success');
    if (result.status !== 'success') return;
    const order = (await findOrderByToken(db.db, result.data.token))!;
    // $7.99 × 2 = $15.98; 6% tax $0.96 (95.88 cents); total $16.94.
    expect(order).toMatchObject({
      number: result.data.number,
      subtotal: 1598,
      tax: 96,
      total: 1694,
    });
    // A price sent by the browser is not a field of the checkout: it is dropped.
    const priced = await placePickupOrderAction(
      checkout({ lines: [{ kind: 'item', slug: 'hummus', quantity: 1, price: 0.01 }], total: 0 }),
      guest,
    );
    expect(priced.status).toBe('success');
    if (priced.status === 'success') {
      expect((await findOrderByToken(db.db, priced.data.token))!.total).toBe(847);
    }
  });

  it('refuses what no checkout page sends, with the field’s message, writing nothing', async () => {
    const before = [await db.db.$count(orders), await db.db.$count(orderLines)];
    const refused = async (change: Record<string, unknown>) => {
      const result = await placePickupOrderAction(checkout(change), guest);
      expect(result.status).toBe('error');
      return result.status === 'error' ? result : null;
    };
    expect((await refused({ note: 'x'.repeat(1_000_000) }))?.fieldErrors).toEqual({
      note: 'pickup.errors.noteTooLong',
    });
    expect((await refused({ idempotencyKey: 'short' }))?.fieldErrors).toEqual({
      idempotencyKey: 'errors.invalidInput',
    });
    expect((await refused({ pickup: 'tomorrow' }))?.fieldErrors).toEqual({
      pickup: 'pickup.errors.pickupTime',
    });
    expect((await refused({ lines: [] }))?.fieldErrors).toEqual({ lines: 'pickup.errors.empty' });
    expect(
      (await refused({ lines: Array.from({ length: 41 }, () => checkout().lines[0]) }))
        ?.fieldErrors,
    ).toEqual({
      lines: 'pickup.errors.tooManyLines',
    });
    expect((await refused({ paymentMethod: 'bitcoin' }))?.fieldErrors).toEqual({
      paymentMethod: 'errors.invalidInput',
    });
    expect(await refused({ locationSlug: 'atlantis' })).toMatchObject({
      error: 'pickup.errors.notTaking',
    });
    // Lines the menu refuses come back by their place in the cart.
    expect(
      await refused({
        lines: [
          { kind: 'item', slug: 'hummus', quantity: 0, optionIds: [] },
          { kind: 'item', slug: 'hummus', quantity: 51, optionIds: [] },
          { kind: 'item', slug: 'hummus', quantity: 1, optionIds: ['not-an-option'] },
          { kind: 'combo', id: 'no-such-combo', quantity: 1 },
        ],
      }),
    ).toMatchObject({
      error: 'pickup.errors.cartChanged',
      problems: [
        { line: 0, message: 'pickup.errors.quantity', values: { max: 50 } },
        { line: 1, message: 'pickup.errors.quantity', values: { max: 50 } },
        // The checkout is in Arabic: the dish is named as the guest reads it.
        { line: 2, message: 'pickup.errors.optionInvalid', values: { name: 'حمص' } },
        { line: 3, message: 'pickup.errors.unavailable' },
      ],
    });
    expect([await db.db.$count(orders), await db.db.$count(orderLines)]).toEqual(before);
  });
});
