import { expect } from 'vitest';
import { nextDate, todayDate } from '@/lib/time-zone';
import type { BadInputCase, Context } from './harness';
import { actionResult, request } from './harness';

/**
 * A guest's pickup checkout, sent as the checkout page's script sends it (JSON, signed out), with
 * what no checkout page sends: each is refused with a message in the guest's language and writes
 * nothing, and an order placed right afterwards is taken. The demo's East Dearborn takes orders,
 * 9 AM to 10 PM in Detroit; a good order is for a slot of its own (each takes 10) tomorrow or later.
 */

const CHECKOUT_PAGE = '/locations/east-dearborn/order/checkout';
const MEGABYTE = 'م'.repeat(512 * 1024);

/** The restaurant's calendar day `days` from today, at a wall-clock time. */
export function localTime(days: number, time: string): string {
  let date = todayDate(new Date(), 'America/Detroit');
  for (let i = 0; i < days; i += 1) date = nextDate(date);
  return `${date}T${time}`;
}

let goods = 0;
let keys = 0;

export function checkout(change: Record<string, unknown> = {}) {
  return {
    idempotencyKey: `corpus-checkout-${Date.now()}-${keys++}`,
    locationSlug: 'east-dearborn',
    lines: [{ kind: 'item', slug: 'lamb-haneeth', quantity: 1, optionIds: [] as string[] }],
    fullName: 'Corpus Guest',
    phone: '+1 313 555 0100',
    email: 'corpus.guest@example.com',
    language: 'en',
    note: '',
    pickup: localTime(2, '12:00'),
    paymentMethod: 'counter',
    ...change,
  };
}

/** A checkout as its page's script sends it; from the Arabic page, or a signed-in guest's. */
export function callCheckout(
  ctx: Context,
  body: string,
  { arabic = false, cookie }: { arabic?: boolean; cookie?: string } = {},
) {
  return request(`${ctx.url}${arabic ? '/ar' : ''}${CHECKOUT_PAGE}`, {
    method: 'POST',
    from: ctx.from,
    headers: {
      'content-type': 'text/plain;charset=UTF-8',
      accept: 'text/x-component',
      'next-action': ctx.actionId('placePickupOrder'),
      origin: ctx.url,
      ...(cookie ? { cookie } : {}),
    },
    body,
  });
}

/** The options of a dish, by English name (a required rice, optional sides). */
export async function optionIds(ctx: Context): Promise<Record<string, string>> {
  const rows = await ctx.db.query<{ id: string; name_en: string }>(
    'select id, name_en from modifier_options',
  );
  return Object.fromEntries(rows.rows.map((row) => [row.name_en, row.id]));
}

/** A good checkout: a dish with its required choice, for a slot no other good order takes. */
export async function placeGood(ctx: Context) {
  const n = goods++;
  const options = await optionIds(ctx);
  const slot = `${String(10 + (Math.floor(n / 4) % 11)).padStart(2, '0')}:${String((n % 4) * 15).padStart(2, '0')}`;
  const answer = await callCheckout(
    ctx,
    JSON.stringify([
      checkout({
        pickup: localTime(1 + Math.floor(n / 44), slot),
        // A guest of their own: one phone or e-mail places a few orders paid at pickup at a time.
        phone: `+1 313 555 ${String(1000 + n).padStart(4, '0')}`,
        email: `corpus.guest.${n}@example.com`,
        lines: [
          {
            kind: 'item',
            slug: 'lamb-haneeth',
            quantity: 1,
            optionIds: [options['Saffron rice']!],
          },
        ],
      }),
    ]),
  );
  expect(actionResult(answer)?.status, answer.body.slice(0, 400)).toBe('success');
}

/**
 * The corpus's promo codes, made once: expired, not valid yet, Canton's only, and one whose single
 * use an order placed here has taken.
 */
async function prepareCodes(ctx: Context) {
  const made = await ctx.db.query(`
    insert into promo_codes (code, kind, percent_off, valid_from, valid_until, every_location, max_uses)
    values ('CORPUS-GONE', 'percent', 10, null, '2020-01-01T00:00', true, null),
           ('CORPUS-LATER', 'percent', 10, '2099-01-01T00:00', null, true, null),
           ('CORPUS-THERE', 'percent', 10, null, null, false, null),
           ('CORPUS-ONCE', 'percent', 10, null, null, true, 1)
    on conflict (code) do nothing returning code`);
  if (made.rows.length === 0) return;
  await ctx.db.query(`
    insert into promo_code_locations (promo_code_id, location_id)
    select c.id, l.id from promo_codes c, locations l
    where c.code = 'CORPUS-THERE' and l.slug = 'canton'`);
  const options = await optionIds(ctx);
  const answer = await callCheckout(
    ctx,
    JSON.stringify([
      checkout({
        pickup: localTime(3, '13:00'),
        phone: '+1 313 555 0999',
        email: 'corpus.code@example.com',
        lines: [
          {
            kind: 'item',
            slug: 'lamb-haneeth',
            quantity: 1,
            optionIds: [options['Saffron rice']!],
          },
        ],
        promoCode: 'CORPUS-ONCE',
      }),
    ]),
  );
  expect(actionResult(answer)?.status, answer.body.slice(0, 400)).toBe('success');
}

export function pickupCases(): BadInputCase[] {
  const cases: BadInputCase[] = [];
  const add = (
    kind: string,
    input: (options: Record<string, string>) => unknown,
    message: string,
    locale: 'en' | 'ar' = 'en',
  ) =>
    cases.push({
      endpoint: `pickup checkout · ${locale}`,
      kind,
      locale,
      send: async (ctx) => callCheckout(ctx, JSON.stringify([input(await optionIds(ctx))])),
      expect: { refused: true, message },
      good: placeGood,
    });
  const haneeth = (quantity: number, optionIds: string[]) => [
    { kind: 'item', slug: 'lamb-haneeth', quantity, optionIds },
  ];

  for (const locale of ['en', 'ar'] as const) {
    const one = (kind: string, change: (o: Record<string, string>) => object, message: string) =>
      add(
        kind,
        // Otherwise right: the dish with its required choice.
        (o) =>
          checkout({
            language: locale,
            lines: haneeth(1, [o['Saffron rice']!]),
            ...change(o),
          }),
        message,
        locale,
      );
    for (const quantity of [0, -1, 51]) {
      one(
        `quantity ${quantity}`,
        (o) => ({ lines: haneeth(quantity, [o['Saffron rice']!]) }),
        'pickup.errors.cartChanged',
      );
    }
    one(
      'a quantity of 1.5',
      (o) => ({ lines: haneeth(1.5, [o['Saffron rice']!]) }),
      'pickup.errors.quantity',
    );
    one(
      'the required choice left out',
      () => ({ lines: haneeth(1, []) }),
      'pickup.errors.cartChanged',
    );
    one(
      'two choices where one is allowed',
      (o) => ({ lines: haneeth(1, [o['Saffron rice']!, o['Extra rice']!]) }),
      'pickup.errors.cartChanged',
    );
    one(
      'an option of no dish',
      (o) => ({ lines: haneeth(1, [o['Saffron rice']!, '7d0e8f7a-1c3b-4e5d-9f00-000000000000']) }),
      'pickup.errors.cartChanged',
    );
    one(
      'a dish that is not on the menu',
      () => ({ lines: [{ kind: 'item', slug: 'not-a-dish', quantity: 1, optionIds: [] }] }),
      'pickup.errors.cartChanged',
    );
    one(
      'a combo that does not exist',
      () => ({ lines: [{ kind: 'combo', id: 'no-such-combo', quantity: 1 }] }),
      'pickup.errors.cartChanged',
    );
    one('no lines', () => ({ lines: [] }), 'pickup.errors.empty');
    one(
      '41 lines',
      (o) => ({ lines: Array.from({ length: 41 }, () => haneeth(1, [o['Saffron rice']!])[0]) }),
      'pickup.errors.tooManyLines',
    );
    one(
      'a pickup time in the past',
      () => ({ pickup: localTime(0, '00:00') }),
      'pickup.errors.pickupTooSoon',
    );
    one(
      'a pickup time when it is closed',
      () => ({ pickup: localTime(2, '03:00') }),
      'pickup.errors.pickupClosed',
    );
    one(
      'a pickup time 9 days ahead',
      () => ({ pickup: localTime(9, '12:00') }),
      'pickup.errors.pickupTooFar',
    );
    one(
      'a pickup time off the slots',
      () => ({ pickup: localTime(2, '12:10') }),
      'pickup.errors.pickupTime',
    );
    one(
      'a pickup time that is not one',
      () => ({ pickup: 'tomorrow' }),
      'pickup.errors.pickupTime',
    );
    one('a megabyte note', () => ({ note: MEGABYTE }), 'pickup.errors.noteTooLong');
    one(
      'a megabyte note on a line',
      (o) => ({ lines: [{ ...haneeth(1, [o['Saffron rice']!])[0], note: MEGABYTE }] }),
      'pickup.errors.noteTooLong',
    );
    one(
      'a restaurant that does not exist',
      () => ({ locationSlug: 'atlantis' }),
      'pickup.errors.notTaking',
    );
    one(
      'a restaurant that is not open yet',
      () => ({ locationSlug: 'sterling-heights' }),
      'pickup.errors.notTaking',
    );
    one('a way to pay that is not one', () => ({ paymentMethod: 'cheque' }), 'errors.invalidInput');
    one(
      'a total the guest was never shown',
      () => ({ expectedTotal: 1 }),
      'pickup.errors.totalChanged',
    );
    one(
      'a total in dollars, not whole cents',
      () => ({ expectedTotal: 8.47 }),
      'errors.invalidInput',
    );
    // Tips (East Dearborn takes them with a card payment: 10, 15 or 20%, or an amount).
    const card = { paymentMethod: 'card' };
    one(
      'a tip below zero',
      () => ({ ...card, tip: { kind: 'amount', amount: -100 } }),
      'pickup.errors.tipNegative',
    );
    one(
      'a tip of 150%',
      () => ({ ...card, tip: { kind: 'percent', percent: 150 } }),
      'pickup.errors.tipTooLarge',
    );
    one(
      'a tip over $500',
      (o) => ({
        ...card,
        lines: haneeth(20, [o['Saffron rice']!]),
        tip: { kind: 'amount', amount: 50_001 },
      }),
      'pickup.errors.tipTooLarge',
    );
    one(
      'a tip of a share not offered',
      () => ({ ...card, tip: { kind: 'percent', percent: 12 } }),
      'pickup.errors.tipInvalid',
    );
    one(
      'a tip with a payment at the counter',
      () => ({ tip: { kind: 'percent', percent: 15 } }),
      'pickup.errors.tipNotTaken',
    );
    // Promo codes (made by prepareCodes): each rule refused with its own message.
    const coded = (kind: string, promoCode: string, message: string) =>
      cases.push({
        endpoint: `pickup checkout · ${locale}`,
        kind,
        locale,
        prepare: prepareCodes,
        send: async (ctx) => {
          const o = await optionIds(ctx);
          return callCheckout(
            ctx,
            JSON.stringify([
              checkout({ language: locale, lines: haneeth(1, [o['Saffron rice']!]), promoCode }),
            ]),
          );
        },
        expect: { refused: true, message },
        good: placeGood,
      });
    coded('an unknown promo code', 'NO-SUCH-CODE', 'pickup.errors.codeUnknown');
    coded('a promo code of a megabyte', MEGABYTE, 'pickup.errors.codeUnknown');
    coded('an expired promo code', 'CORPUS-GONE', 'pickup.errors.codeExpired');
    coded('a promo code not valid yet', 'CORPUS-LATER', 'pickup.errors.codeNotYet');
    coded(
      'a promo code of another restaurant',
      'corpus-there',
      'pickup.errors.codeOtherRestaurant',
    );
    coded(
      'a used-up promo code, typed in lower case with spaces',
      ' corpus-once ',
      'pickup.errors.codeUsedUp',
    );
    // The checkout's "Apply" (a code checked against the cart, nothing written).
    const applied = (kind: string, body: (o: Record<string, string>) => object, message: string) =>
      cases.push({
        endpoint: `promo code at checkout · ${locale}`,
        kind,
        locale,
        prepare: prepareCodes,
        send: async (ctx) =>
          request(`${ctx.url}${CHECKOUT_PAGE}`, {
            method: 'POST',
            from: ctx.from,
            headers: {
              'content-type': 'text/plain;charset=UTF-8',
              accept: 'text/x-component',
              'next-action': ctx.actionId('applyPromoCode'),
              origin: ctx.url,
            },
            body: JSON.stringify([
              {
                locationSlug: 'east-dearborn',
                language: locale,
                lines: [],
                ...body(await optionIds(ctx)),
              },
            ]),
          }),
        expect: { refused: true, message },
        good: placeGood,
      });
    applied(
      'an unknown code',
      (o) => ({ lines: haneeth(1, [o['Saffron rice']!]), promoCode: 'NO-SUCH-CODE' }),
      'pickup.errors.codeUnknown',
    );
    applied(
      'a code of a megabyte',
      (o) => ({ lines: haneeth(1, [o['Saffron rice']!]), promoCode: MEGABYTE }),
      'pickup.errors.codeUnknown',
    );
    applied(
      'a code of another restaurant',
      (o) => ({ lines: haneeth(1, [o['Saffron rice']!]), promoCode: 'CORPUS-THERE' }),
      'pickup.errors.codeOtherRestaurant',
    );
    applied('no code at all', () => ({ promoCode: '   ' }), 'pickup.errors.codeUnknown');
    // The ordering page's pickup chooser asks for the times open (nothing written).
    const times = (kind: string, locationSlug: unknown) =>
      cases.push({
        endpoint: `pickup times · ${locale}`,
        kind,
        locale,
        send: (ctx) =>
          request(`${ctx.url}/locations/east-dearborn/order`, {
            method: 'POST',
            from: ctx.from,
            headers: {
              'content-type': 'text/plain;charset=UTF-8',
              accept: 'text/x-component',
              'next-action': ctx.actionId('pickupTimes'),
              origin: ctx.url,
            },
            body: JSON.stringify([{ locationSlug, language: locale }]),
          }),
        expect: { refused: true, message: 'pickup.errors.notTaking' },
        good: placeGood,
      });
    times('the times of a restaurant that does not exist', 'no-such-restaurant');
    times('the times of a restaurant named by a megabyte', MEGABYTE);
    times('the times of a restaurant named by a number', 42);
    one(
      'a breakfast dish (served 7 to 11 AM) for an evening pickup',
      () => ({
        lines: [{ kind: 'item', slug: 'shakshuka-breakfast', quantity: 1, optionIds: [] }],
        pickup: localTime(2, '19:00'),
      }),
      'pickup.errors.cartChanged',
    );
    one('no phone', () => ({ phone: '' }), 'validation.phoneRequired');
    one('an e-mail that is not one', () => ({ email: 'guest@' }), 'validation.emailInvalid');

    // After the restaurant's last orders (an hour before its 10 PM closing here).
    let lastOrdersAt: Context | null = null;
    cases.push({
      endpoint: `pickup checkout · ${locale}`,
      kind: 'a pickup after the restaurant’s last orders',
      locale,
      prepare: async (ctx) => {
        lastOrdersAt = ctx;
        await ctx.db.query(
          "update locations set last_order_minutes = 60 where slug = 'east-dearborn'",
        );
      },
      send: async (ctx) => {
        const o = await optionIds(ctx);
        return callCheckout(
          ctx,
          JSON.stringify([
            checkout({
              language: locale,
              lines: haneeth(1, [o['Saffron rice']!]),
              pickup: localTime(2, '21:15'),
            }),
          ]),
        );
      },
      expect: { refused: true, message: 'pickup.errors.pickupAfterLastOrders' },
      good: placeGood,
      cleanup: async () => {
        await lastOrdersAt?.db.query(
          "update locations set last_order_minutes = 0 where slug = 'east-dearborn'",
        );
      },
    });

    // Below the restaurant's minimum order ($20 here): two qishr ($7.98); the good order, a
    // haneeth ($26.99), reaches it.
    let minimumSetAt: Context | null = null;
    cases.push({
      endpoint: `pickup checkout · ${locale}`,
      kind: 'an order below the restaurant’s minimum',
      locale,
      prepare: async (ctx) => {
        minimumSetAt = ctx;
        await ctx.db.query("update locations set minimum_order = 20 where slug = 'east-dearborn'");
      },
      send: (ctx) =>
        callCheckout(
          ctx,
          JSON.stringify([
            checkout({
              language: locale,
              lines: [{ kind: 'item', slug: 'qishr', quantity: 2, optionIds: [] }],
            }),
          ]),
        ),
      expect: { refused: true, message: 'pickup.errors.belowMinimum' },
      good: placeGood,
      cleanup: async () => {
        await minimumSetAt?.db.query(
          "update locations set minimum_order = null where slug = 'east-dearborn'",
        );
      },
    });
  }
  return cases;
}
