import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  describeEachEngine,
  setAsAppDatabase,
  type TestDatabase,
} from '../../../../tests/setup/db';
import type { CartLine } from '@/features/ordering/rules/orders';
import { seedDemoContent } from '@/server/db/seed';
import {
  combos,
  locations,
  menuItems,
  modifierOptions,
  orderLines,
  orders,
} from '@/server/db/schema';
import { changeLocationSetting } from '@/features/menu/server/location-mutations';
import { Refusal } from '@/server/refusal';
import { CartRefusal, orderToken, placeOrder, type Checkout } from './mutations';
import { findOrderByToken } from './queries';
import { quoteCart, readOrderingRestaurant } from './checkout';
import { idempotencyKeyHash, openOrderToken, sealLegacyOrderKeys } from './order-keys';
import { guestContact } from '../../../../tests/setup/ordering';
import { asCents } from '@/lib/money';

/*
 * Pickup orders placed at Canton (demo data: open 11 AM to 10 PM, Detroit time), priced by the
 * server from the database, in slots that never give their last place twice.
 */

/** Tuesday 15 June 2027, noon in Detroit (summer time, UTC-4). */
const NOON = new Date('2027-06-15T16:00:00Z');
const at = (utc: string) => new Date(`2027-06-15T${utc}:00Z`);

describeEachEngine('pickup orders', (engine) => {
  let db: TestDatabase;
  const option: Record<string, string> = {};
  let feast: string;
  let canton: string;
  let serial = 0;

  beforeAll(async () => {
    db = await engine.create();
    setAsAppDatabase(db);
    await seedDemoContent(db.db);
    const [row] = await db.db
      .update(locations)
      .set({ orderingEnabled: true, taxRate: 6, prepMinutes: 20, ordersPerSlot: 10 })
      .where(eq(locations.slug, 'canton'))
      .returning({ id: locations.id });
    canton = row!.id;
    // The demo takes orders at every restaurant; West Dearborn here does not.
    await db.db
      .update(locations)
      .set({ orderingEnabled: false })
      .where(eq(locations.slug, 'west-dearborn'));
    for (const o of await db.db.select().from(modifierOptions)) option[o.nameEn] = o.id;
    const [combo] = await db.db
      .select({ id: combos.id })
      .from(combos)
      .where(eq(combos.nameEn, 'Family Feast for Four'));
    feast = combo!.id;
  });
  afterAll(async () => {
    setAsAppDatabase(undefined);
    await db.dispose();
  });

  const mandi = (optionNames: string[], quantity = 1): CartLine => ({
    kind: 'item',
    slug: 'lamb-mandi',
    quantity,
    optionIds: optionNames.map((name) => option[name]!),
  });

  const checkout = (change: Partial<Checkout> = {}): Checkout => ({
    idempotencyKey: `checkout-${engine.label}-${++serial}`,
    locationSlug: 'canton',
    lines: [mandi(['Saffron rice', 'Tanoor bread'], 2), { kind: 'combo', id: feast, quantity: 1 }],
    fullName: 'Huda Ali',
    ...guestContact(`${engine.label}-${serial}`),
    language: 'ar',
    note: null,
    pickup: { asap: true },
    paymentMethod: 'counter',
    ...change,
  });

  const place = (input: Checkout, now = NOON) =>
    db.db.transaction((tx) => placeOrder(tx, input, { address: '198.51.100.7' }, now));

  /** Orders stored under a checkout's key (kept as its keyed hash). */
  const ordersOfKey = async (key: string) =>
    db.db.$count(orders, eq(orders.idempotencyKeyHash, await idempotencyKeyHash(db.db, key)));

  async function refusalOf(input: Checkout, now = NOON): Promise<Refusal> {
    const error = await place(input, now).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(Refusal);
    return error as Refusal;
  }

  it('prices an order from the database and keeps it as placed', async () => {
    const input = checkout({ note: 'Ring the bell' });
    const placed = await place(input);
    expect(placed.created).toBe(true);
    expect(placed.token).toMatch(/^[\w-]{43}$/);
    // Only hashes and a seal are stored: the database alone opens no order's page, and holds
    // no checkout key that would return it when sent again.
    const [stored] = await db.db.select().from(orders).where(eq(orders.id, placed.id));
    expect(JSON.stringify(stored)).not.toContain(placed.token);
    expect(JSON.stringify(stored)).not.toContain(input.idempotencyKey);
    expect(await openOrderToken(db.db, stored!.tokenSealed!)).toBe(placed.token);
    const order = (await findOrderByToken(db.db, placed.token))!;
    // Lamb mandi $25.99 with saffron rice ($0) and tanoor bread ($1.50), twice: $54.98;
    // the Family Feast $79.99; subtotal $134.97; 6% tax $8.10 (809.82 cents); total $143.07.
    expect(order).toMatchObject({
      status: 'received',
      paymentMethod: 'counter',
      paymentStatus: 'unpaid',
      subtotal: asCents(13497),
      taxRate: 6,
      tax: asCents(810),
      total: asCents(14307),
      asap: true,
      pickupAt: at('16:20'),
      slotStart: at('16:15'),
      note: 'Ring the bell',
      language: 'ar',
    });
    expect(
      order.lines.map((l) => [l.kind, l.nameEn, l.unitPrice, l.quantity, l.lineTotal]),
    ).toEqual([
      ['item', 'Lamb Mandi', 2599, 2, 5498],
      ['combo', 'Family Feast for Four', 7999, 1, 7999],
    ]);
    expect(order.lines[0]!.options.map((o) => [o.nameEn, o.price])).toEqual([
      ['Saffron rice', 0],
      ['Tanoor bread', 150],
    ]);

    // Canton's own price from now on; the order placed keeps the price it was placed at.
    const [dish] = await db.db
      .select({ id: menuItems.id })
      .from(menuItems)
      .where(eq(menuItems.slug, 'lamb-mandi'));
    await db.db.transaction((tx) =>
      changeLocationSetting(tx, 'item', dish!.id, canton, { price: asCents(2750) }, NOON),
    );
    const next = (await findOrderByToken(db.db, (await place(checkout())).token))!;
    expect(next.lines[0]).toMatchObject({ unitPrice: asCents(2750), lineTotal: asCents(5800) });
    expect((await findOrderByToken(db.db, placed.token))!.lines[0]!.unitPrice).toBe(2599);
  });

  it('places one order for a checkout sent twice (a double click, a retry)', async () => {
    const input = checkout();
    const first = await place(input);
    const again = await place(input);
    expect(again).toEqual({ ...first, created: false });
    expect(await ordersOfKey(input.idempotencyKey)).toBe(1);
    // Two copies at the same moment: one order, both answers name it.
    const twice = checkout();
    const both = await Promise.all([place(twice), place(twice)]);
    expect(both.map((b) => b.created).sort()).toEqual([false, true]);
    expect(both[0]!.token).toBe(both[1]!.token);
    expect(await ordersOfKey(twice.idempotencyKey)).toBe(1);
  });

  it('keeps the key of an order placed before as a hash and a seal, and a retry still finds it', async () => {
    const input = checkout();
    const placed = await place(input);
    // As an older version stored it: the key in clear, no seal.
    await db.db
      .update(orders)
      .set({ idempotencyKeyHash: input.idempotencyKey, tokenSealed: null })
      .where(eq(orders.id, placed.id));
    expect(await sealLegacyOrderKeys(db.db, orderToken)).toBe(1);
    expect(await sealLegacyOrderKeys(db.db, orderToken)).toBe(0);
    const [stored] = await db.db.select().from(orders).where(eq(orders.id, placed.id));
    expect(JSON.stringify(stored)).not.toContain(input.idempotencyKey);
    expect(await openOrderToken(db.db, stored!.tokenSealed!)).toBe(placed.token);
    expect(await place(input)).toEqual({ ...placed, created: false });
  });

  it('refuses what the restaurant cannot take, writing nothing', async () => {
    const before = [await db.db.$count(orders), await db.db.$count(orderLines)];
    const refused = async (input: Checkout, now = NOON) => {
      const refusal = await refusalOf(input, now);
      return [refusal.key, refusal.values ?? null];
    };
    // A restaurant without online ordering, one that does not exist.
    expect(await refused(checkout({ locationSlug: 'west-dearborn' }))).toEqual([
      'pickup.errors.notTaking',
      null,
    ]);
    expect(await refused(checkout({ locationSlug: 'atlantis' }))).toEqual([
      'pickup.errors.notTaking',
      null,
    ]);
    // Closed (10:30 PM on the 14th, Detroit time): it says when it takes orders again, in the
    // guest's language (Tuesday, June 15, 11:00 AM); at 9:50 PM an order would be ready after
    // closing, so the same.
    const reopens = { date: 'الثلاثاء، ١٥ يونيو', time: '١١:٠٠ ص' };
    expect(await refused(checkout(), at('02:30'))).toEqual(['pickup.errors.closed', reopens]);
    expect(await refused(checkout(), at('01:50'))).toEqual(['pickup.errors.closed', reopens]);
    expect(await refused(checkout({ language: 'en' }), at('02:30'))).toEqual([
      'pickup.errors.closed',
      { date: 'Tuesday, June 15', time: '11:00 AM' },
    ]);
    // Chosen times: in the past, sooner than the kitchen needs, off the slots, too far, closed.
    const pickup = (utc: string) => ({ asap: false as const, at: new Date(utc) });
    expect(await refused(checkout({ pickup: pickup('2027-06-15T15:45:00Z') }))).toEqual([
      'pickup.errors.pickupTooSoon',
      { date: 'الثلاثاء، ١٥ يونيو', time: '١٢:٣٠ م' },
    ]);
    expect((await refused(checkout({ pickup: pickup('2027-06-15T16:15:00Z') })))[0]).toBe(
      'pickup.errors.pickupTooSoon',
    );
    expect((await refused(checkout({ pickup: pickup('2027-06-15T17:10:00Z') })))[0]).toBe(
      'pickup.errors.pickupTime',
    );
    expect((await refused(checkout({ pickup: pickup('2027-06-22T17:00:00Z') })))[0]).toBe(
      'pickup.errors.pickupTooFar',
    );
    expect((await refused(checkout({ pickup: pickup('2027-06-16T13:00:00Z') })))[0]).toBe(
      'pickup.errors.pickupClosed',
    );
    // Paused for half an hour: says until when (Detroit time).
    await db.db
      .update(locations)
      .set({ orderingPausedUntil: at('16:30') })
      .where(eq(locations.id, canton));
    expect(await refused(checkout())).toEqual([
      'pickup.errors.paused',
      { date: 'الثلاثاء، ١٥ يونيو', time: '١٢:٣٠ م' },
    ]);
    // A pause stops "as soon as possible" only: a time inside it is refused with the first the
    // kitchen can make after it (12:30 PM plus 20 minutes: the 1:00 PM slot).
    expect(await refused(checkout({ pickup: pickup('2027-06-15T16:45:00Z') }))).toEqual([
      'pickup.errors.pickupTooSoon',
      { date: 'الثلاثاء، ١٥ يونيو', time: '١:٠٠ م' },
    ]);
    await db.db
      .update(locations)
      .set({ orderingPausedUntil: null })
      .where(eq(locations.id, canton));
    // Pay at pickup turned off.
    await db.db.update(locations).set({ payAtPickup: false }).where(eq(locations.id, canton));
    expect((await refused(checkout()))[0]).toBe('pickup.errors.payOnline');
    await db.db.update(locations).set({ payAtPickup: true }).where(eq(locations.id, canton));

    // What changed in the cart, line by line: a required choice missing, a dish sold out here.
    const [tea] = await db.db
      .select({ id: menuItems.id })
      .from(menuItems)
      .where(eq(menuItems.slug, 'adeni-tea'));
    await db.db.transaction((tx) =>
      changeLocationSetting(tx, 'item', tea!.id, canton, { soldOut: true }, NOON),
    );
    const cart = await refusalOf(
      checkout({
        lines: [
          mandi([]),
          { kind: 'item', slug: 'adeni-tea', quantity: 1, optionIds: [] },
          { kind: 'combo', id: feast, quantity: 0 },
        ],
      }),
    );
    expect(cart).toBeInstanceOf(CartRefusal);
    expect((cart as CartRefusal).problems!.map((p) => [p.line, p.message])).toEqual([
      [0, 'pickup.errors.choose'],
      [1, 'pickup.errors.soldOut'],
      [2, 'pickup.errors.quantity'],
    ]);
    expect([await db.db.$count(orders), await db.db.$count(orderLines)]).toEqual(before);
  });

  it('refuses an order below the restaurant’s minimum, saying what is missing, and writes nothing', async () => {
    await db.db
      .update(locations)
      .set({ minimumOrder: asCents(1500) })
      .where(eq(locations.id, canton));
    try {
      const restaurant = (await readOrderingRestaurant(db.db, 'canton'))!;
      // Three qishr at $3.99: $11.97 of food, $3.03 short of $15.00 (tax is not counted).
      const qishr: CartLine = { kind: 'item', slug: 'qishr', quantity: 3, optionIds: [] };
      const said = { minimum: '$15.00', missing: '$3.03' };
      expect(await quoteCart(db.db, restaurant, [qishr], 'en', NOON)).toEqual({
        ok: false,
        problems: [{ line: -1, message: 'pickup.errors.belowMinimum', values: said }],
      });
      const before = await db.db.$count(orders);
      const input = checkout({ lines: [qishr] });
      const refusal = await refusalOf(input);
      expect([refusal.key, refusal.values]).toEqual(['pickup.errors.belowMinimum', said]);
      expect(await db.db.$count(orders)).toBe(before);
      expect(await ordersOfKey(input.idempotencyKey)).toBe(0);
      // Four, $15.96, reach it.
      const four: CartLine = { ...qishr, quantity: 4 };
      expect((await quoteCart(db.db, restaurant, [four], 'en', NOON)).ok).toBe(true);
      expect((await place(checkout({ lines: [four] }))).created).toBe(true);
    } finally {
      await db.db.update(locations).set({ minimumOrder: null }).where(eq(locations.id, canton));
    }
  });

  it('takes orders for later while paused: after the pause and its preparation time, and another day', async () => {
    await db.db
      .update(locations)
      .set({ orderingPausedUntil: at('16:30') })
      .where(eq(locations.id, canton));
    const later = (utc: string) =>
      place(checkout({ pickup: { asap: false, at: new Date(utc) } })).then((p) => p.created);
    expect(await later('2027-06-15T17:00:00Z')).toBe(true);
    expect(await later('2027-06-16T15:00:00Z')).toBe(true);
    await db.db
      .update(locations)
      .set({ orderingPausedUntil: null })
      .where(eq(locations.id, canton));
  });

  it('gives a slot of 10 to exactly 10 of 200 guests checking out at once', async () => {
    const slot = { asap: false as const, at: new Date('2027-06-15T19:00:00Z') };
    const outcomes = await Promise.allSettled(
      Array.from({ length: 200 }, () => place(checkout({ pickup: slot }))),
    );
    const placed = outcomes.filter((o) => o.status === 'fulfilled');
    const refusals = outcomes
      .filter((o): o is PromiseRejectedResult => o.status === 'rejected')
      .map((o) => (o.reason instanceof Refusal ? o.reason.key : String(o.reason)));
    expect(placed).toHaveLength(10);
    expect(refusals).toEqual(Array.from({ length: 190 }, () => 'pickup.errors.slotFull'));
    expect(await db.db.$count(orders, eq(orders.slotStart, new Date('2027-06-15T19:00:00Z')))).toBe(
      10,
    );
  });
});
