import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  describeEachEngine,
  setAsAppDatabase,
  type TestDatabase,
} from '../../../../tests/setup/db';
import { addAllDayRestaurant, guestCheckout, insertOrder } from '../../../../tests/setup/ordering';
import { depsFor } from '../../../../tests/setup/staff-deps';
import { SECRET_MARK, withSecret } from '@/server/mail/outbox';
import { siteUrl } from '@/lib/site-url';
import { emailOutbox, locations, orders } from '@/server/db/schema';
import { orderStepAction, pauseOrderingAction, placePickupOrderAction } from './actions';
import { kitchenChangesSince, listKitchenOrders, readKitchenOrder } from './kitchen';
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

  /** The guest's e-mail of this kind about this order, with its link put back. */
  async function mailAbout(number: number, kind: string) {
    const rows = await db.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.kind, `order-${kind}`));
    const mail = rows.find((row) => row.subject.includes(`${number}`));
    return mail ? { ...mail, text: withSecret(mail.textBody, mail.secret) } : null;
  }

  it('accepts an order for tomorrow 9:00 as ready at 9:00 or later, never "ready in" before it', async () => {
    // Thursday, January 15, 2099, 9:00 AM in Dearborn (EST).
    const order = await insertOrder(db.db, restaurantId, {
      asap: false,
      pickupAt: new Date('2099-01-15T14:00:00Z'),
      slotStart: new Date('2099-01-15T14:00:00Z'),
      receivedAt: new Date(),
      language: 'en',
      email: 'tomorrow@example.com',
    });
    expect(await orderStepAction({ id: order.id, to: 'accepted', minutes: 10 }, manager)).toEqual({
      status: 'error',
      error: 'admin.orders.beforePickup',
    });
    expect(
      await orderStepAction({ id: order.id, to: 'accepted', minutes: 10, laterBy: 0 }, manager),
    ).toMatchObject({ status: 'error', fieldErrors: { minutes: 'admin.orders.minutesInvalid' } });
    expect(
      await orderStepAction({ id: order.id, to: 'accepted', laterBy: 7 }, manager),
    ).toMatchObject({ status: 'error', fieldErrors: { laterBy: 'admin.orders.minutesInvalid' } });
    expect(
      (await orderStepAction({ id: order.id, to: 'accepted', laterBy: 10 }, manager)).status,
    ).toBe('success');
    const [row] = await db.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.readyAt).toEqual(new Date('2099-01-15T14:10:00Z'));

    const mail = await mailAbout(order.number, 'accepted');
    expect(mail!.toAddresses).toEqual(['tomorrow@example.com']);
    expect(mail!.subject).toBe(`Your order #${order.number} is accepted`);
    expect(mail!.text).toBe(
      [
        'Dear Huda Ali,',
        '',
        `The kitchen accepted your order #${order.number}. It will be ready on Thursday, January 15, 9:10 AM.`,
        'That is 10 minutes later than the time you chose: we are sorry for the wait.',
        '',
        'Subtotal: $10.00',
        'Sales tax (6%): $0.60',
        'Total: $10.60, to pay at the counter',
        '',
        'Pickup at Saba All Day, 1 Main St, Dearborn, MI',
        'When: Thursday, January 15, 9:10 AM',
        '',
        `Your order's page, with its status: ${siteUrl()}/orders/${mail!.secret}`,
        'Anyone with this link can see your order.',
        '',
        'With thanks, the Saba team',
      ].join('\n'),
    );
  });

  it('e-mails the guest of a cancelled card order that it is refunded, in their language', async () => {
    const order = await insertOrder(db.db, restaurantId, {
      asap: false,
      pickupAt: new Date('2099-01-15T23:30:00Z'),
      slotStart: new Date('2099-01-15T23:30:00Z'),
      receivedAt: new Date(),
      paymentMethod: 'card',
      paymentStatus: 'paid',
      language: 'ar',
      email: 'refund@example.com',
    });
    await orderStepAction({ id: order.id, to: 'cancelled', reason: 'نفد اللحم' }, manager);
    const mail = await mailAbout(order.number, 'cancelled');
    expect(mail!.subject).toBe(`أُلغي طلبك رقم ${order.number}`);
    expect(mail!.text).toBe(
      [
        'عزيزنا Huda Ali،',
        '',
        `نأسف: أُلغي طلبك رقم ${order.number}. السبب: نفد اللحم`,
        'يُعاد إليك مبلغ $10.60 الذي دفعته بالبطاقة كاملًا. يصل المبلغ المُعاد عادةً خلال ٥ إلى ١٠ أيام عمل، بحسب مصرفك.',
        'كان الطلب للاستلام من سباء طوال اليوم يوم الخميس، ١٥ يناير، ٦:٣٠ م.',
        '',
        `صفحة طلبك وحالته: ${siteUrl()}/ar/orders/${mail!.secret}`,
        'يستطيع كل من لديه هذا الرابط رؤية طلبك.',
        '',
        'مع الشكر، فريق سباء',
      ].join('\n'),
    );

    // Paid at the counter: nothing was charged.
    const counter = await insertOrder(db.db, restaurantId, {
      receivedAt: new Date(),
      language: 'en',
    });
    await orderStepAction(
      { id: counter.id, to: 'cancelled', reason: 'We ran out of lamb' },
      manager,
    );
    const told = await mailAbout(counter.number, 'cancelled');
    expect(told!.subject).toBe(`Your order #${counter.number} is cancelled`);
    expect(told!.text.split('\n').slice(2, 5)).toEqual([
      `We are sorry: your order #${counter.number} is cancelled. The reason: We ran out of lamb`,
      'Nothing was charged: you have nothing to pay.',
      'The order was for pickup at Saba All Day on Thursday, January 15, 12:00 PM.',
    ]);
  });

  it('reads an order’s ticket for staff of its restaurant, or of every one, and for nobody else', async () => {
    const { id } = await insertOrder(db.db, restaurantId, {
      fullName: 'Nadia Saeed',
      note: 'Extra napkins',
    });
    const elsewhere = '7d0e8f7a-1c3b-4e5d-9f00-000000000000';
    const order = await readKitchenOrder(db.db, id, [restaurantId]);
    expect(order).toMatchObject({ id, fullName: 'Nadia Saeed', note: 'Extra napkins' });
    expect((await readKitchenOrder(db.db, id, null))?.id).toBe(id);
    // Staff limited to another restaurant find nothing, as for an id that names no order.
    expect(await readKitchenOrder(db.db, id, [elsewhere])).toBeNull();
    expect(await readKitchenOrder(db.db, id, [])).toBeNull();
    expect(await readKitchenOrder(db.db, elsewhere, null)).toBeNull();
    expect(await readKitchenOrder(db.db, "1' OR '1'='1", null)).toBeNull();
    expect(await readKitchenOrder(db.db, 'a'.repeat(10_000), null)).toBeNull();
  });
});
