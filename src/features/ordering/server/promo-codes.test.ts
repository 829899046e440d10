import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { describeEachEngine, freshAppDatabase } from '../../../../tests/setup/db';
import { addAllDayRestaurant, cancelOrders, guestContact } from '../../../../tests/setup/ordering';
import { asCents } from '@/lib/money';
import { locations, orders, promoCodeLocations, promoCodes } from '@/server/db/schema';
import { guestCodeKey } from '@/server/privacy/address-key';
import { Refusal } from '@/server/refusal';
import { placeOrder, type Checkout } from './mutations';
import { applyCode } from './promo-codes';
import { applyPromoCodeAction } from './actions';
import { depsFor } from '../../../../tests/setup/staff-deps';

/*
 * Promo codes on orders placed at a restaurant open around the clock in Los Angeles (6% tax,
 * Hummus $7.99): each rule refused with its own message and nothing written, the discount stored
 * with the order, and the uses counted under the code's lock.
 */

/** Tuesday 15 June 2027, 9 AM in Los Angeles (UTC-7). */
const MORNING = new Date('2027-06-15T16:00:00Z');

describeEachEngine('promo codes on orders', (engine) => {
  const db = freshAppDatabase(engine);
  let here: string;
  let elsewhere: string;
  let serial = 0;

  beforeAll(async () => {
    const restaurant = await addAllDayRestaurant(db().db, {
      timezone: 'America/Los_Angeles',
      ordersPerSlot: 500,
    });
    here = restaurant.id;
    // A second restaurant open around the clock: a code's uses are counted across restaurants,
    // which each lock only their own row.
    const [other] = await db()
      .db.insert(locations)
      .values({
        slug: 'all-night',
        nameEn: 'Saba All Night',
        nameAr: 'سباء طوال الليل',
        addressEn: '2 Main St, Dearborn, MI',
        addressAr: '2 الشارع الرئيسي، ديربورن',
        published: true,
        orderingEnabled: true,
        taxRate: 6,
        timezone: 'America/Los_Angeles',
        ordersPerSlot: 500,
        hoursJson: restaurant.hoursJson,
      })
      .returning();
    elsewhere = other!.id;
  });

  async function addCode(values: Partial<typeof promoCodes.$inferInsert> & { code: string }) {
    const [row] = await db()
      .db.insert(promoCodes)
      .values({ kind: 'percent', percentOff: 10, ...values })
      .returning();
    return row!;
  }

  /** A guest's checkout of `hummus` Hummus ($7.99 each) with a code, paid at the counter. */
  const checkout = (
    promoCode: string | null,
    hummus = 4,
    guest?: string,
    locationSlug = 'all-day',
  ): Checkout => ({
    idempotencyKey: `code-${engine.label}-${++serial}`,
    locationSlug,
    lines: [{ kind: 'item', slug: 'hummus', quantity: hummus, optionIds: [] }],
    fullName: 'Huda Ali',
    ...guestContact(guest ?? `${engine.label}-${serial}`),
    language: 'en',
    note: null,
    pickup: { asap: true },
    paymentMethod: 'counter',
    promoCode,
  });

  const place = (input: Checkout, now = MORNING) =>
    db().db.transaction((tx) => placeOrder(tx, input, { address: '198.51.100.9' }, now));

  async function refusal(input: Checkout, now = MORNING) {
    const before = await db().db.$count(orders);
    const error = await place(input, now).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(Refusal);
    expect(await db().db.$count(orders)).toBe(before);
    const { key, values, fieldErrors } = error as Refusal;
    expect(fieldErrors).toEqual({ promoCode: key });
    return { key, values };
  }

  const stored = async (id: string) =>
    (await db().db.select().from(orders).where(eq(orders.id, id)))[0]!;

  it('takes 10% off a $31.96 order, taxes what is left and keeps the code with the order', async () => {
    await addCode({ code: 'SAVE10', minSubtotal: asCents(3000) });
    // Typed in lower case with spaces: the same code.
    const placed = await place(checkout(' save 10 '));
    // $31.96 less 10% ($3.196, rounded to $3.20) is $28.76; 6% tax on it $1.7256: $1.73.
    expect(await stored(placed.id)).toMatchObject({
      promoCode: 'SAVE10',
      subtotal: 3196,
      discount: 320,
      tax: 173,
      tip: 0,
      total: 3049,
    });
  });

  it('takes an amount off, never more than the subtotal, with no tax on nothing', async () => {
    await addCode({ code: 'FIFTY', kind: 'amount', percentOff: null, amountOff: asCents(5000) });
    const placed = await place(checkout('FIFTY', 2));
    expect(await stored(placed.id)).toMatchObject({
      subtotal: 1598,
      discount: 1598,
      tax: 0,
      total: 0,
    });
  });

  it('refuses each rule with its own message and writes nothing', async () => {
    await addCode({ code: 'OFF', active: false });
    await addCode({ code: 'ELSEWHERE', everyLocation: false });
    const elsewhereOnly = await addCode({ code: 'THERE', everyLocation: false });
    await db()
      .db.insert(promoCodeLocations)
      .values({ promoCodeId: elsewhereOnly.id, locationId: elsewhere });
    const bothOnly = await addCode({ code: 'BOTH', everyLocation: false });
    await db()
      .db.insert(promoCodeLocations)
      .values([
        { promoCodeId: bothOnly.id, locationId: elsewhere },
        { promoCodeId: bothOnly.id, locationId: here },
      ]);
    expect((await stored((await place(checkout('BOTH'))).id)).promoCode).toBe('BOTH');
    // In the restaurant's clock: 9 AM in Los Angeles is 4 PM in UTC.
    await addCode({ code: 'LATER', validFrom: '2027-06-15T09:30' });
    await addCode({ code: 'GONE', validUntil: '2027-06-15T09:00' });

    expect(await refusal(checkout('NOPE'))).toEqual({ key: 'pickup.errors.codeUnknown' });
    expect(await refusal(checkout('no such code at all, far too long'))).toEqual({
      key: 'pickup.errors.codeUnknown',
    });
    expect(await refusal(checkout('OFF'))).toEqual({ key: 'pickup.errors.codeUnknown' });
    expect(await refusal(checkout('ELSEWHERE'))).toEqual({
      key: 'pickup.errors.codeOtherRestaurant',
    });
    expect(await refusal(checkout('THERE'))).toEqual({
      key: 'pickup.errors.codeOtherRestaurant',
    });
    expect(await refusal(checkout('LATER'))).toEqual({
      key: 'pickup.errors.codeNotYet',
      values: { date: 'Tuesday, June 15', time: '9:30 AM' },
    });
    expect(await refusal(checkout('GONE'))).toEqual({ key: 'pickup.errors.codeExpired' });
    expect(await refusal(checkout('SAVE10', 3))).toEqual({
      key: 'pickup.errors.codeMinimum',
      values: { minimum: '$30.00' },
    });
    // Half an hour later in Los Angeles, the code that was not yet valid is.
    const later = await place(checkout('LATER'), new Date('2027-06-15T16:30:00Z'));
    expect((await stored(later.id)).promoCode).toBe('LATER');
    // And one valid until 9 AM was taken a minute before.
    const before = await place(checkout('GONE'), new Date('2027-06-15T15:59:00Z'));
    expect((await stored(before.id)).promoCode).toBe('GONE');
  });

  it('counts uses per guest by e-mail, and first orders at any restaurant', async () => {
    await addCode({ code: 'TWICE', usesPerGuest: 2 });
    await addCode({ code: 'WELCOME', firstOrderOnly: true });
    const guest = `${engine.label}-regular`;
    await place(checkout('TWICE', 4, guest));
    await place(checkout('TWICE', 4, guest));
    expect(await refusal(checkout('TWICE', 4, guest))).toEqual({
      key: 'pickup.errors.codeUsedByYou',
    });
    // Another guest may still use it.
    await place(checkout('TWICE', 4, `${engine.label}-other`));
    expect(await refusal(checkout('WELCOME', 4, guest))).toEqual({
      key: 'pickup.errors.codeFirstOrder',
    });
    const newcomer = await place(checkout('WELCOME', 4, `${engine.label}-new`));
    expect((await stored(newcomer.id)).promoCode).toBe('WELCOME');
  });

  it("takes a code made for one guest only with that guest's address, once", async () => {
    const guest = guestContact(`${engine.label}-missed`);
    await addCode({
      code: 'SABA-FORHUDA',
      percentOff: 15,
      maxUses: 1,
      usesPerGuest: 1,
      forGuestKey: await guestCodeKey(db().db, guest.email),
    });
    // Another address: refused, nothing written.
    expect((await refusal(checkout('SABA-FORHUDA', 4, `${engine.label}-stranger`))).key).toBe(
      'pickup.errors.codeNotYours',
    );
    // The guest's own, typed in capitals: $31.96 less 15% ($4.79) is $27.17.
    const input = checkout('saba-forhuda', 4, `${engine.label}-missed`);
    const placed = await place({ ...input, email: guest.email.toUpperCase() });
    expect(await stored(placed.id)).toMatchObject({ promoCode: 'SABA-FORHUDA', discount: 479 });
    // Once: the guest's next order is refused.
    expect((await refusal(checkout('SABA-FORHUDA', 4, `${engine.label}-missed`))).key).toBe(
      'pickup.errors.codeUsedUp',
    );
  });

  it('gives a code with 5 uses left to exactly 5 of 50 guests placing at once', async () => {
    const code = await addCode({ code: 'FIVE', maxUses: 5 });
    // At two restaurants, so that only the code's own lock keeps its count.
    const outcomes = await Promise.allSettled(
      Array.from({ length: 50 }, (_, n) =>
        place(checkout('FIVE', 4, undefined, n % 2 === 0 ? 'all-day' : 'all-night')),
      ),
    );
    const placed = outcomes.filter((o) => o.status === 'fulfilled');
    const refusals = outcomes
      .filter((o): o is PromiseRejectedResult => o.status === 'rejected')
      .map((o) => (o.reason instanceof Refusal ? o.reason.key : String(o.reason)));
    expect(placed).toHaveLength(5);
    expect(refusals).toEqual(Array.from({ length: 45 }, () => 'pickup.errors.codeUsedUp'));
    const used = await db().db.select().from(orders).where(eq(orders.promoCodeId, code.id));
    expect(used.map((order) => order.discount)).toEqual([320, 320, 320, 320, 320]);
  });

  it('gives a cancelled order its use back', async () => {
    const code = await addCode({ code: 'ONCE', maxUses: 1 });
    const first = await place(checkout('ONCE'));
    expect(await refusal(checkout('ONCE'))).toEqual({ key: 'pickup.errors.codeUsedUp' });
    await cancelOrders(db().db, eq(orders.id, first.id));
    const again = await place(checkout('ONCE'));
    expect((await stored(again.id)).promoCodeId).toBe(code.id);
  });

  it('checks a code against a cart before checkout, leaving the guest rules to placing', async () => {
    await addCode({
      code: 'QUOTE',
      kind: 'amount',
      percentOff: null,
      amountOff: asCents(500),
      firstOrderOnly: true,
    });
    // A $15.98 cart, before the guest has given an e-mail.
    const quote = (typed: string) =>
      applyCode(
        db().db,
        typed,
        {
          subtotal: asCents(1598),
          locationId: here,
          timeZone: 'America/Los_Angeles',
          email: null,
          language: 'ar',
          lock: false,
        },
        MORNING,
      );
    const quoted = await quote('quote');
    expect(quoted).toMatchObject({
      code: 'QUOTE',
      discount: { kind: 'amount', amount: 500 },
      minSubtotal: null,
    });
    const refused = await quote('SAVE10').catch((e: Refusal) => e);
    expect(refused).toMatchObject({
      key: 'pickup.errors.codeMinimum',
      values: { minimum: '$30.00' },
    });
  });

  it('answers Apply with what the code takes off, or first with what the cart lacks', async () => {
    const guest = depsFor('anonymous', { ip: '198.51.100.91' });
    const apply = (hummus: number, promoCode: string) =>
      applyPromoCodeAction(
        {
          locationSlug: 'all-day',
          lines: [{ kind: 'item', slug: 'hummus', quantity: hummus, optionIds: [] }],
          language: 'en',
          promoCode,
        },
        guest,
      );
    expect(await apply(4, ' save10 ')).toEqual({
      status: 'success',
      data: { code: 'SAVE10', discount: { kind: 'percent', percent: 10 }, minSubtotal: 3000 },
    });
    // Below the restaurant's own minimum ($20), the guest is told that first, not the code's.
    await db()
      .db.update(locations)
      .set({ minimumOrder: asCents(2000) })
      .where(eq(locations.id, here));
    try {
      expect(await apply(1, 'SAVE10')).toMatchObject({
        status: 'error',
        error: 'pickup.errors.belowMinimum',
        errorValues: { minimum: '$20.00', missing: '$12.01' },
      });
    } finally {
      await db().db.update(locations).set({ minimumOrder: null }).where(eq(locations.id, here));
    }
  });
});
