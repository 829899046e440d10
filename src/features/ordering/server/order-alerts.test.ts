import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  describeEachEngine,
  setAsAppDatabase,
  type TestDatabase,
} from '../../../../tests/setup/db';
import { addAllDayRestaurant, insertOrder } from '../../../../tests/setup/ordering';
import { depsFor } from '../../../../tests/setup/staff-deps';
import { limitedToIds } from '../../../../tests/setup/viewer-scope';
import { siteUrl } from '@/lib/site-url';
import { createStaffAccount } from '@/server/auth/accounts';
import { setStaffLocations } from '@/server/auth/staff-locations';
import { emailOutbox, locations, orders } from '@/server/db/schema';
import { orderStepAction } from './actions';
import { countNewOrders } from './kitchen';
import { alertUnacceptedOrders } from './order-alerts';

/*
 * An order nobody accepts: past its restaurant's limit (5 minutes unless set), counted from when
 * it is due, the restaurant's order staff get one e-mail (owners; its own managers and kitchen
 * accounts; not editors, not another restaurant's), once however often and on however many
 * instances the round runs; the order is flagged for the board and the dashboard.
 */

const MINUTE = 60_000;

describeEachEngine('orders nobody accepts', (engine) => {
  let db: TestDatabase;
  let restaurantId: string;
  let otherId: string;

  beforeAll(async () => {
    db = await engine.create();
    setAsAppDatabase(db);
    restaurantId = (await addAllDayRestaurant(db.db)).id;
    const [other] = await db.db
      .insert(locations)
      .values({ slug: 'other', nameEn: 'Other', nameAr: 'آخر', addressEn: 'x', addressAr: 'x' })
      .returning();
    otherId = other!.id;
    const people = [
      ['owner@saba.test', 'owner', null],
      ['manager.here@saba.test', 'manager', [restaurantId]],
      ['manager.everywhere@saba.test', 'manager', null],
      ['manager.there@saba.test', 'manager', [otherId]],
      ['kitchen.here@saba.test', 'kitchen', [restaurantId]],
      ['kitchen.there@saba.test', 'kitchen', [otherId]],
      ['editor@saba.test', 'editor', null],
    ] as const;
    for (const [email, role, at] of people) {
      const made = await createStaffAccount(db.db, { email, password: null, role });
      if (at) await setStaffLocations(db.db, made.id, at);
    }
  });
  afterAll(async () => {
    setAsAppDatabase(undefined);
    await db.dispose();
  });

  const alerts = () =>
    db.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'order-unaccepted'));

  it('e-mails the restaurant’s order staff once, after its limit, and flags the order', async () => {
    const placed = new Date('2026-11-28T18:00:00Z');
    const order = await insertOrder(db.db, restaurantId, {
      receivedAt: placed,
      createdAt: placed,
      pickupAt: new Date('2026-11-28T18:20:00Z'),
      fullName: 'Omar Saleh',
    });
    // 4:59 after it arrived: not yet.
    expect(
      await alertUnacceptedOrders(db.db, new Date(placed.getTime() + 5 * MINUTE - 1000)),
    ).toEqual([]);
    // At 5 minutes, on two instances at once: one e-mail.
    const at = new Date(placed.getTime() + 5 * MINUTE);
    const rounds = await Promise.all([
      alertUnacceptedOrders(db.db, at),
      alertUnacceptedOrders(db.db, at),
    ]);
    expect(rounds.flat()).toEqual([restaurantId]);
    expect(await alertUnacceptedOrders(db.db, new Date(at.getTime() + 10 * MINUTE))).toEqual([]);
    const sent = await alerts();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.toAddresses).toEqual([
      'kitchen.here@saba.test',
      'manager.everywhere@saba.test',
      'manager.here@saba.test',
      'owner@saba.test',
    ]);
    expect(sent[0]!.subject).toBe(
      `Saba: order #${order.number} at Saba All Day is not accepted yet`,
    );
    expect(sent[0]!.textBody).toBe(
      [
        "This order has waited in New on the kitchen's screen for over 5 minutes without being accepted:",
        '',
        `#${order.number}  Omar Saleh  pickup as soon as possible, Saturday, November 28, 1:20 PM`,
        '',
        `Open the orders: ${siteUrl()}/admin/orders?location=all-day`,
        'The guest waits for the restaurant to accept. If an order cannot be made, cancel it with a reason: the guest is e-mailed.',
        '',
        "You receive this because you work with Saba All Day's orders. The time is set in Locations, under ordering.",
      ].join('\n'),
    );
    const [flagged] = await db.db.select().from(orders).where(eq(orders.id, order.id));
    expect(flagged!.staffAlertedAt).toEqual(at);
    expect(flagged!.updatedAt.getTime()).toBeGreaterThanOrEqual(at.getTime());
    expect(await countNewOrders(db.db, await limitedToIds(db.db, [restaurantId]), at)).toEqual({
      waiting: 1,
      late: 1,
    });
    await orderStepAction({ id: order.id, to: 'accepted', minutes: 15 }, depsFor('manager'));
    expect(await countNewOrders(db.db, await limitedToIds(db.db, [restaurantId]), at)).toEqual({
      waiting: 0,
      late: 0,
    });
  });

  it('counts an order for later from its preparation window, with the restaurant’s own limit', async () => {
    await db.db
      .update(locations)
      .set({ orderAlertMinutes: 10 })
      .where(eq(locations.id, restaurantId));
    // Placed at 10 PM for 9:00 tomorrow, 20 minutes to prepare: due at 8:40, e-mailed at 8:50.
    const night = new Date('2026-11-28T03:00:00Z');
    const order = await insertOrder(db.db, restaurantId, {
      asap: false,
      receivedAt: night,
      createdAt: night,
      pickupAt: new Date('2026-11-28T14:00:00Z'),
    });
    const scope = await limitedToIds(db.db, [restaurantId]);
    expect(await countNewOrders(db.db, scope, new Date('2026-11-28T13:39:00Z'))).toMatchObject({
      waiting: 0,
    });
    expect(await countNewOrders(db.db, scope, new Date('2026-11-28T13:40:00Z'))).toMatchObject({
      waiting: 1,
    });
    const before = (await alerts()).length;
    expect(await alertUnacceptedOrders(db.db, new Date('2026-11-28T13:49:59Z'))).toEqual([]);
    expect(await alertUnacceptedOrders(db.db, new Date('2026-11-28T13:50:00Z'))).toEqual([
      restaurantId,
    ]);
    const sent = (await alerts()).slice(before);
    expect(sent.map((mail) => mail.subject)).toEqual([
      `Saba: order #${order.number} at Saba All Day is not accepted yet`,
    ]);
    expect(sent[0]!.textBody).toContain('over 10 minutes');
    expect(sent[0]!.textBody).toContain('pickup Saturday, November 28, 9:00 AM');
  });

  it('leaves alone an order accepted in time, and one from days ago', async () => {
    const before = (await alerts()).length;
    const now = new Date();
    await insertOrder(db.db, restaurantId, {
      receivedAt: new Date(now.getTime() - 3 * 24 * 60 * MINUTE),
    });
    const accepted = await insertOrder(db.db, restaurantId, {
      receivedAt: new Date(now.getTime() - 20 * MINUTE),
    });
    await orderStepAction({ id: accepted.id, to: 'accepted', minutes: 15 }, depsFor('manager'));
    expect(await alertUnacceptedOrders(db.db, now)).toEqual([]);
    expect(await alerts()).toHaveLength(before);
  });
});
