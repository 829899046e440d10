import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  describeEachEngine,
  setAsAppDatabase,
  type TestDatabase,
} from '../../../../tests/setup/db';
import { addAllDayRestaurant, guestCheckout } from '../../../../tests/setup/ordering';
import { depsFor } from '../../../../tests/setup/staff-deps';
import { SECRET_MARK, withSecret } from '@/server/mail/outbox';
import { emailOutbox, locations, orders } from '@/server/db/schema';
import { orderStepAction, pauseOrderingAction, placePickupOrderAction } from './actions';
import { kitchenChangesSince, listKitchenOrders } from './kitchen';
import { readOrderPage } from './order-page';
import { onOrdersSignal } from './signals';

/*
 * The kitchen's steps through the console actions: accepted with a ready time the guest's page
 * shows, ready (the guest is e-mailed in their language), picked up; cancelled with a reason; a
 * step from the wrong place refused (two tablets tapping at once move an order once); a pause that
 * stops new orders; every change signalled to the screens, and found by a screen that asks what
 * changed since it last looked.
 */

describeEachEngine('the kitchen', (engine) => {
  let db: TestDatabase;
  let restaurantId: string;
  let serial = 0;
  const guest = depsFor('anonymous');
  const manager = depsFor('manager');

  beforeAll(async () => {
    db = await engine.create();
    setAsAppDatabase(db);
    restaurantId = (await addAllDayRestaurant(db.db)).id;
  });
  afterAll(async () => {
    setAsAppDatabase(undefined);
    await db.dispose();
  });

  async function place(email?: string) {
    const key = `kitchen-${engine.label}-${++serial}-key`;
    const placed = await placePickupOrderAction(guestCheckout(key, email ? { email } : {}), guest);
    if (placed.status !== 'success') throw new Error(JSON.stringify(placed));
    const [row] = await db.db.select().from(orders).where(eq(orders.number, placed.data.number));
    return { id: row!.id, token: placed.data.token, number: placed.data.number };
  }

  it('takes an order from received to picked up, the guest seeing each step', async () => {
    const heard: string[] = [];
    const stop = onOrdersSignal((locationId) => heard.push(locationId));
    const since = new Date(Date.now() - 1000);
    const order = await place('steps@example.com');
    expect(heard).toContain(restaurantId);
    // A screen that asks what changed since it last looked finds it.
    const changed = await kitchenChangesSince(db.db, [restaurantId], since);
    expect(changed.map((o) => o.number)).toContain(order.number);
    expect(changed.find((o) => o.number === order.number)?.lines).toEqual([
      { name: 'Hummus', quantity: 2, options: [], note: null },
    ]);

    const before = Date.now();
    const accepted = await orderStepAction({ id: order.id, to: 'accepted', minutes: 15 }, manager);
    expect(accepted).toEqual({
      status: 'success',
      data: { id: order.id, status: 'accepted', locationId: restaurantId, refund: false },
    });
    const page = await readOrderPage(db.db, order.token);
    expect(page!.order.status).toBe('accepted');
    const readyIn = page!.order.readyAt!.getTime() - before;
    expect(readyIn).toBeGreaterThanOrEqual(15 * 60_000 - 1000);
    expect(readyIn).toBeLessThanOrEqual(15 * 60_000 + 5000);

    expect((await orderStepAction({ id: order.id, to: 'ready' }, manager)).status).toBe('success');
    const [mail] = await db.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.kind, 'order-ready'))
      .then((rows) => rows.filter((row) => row.toAddresses.includes('steps@example.com')));
    expect(mail!.subject).toBe(`طلبك رقم ${order.number} جاهز`);
    expect(mail!.textBody).not.toContain(order.token);
    expect(withSecret(mail!.textBody, mail!.secret)).toContain(`/ar/orders/${order.token}`);
    expect(mail!.textBody).toContain(`/ar/orders/${SECRET_MARK}`);

    expect((await orderStepAction({ id: order.id, to: 'picked_up' }, manager)).status).toBe(
      'success',
    );
    expect((await readOrderPage(db.db, order.token))!.order.status).toBe('picked_up');
    stop();
  });

  it('refuses a step from the wrong place, and moves an order once when two tablets tap at once', async () => {
    const order = await place();
    expect(await orderStepAction({ id: order.id, to: 'ready' }, manager)).toEqual({
      status: 'error',
      error: 'admin.orders.moved',
    });
    const both = await Promise.all([
      orderStepAction({ id: order.id, to: 'accepted', minutes: 10 }, manager),
      orderStepAction({ id: order.id, to: 'accepted', minutes: 20 }, manager),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual(['error', 'success']);
  });

  it('cancels with the reason the guest reads; a reason is required', async () => {
    const order = await place();
    expect(
      await orderStepAction({ id: order.id, to: 'cancelled', reason: ' ' }, manager),
    ).toMatchObject({
      status: 'error',
      fieldErrors: { reason: 'admin.orders.reasonRequired' },
    });
    await orderStepAction({ id: order.id, to: 'cancelled', reason: 'We ran out of lamb' }, manager);
    const page = await readOrderPage(db.db, order.token);
    expect(page!.order).toMatchObject({ status: 'cancelled', cancelReason: 'We ran out of lamb' });
    // A cancelled order is off the list of things to do, but still shown among today's.
    const listed = await listKitchenOrders(db.db, [restaurantId]);
    expect(listed.find((o) => o.id === order.id)?.status).toBe('cancelled');
  });

  it('pauses online orders: a checkout is refused until the pause ends, or the kitchen resumes', async () => {
    expect(
      (await pauseOrderingAction({ locationSlug: 'all-day', minutes: 30 }, manager)).status,
    ).toBe('success');
    await expect(place()).rejects.toThrow('pickup.errors.paused');
    expect(
      await pauseOrderingAction({ locationSlug: 'all-day', minutes: 45 }, manager),
    ).toMatchObject({
      status: 'error',
      fieldErrors: { minutes: 'admin.orders.pauseInvalid' },
    });
    await pauseOrderingAction({ locationSlug: 'all-day', minutes: 0 }, manager);
    const [row] = await db.db.select().from(locations).where(eq(locations.id, restaurantId));
    expect(row!.orderingPausedUntil).toBeNull();
    await expect(place()).resolves.toMatchObject({ number: expect.any(Number) });
  });
});
