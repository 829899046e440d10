import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  describeEachEngine,
  setAsAppDatabase,
  type TestDatabase,
} from '../../../../tests/setup/db';
import { addAllDayRestaurant, guestContact } from '../../../../tests/setup/ordering';
import { depsFor } from '../../../../tests/setup/staff-deps';
import { todayDate } from '@/lib/time-zone';
import { SECRET_MARK, withSecret } from '@/server/mail/outbox';
import { emailOutbox, locations, menuItemLocations, menuItems, orders } from '@/server/db/schema';
import { pickupTimesAction, placePickupOrderAction, quotePickupOrderAction } from './actions';
import { readOrderingRestaurant, readPickupChoices, readPickupOffer } from './checkout';
import { placeOrder } from './mutations';
import { progressOf, readOrderPage } from './order-page';
import { asCents } from '@/lib/money';

/*
 * What the checkout page does before and as an order is placed, through the public actions: the
 * cart priced by the server (nothing written), an order refused when the total the guest saw is
 * no longer right, card payment refused while it is not offered, the guest's confirmation e-mail
 * with the order's link kept apart from the stored message, and the pickup times a page offers.
 */

describeEachEngine('the pickup checkout', (engine) => {
  let db: TestDatabase;
  let serial = 0;
  const guest = depsFor('anonymous');

  beforeAll(async () => {
    db = await engine.create();
    setAsAppDatabase(db);
    const place = await addAllDayRestaurant(db.db, { ordersPerSlot: 2 });
    const [fahsa] = await db.db
      .insert(menuItems)
      .values({
        slug: 'fahsa',
        categorySlug: 'starters',
        nameEn: 'Fahsa',
        nameAr: 'فحسة',
        price: asCents(1500),
        status: 'published',
      })
      .returning();
    // Fahsa is sold out today at this restaurant (its own day).
    await db.db.insert(menuItemLocations).values({
      itemId: fahsa!.id,
      locationId: place.id,
      soldOutOn: todayDate(new Date(), place.timezone),
    });
  });
  afterAll(async () => {
    setAsAppDatabase(undefined);
    await db.dispose();
  });

  const hummus = (quantity = 2) => [{ kind: 'item', slug: 'hummus', quantity, optionIds: [] }];
  const checkout = (change: Record<string, unknown> = {}) => ({
    idempotencyKey: `checkout-page-${engine.label}-${++serial}`,
    locationSlug: 'all-day',
    lines: hummus(),
    fullName: 'Huda Ali',
    ...guestContact(`${engine.label}-${serial}`),
    language: 'en',
    note: '',
    pickup: 'asap',
    paymentMethod: 'counter',
    ...change,
  });
  const orderCount = () => db.db.$count(orders);

  it('prices a cart without writing anything, and names a sold-out dish in the guest’s language', async () => {
    const before = await orderCount();
    const quote = await quotePickupOrderAction(
      { locationSlug: 'all-day', lines: hummus(3), language: 'en' },
      guest,
    );
    // $7.99 × 3 = $23.97; 6% tax $1.44 (143.82 cents); total $25.41.
    expect(quote).toEqual({
      status: 'success',
      data: {
        ok: true,
        lines: [expect.objectContaining({ key: 'hummus', quantity: 3, lineTotal: asCents(2397) })],
        subtotal: asCents(2397),
        tax: asCents(144),
        total: asCents(2541),
      },
    });
    const soldOut = await quotePickupOrderAction(
      {
        locationSlug: 'all-day',
        lines: [...hummus(1), { kind: 'item', slug: 'fahsa', quantity: 1, optionIds: [] }],
        language: 'ar',
      },
      guest,
    );
    expect(soldOut).toEqual({
      status: 'success',
      data: {
        ok: false,
        problems: [{ line: 1, message: 'pickup.errors.soldOut', values: { name: 'فحسة' } }],
      },
    });
    expect(await orderCount()).toBe(before);
  });

  it('refuses to price at a restaurant that takes no orders', async () => {
    const refused = await quotePickupOrderAction(
      { locationSlug: 'nowhere', lines: hummus(), language: 'en' },
      guest,
    );
    expect(refused).toMatchObject({ status: 'error', error: 'pickup.errors.notTaking' });
  });

  it('refuses an order whose total the guest saw is no longer right, and places it at the right one', async () => {
    const before = await orderCount();
    const stale = await placePickupOrderAction(checkout({ expectedTotal: asCents(1500) }), guest);
    expect(stale).toEqual({
      status: 'error',
      error: 'pickup.errors.totalChanged',
      errorValues: { total: '$16.94' },
    });
    expect(await orderCount()).toBe(before);
    const placed = await placePickupOrderAction(checkout({ expectedTotal: asCents(1694) }), guest);
    expect(placed.status).toBe('success');
    expect(await orderCount()).toBe(before + 1);
  });

  it('refuses payment by card while the site does not offer it, writing nothing', async () => {
    const before = await orderCount();
    const refused = await placePickupOrderAction(checkout({ paymentMethod: 'card' }), guest);
    expect(refused).toMatchObject({
      status: 'error',
      error: 'pickup.errors.cardUnavailable',
      fieldErrors: { paymentMethod: 'pickup.errors.cardUnavailable' },
    });
    expect(await orderCount()).toBe(before);
  });

  it('e-mails the guest in their language, the order’s link kept apart from the stored message', async () => {
    const placed = await placePickupOrderAction(
      checkout({ language: 'ar', email: 'mail-test@example.com', pickup: 'asap' }),
      guest,
    );
    if (placed.status !== 'success') throw new Error(JSON.stringify(placed));
    const [mail] = await db.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.kind, 'order-placed'))
      .then((rows) => rows.filter((row) => row.toAddresses.includes('mail-test@example.com')));
    expect(mail).toBeDefined();
    expect(mail!.subject).toBe(`طلبك رقم ${placed.data.number} من سباء طوال اليوم`);
    // Stored: the mark, not the link; the secret is the page's token, filled in as it leaves.
    expect(mail!.textBody).toContain(`/ar/orders/${SECRET_MARK}`);
    expect(mail!.textBody).not.toContain(placed.data.token);
    expect(mail!.secret).toBe(placed.data.token);
    const sent = withSecret(mail!.textBody, mail!.secret);
    expect(sent).toContain(`/ar/orders/${placed.data.token}`);
    expect(sent).toContain('2 × حمص: $15.98');
    expect(sent).toContain('الإجمالي: $16.94');
    // The link opens the order's page (and nothing else does).
    const page = await readOrderPage(db.db, placed.data.token);
    expect(page?.order.number).toBe(placed.data.number);
    expect(progressOf(page!.order)).toEqual({
      status: 'received',
      pickupAt: page!.order.pickupAt.toISOString(),
      asap: true,
      readyAt: null,
      cancelReason: null,
      paymentMethod: 'counter',
      paymentStatus: 'unpaid',
      heldUntil: null,
    });
    expect(await readOrderPage(db.db, `${placed.data.token.slice(0, -1)}x`)).toBeNull();
    expect(await readOrderPage(db.db, 'short')).toBeNull();
  });

  it('offers as soon as possible and the open slots, and leaves out a slot that is full', async () => {
    const restaurant = (await readOrderingRestaurant(db.db, 'all-day'))!;
    // 10:07 UTC (5:07 AM in Detroit): ready at 10:27, in the 10:15 slot; choices from 10:30.
    const now = new Date('2031-03-04T10:07:00Z');
    const open = await readPickupChoices(db.db, restaurant, 'en', now);
    expect(open.asap).toEqual({ ok: true, pickupAt: new Date('2031-03-04T10:27:00Z') });
    expect(open.slots.slice(0, 3).map((slot) => slot.value)).toEqual([
      '2031-03-04T05:30',
      '2031-03-04T05:45',
      '2031-03-04T06:00',
    ]);
    // Open around the clock: every 15 minutes from 10:30 UTC to 10:00 UTC a week later (the
    // last before now + 7 days), 671 slots (the clocks change on the 9th: no slot is lost).
    expect(open.slots).toHaveLength(671);
    expect(open.slots.at(-1)?.value).toBe('2031-03-11T06:00');
    // Two orders (the restaurant's number per slot) fill 5:45 AM; as soon as possible stays.
    for (let i = 0; i < 2; i += 1) {
      await db.db.transaction((tx) =>
        placeOrder(
          tx,
          {
            idempotencyKey: `slot-filler-${engine.label}-${i}`,
            locationSlug: 'all-day',
            lines: [{ kind: 'item', slug: 'hummus', quantity: 1, optionIds: [] }],
            fullName: 'Sami Noor',
            phone: '+1 313 555 0101',
            email: 'sami@example.com',
            language: 'en',
            note: null,
            pickup: { asap: false, local: '2031-03-04T05:45' },
            paymentMethod: 'counter',
          },
          { address: '198.51.100.7' },
          now,
        ),
      );
    }
    const after = await readPickupChoices(db.db, restaurant, 'en', now);
    expect(after.slots.slice(0, 2).map((slot) => slot.value)).toEqual([
      '2031-03-04T05:30',
      '2031-03-04T06:00',
    ]);
  });

  it('says when a paused restaurant takes orders again, in the guest’s language, and offers the times after it', async () => {
    const now = new Date('2031-03-04T10:07:00Z');
    await db.db
      .update(locations)
      .set({ orderingPausedUntil: new Date('2031-03-04T10:37:00Z') })
      .where(eq(locations.slug, 'all-day'));
    const restaurant = (await readOrderingRestaurant(db.db, 'all-day'))!;
    const paused = await readPickupChoices(db.db, restaurant, 'ar', now);
    expect(paused.asap).toEqual({
      ok: false,
      message: 'pickup.errors.paused',
      values: { date: 'الثلاثاء، ٤ مارس', time: '٥:٣٧ ص' },
    });
    // Paused until 10:37 UTC, 20 minutes to prepare: ready from 10:57, so the first slot is
    // 11:00 UTC (6:00 AM in Detroit); the rest of the week stays open: of the 671 slots, only
    // 5:30 AM (in the pause) and 5:45 AM (filled above) are not offered.
    expect(paused.slots.slice(0, 2).map((slot) => slot.value)).toEqual([
      '2031-03-04T06:00',
      '2031-03-04T06:15',
    ]);
    expect(paused.slots).toHaveLength(669);
    await db.db
      .update(locations)
      .set({ orderingPausedUntil: null })
      .where(eq(locations.slug, 'all-day'));
  });

  it('gives the ordering page’s chooser the times the checkout offers, as the guest reads them', async () => {
    const restaurant = (await readOrderingRestaurant(db.db, 'all-day'))!;
    const now = new Date('2031-03-04T10:07:00Z');
    const offer = await readPickupOffer(db.db, restaurant, 'ar', now);
    // Ready at 10:27 UTC: 5:27 AM in Detroit, 20 minutes to prepare.
    expect(offer.asap).toEqual({ ok: true, label: 'الثلاثاء، ٤ مارس، ٥:٢٧ ص', minutes: 20 });
    expect(offer.days.map((day) => day.date)).toEqual([
      '2031-03-04',
      '2031-03-05',
      '2031-03-06',
      '2031-03-07',
      '2031-03-08',
      '2031-03-09',
      '2031-03-10',
      '2031-03-11',
    ]);
    expect(offer.days[0]!.label).toBe('الثلاثاء، ٤ مارس');
    // 5:45 AM was filled by the orders above: it is not offered.
    expect(offer.days[0]!.times.slice(0, 2)).toEqual([
      { value: '2031-03-04T05:30', label: '٥:٣٠ ص' },
      { value: '2031-03-04T06:00', label: '٦:٠٠ ص' },
    ]);
    expect(offer.days[1]!.label).toBe('الأربعاء، ٥ مارس');

    // Through the public action, now: nothing written; a restaurant taking no orders is refused.
    const before = await orderCount();
    const answer = await pickupTimesAction({ locationSlug: 'all-day', language: 'en' }, guest);
    // (As soon as possible may be full now: the tests above placed orders for it.)
    expect(answer.status).toBe('success');
    const days = answer.status === 'success' ? answer.data.days : [];
    expect(days.length).toBeGreaterThanOrEqual(7);
    expect(days[0]!.label).toMatch(/^[A-Z][a-z]+day, [A-Z][a-z]+ \d{1,2}$/);
    expect(days[0]!.times[0]!.label).toMatch(/^\d{1,2}:[0-5][05] [AP]M$/);
    expect(
      await pickupTimesAction({ locationSlug: 'nowhere', language: 'ar' }, guest),
    ).toMatchObject({ status: 'error', error: 'pickup.errors.notTaking' });
    expect(await orderCount()).toBe(before);
  });
});
