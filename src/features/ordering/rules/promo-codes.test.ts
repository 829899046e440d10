import { describe, expect, it } from 'vitest';
import { asCents } from '@/lib/money';
import {
  codeRefusal,
  normalizeCode,
  CODE_PATTERN,
  type CodeUsage,
  type PromoCode,
} from './promo-codes';

const CODE: PromoCode = {
  code: 'SAVE10',
  discount: { kind: 'percent', percent: 10 },
  minSubtotal: asCents(3000),
  validFrom: '2027-06-01T00:00',
  validUntil: '2027-07-01T00:00',
  locationIds: ['canton', 'la'],
  maxUses: 5,
  usesPerGuest: 1,
  firstOrderOnly: false,
  forOneGuest: false,
  active: true,
};
const FRESH = { uses: 0, guestUses: 0, guestOrders: 0, otherGuest: false };
/** Tuesday 15 June 2027, 6 PM in Detroit (UTC-4). */
const EVENING = new Date('2027-06-15T22:00:00Z');
const order = (change: Partial<Parameters<typeof codeRefusal>[1]> = {}) => ({
  subtotal: asCents(3500),
  locationId: 'canton',
  timeZone: 'America/Detroit',
  now: EVENING,
  ...change,
});

describe('a promo code typed by a guest', () => {
  it.each([
    ['save10', 'SAVE10'],
    ['  Save 10 ', 'SAVE10'],
    ['ramadan-2027', 'RAMADAN-2027'],
    ['s\tave\n10', 'SAVE10'],
  ])('%j is %j', (typed, stored) => {
    expect(normalizeCode(typed)).toBe(stored);
    expect(CODE_PATTERN.test(stored)).toBe(true);
  });

  it('is refused when it cannot be one', () => {
    for (const typed of ['AB', 'SAVE_10', 'خصم', 'X'.repeat(25), 'SAVE10%']) {
      expect(CODE_PATTERN.test(normalizeCode(typed)), typed).toBe(false);
    }
  });
});

describe('whether an order may use a code', () => {
  // What changes -> the guest's message (written out), or null: taken.
  const TABLE: [string, PromoCode | null, ReturnType<typeof order>, CodeUsage, object | null][] = [
    ['every rule met', CODE, order(), FRESH, null],
    ['a code that does not exist', null, order(), FRESH, { message: 'pickup.errors.codeUnknown' }],
    [
      'a code switched off',
      { ...CODE, active: false },
      order(),
      FRESH,
      { message: 'pickup.errors.codeUnknown' },
    ],
    [
      'another restaurant',
      CODE,
      order({ locationId: 'east-dearborn' }),
      FRESH,
      { message: 'pickup.errors.codeOtherRestaurant' },
    ],
    [
      'a code for every restaurant',
      { ...CODE, locationIds: null },
      order({ locationId: 'x' }),
      FRESH,
      null,
    ],
    [
      // 11:59 PM on 31 May in Detroit: not yet.
      'a minute before it starts',
      CODE,
      order({ now: new Date('2027-06-01T03:59:00Z') }),
      FRESH,
      { message: 'pickup.errors.codeNotYet', values: { date: '2027-06-01', time: '00:00' } },
    ],
    ['the minute it starts', CODE, order({ now: new Date('2027-06-01T04:00:00Z') }), FRESH, null],
    [
      // Midnight in Detroit is still 9 PM the day before in Los Angeles: each restaurant's clock.
      'its start in another restaurant’s clock',
      CODE,
      order({
        locationId: 'la',
        timeZone: 'America/Los_Angeles',
        now: new Date('2027-06-01T04:00:00Z'),
      }),
      FRESH,
      { message: 'pickup.errors.codeNotYet', values: { date: '2027-06-01', time: '00:00' } },
    ],
    ['the last minute', CODE, order({ now: new Date('2027-07-01T03:59:00Z') }), FRESH, null],
    [
      'when it has ended',
      CODE,
      order({ now: new Date('2027-07-01T04:00:00Z') }),
      FRESH,
      { message: 'pickup.errors.codeExpired' },
    ],
    ['exactly its minimum', CODE, order({ subtotal: asCents(3000) }), FRESH, null],
    [
      'a cent under its minimum',
      CODE,
      order({ subtotal: asCents(2999) }),
      FRESH,
      { message: 'pickup.errors.codeMinimum', values: { minimum: 3000 } },
    ],
    ['its last use', CODE, order(), { ...FRESH, uses: 4 }, null],
    ['used up', CODE, order(), { ...FRESH, uses: 5 }, { message: 'pickup.errors.codeUsedUp' }],
    [
      'used by this guest already',
      CODE,
      order(),
      { ...FRESH, uses: 1, guestUses: 1 },
      { message: 'pickup.errors.codeUsedByYou' },
    ],
    [
      'without limits',
      { ...CODE, maxUses: null, usesPerGuest: null },
      order(),
      { uses: 900, guestUses: 40, guestOrders: 40, otherGuest: false },
      null,
    ],
    [
      'first orders only, for a guest who ordered before',
      { ...CODE, firstOrderOnly: true },
      order(),
      { ...FRESH, guestOrders: 1 },
      { message: 'pickup.errors.codeFirstOrder' },
    ],
    ['first orders only, for a new guest', { ...CODE, firstOrderOnly: true }, order(), FRESH, null],
    [
      "made for one guest, typed with another's address",
      { ...CODE, forOneGuest: true },
      order(),
      { ...FRESH, otherGuest: true },
      { message: 'pickup.errors.codeNotYours' },
    ],
    ['made for one guest, typed with theirs', { ...CODE, forOneGuest: true }, order(), FRESH, null],
    [
      'made for one guest and switched off',
      { ...CODE, forOneGuest: true, active: false },
      order(),
      { ...FRESH, otherGuest: true },
      { message: 'pickup.errors.codeUnknown' },
    ],
  ];
  it.each(TABLE)('%s', (_, code, placed, usage, expected) => {
    expect(codeRefusal(code, placed, usage)).toEqual(expected);
  });
});
