import { describe, expect, it } from 'vitest';
import { asCents } from '@/lib/money';
import {
  amountLines,
  discountOn,
  orderAmounts,
  tipProblem,
  TIP_MAX_CENTS,
  type Discount,
  type Tip,
} from './order-amounts';

const off = (percent: number): Discount => ({ kind: 'percent', percent });
const dollarsOff = (cents: number): Discount => ({ kind: 'amount', amount: asCents(cents) });
const tipped = (percent: number): Tip => ({ kind: 'percent', percent });
const tipOf = (cents: number): Tip => ({ kind: 'amount', amount: asCents(cents) });

/**
 * Carts written out by hand, in cents: subtotal, tax rate %, the code's discount, the tip, then
 * what the guest pays: [discount, tax, tip, total]. Tax is on the subtotal less the discount; the
 * tip on the subtotal before it; every amount rounded once, halves up.
 */
const CARTS: [string, number, number, Discount | null, Tip, [number, number, number, number]][] = [
  ['nothing taken off, no tip', 2500, 6, null, { kind: 'none' }, [0, 150, 0, 2650]],
  // 10% of 3450 = 345; 6% of 3105 = 186.3; 15% of 3450 = 517.5 (a half: up).
  ['10% off over $30 and a 15% tip', 3450, 6, off(10), tipped(15), [345, 186, 518, 3809]],
  ['a 100% code', 1800, 6, off(100), { kind: 'none' }, [1800, 0, 0, 0]],
  ['a 100% code still tipped', 1800, 6, off(100), tipped(20), [1800, 0, 360, 360]],
  [
    '$15 off a $9 cart: capped at the subtotal',
    900,
    6,
    dollarsOff(1500),
    { kind: 'none' },
    [900, 0, 0, 0],
  ],
  ['$5 off', 2000, 6, dollarsOff(500), { kind: 'none' }, [500, 90, 0, 1590]],
  ['a restaurant that charges no tax, tipped', 2000, 0, null, tipped(10), [0, 0, 200, 2200]],
  ['no tax, 25% off', 4000, 0, off(25), { kind: 'none' }, [1000, 0, 0, 3000]],
  // 6% of 1125 = 67.5: up.
  ['tax of half a cent after the code', 1250, 6, off(10), { kind: 'none' }, [125, 68, 0, 1193]],
  // 10% of 1005 = 100.5: up; 6% of 904 = 54.24.
  ['a discount of half a cent', 1005, 6, off(10), { kind: 'none' }, [101, 54, 0, 958]],
  ['a tip of half a cent', 1005, 0, null, tipped(10), [0, 0, 101, 1106]],
  ['a tip of an amount', 2000, 6, null, tipOf(300), [0, 120, 300, 2420]],
  // 8.875% of 9999 = 887.41.
  ['a rate to a thousandth', 9999, 8.875, null, { kind: 'none' }, [0, 887, 0, 10886]],
  // 15% of 9999 = 1499.85; 8.875% of 8499 = 754.28625.
  [
    'a rate to a thousandth after 15% off',
    9999,
    8.875,
    off(15),
    { kind: 'none' },
    [1500, 754, 0, 9253],
  ],
  // 20% of 4321 = 864.2; 8.875% of 4321 = 383.48875.
  ['a 20% tip at 8.875%', 4321, 8.875, null, tipped(20), [0, 383, 864, 5568]],
  // 33.333% of 3000 = 999.99.
  ['a third off', 3000, 6, off(33.333), { kind: 'none' }, [1000, 120, 0, 2120]],
  ['one cent: every share rounds to nothing', 1, 6, off(10), tipped(15), [0, 0, 0, 1]],
  // 50% of 50 = 25; 7% of 25 = 1.75; 20% of 50 = 10.
  ['fifty cents, half off, tipped', 50, 7, off(50), tipped(20), [25, 2, 10, 37]],
  // 7% of 121456 = 8501.92; 15% of 123456 = 18518.4.
  [
    'a party’s order, $20 off, 15% tip',
    123456,
    7,
    dollarsOff(2000),
    tipped(15),
    [2000, 8502, 18518, 148476],
  ],
  [
    'a code for the whole subtotal, an amount tipped',
    1500,
    6,
    dollarsOff(1500),
    tipOf(200),
    [1500, 0, 200, 200],
  ],
  // 0.25% of 2000 = 5.
  [
    'a quarter of a percent of tax after 20% off',
    2500,
    0.25,
    off(20),
    { kind: 'none' },
    [500, 5, 0, 2005],
  ],
  [
    'a negative amount off takes nothing off',
    1000,
    6,
    dollarsOff(-500),
    { kind: 'none' },
    [0, 60, 0, 1060],
  ],
];

describe('an order’s money, cart by cart', () => {
  it.each(CARTS)('%s', (_, subtotal, taxRatePercent, discount, tip, [d, tax, t, total]) => {
    expect(orderAmounts({ subtotal: asCents(subtotal), taxRatePercent, discount, tip })).toEqual({
      subtotal,
      discount: d,
      rewardDiscount: 0,
      tax,
      tip: t,
      total,
    });
  });

  it('adds up: subtotal less the discount, plus tax and tip, is the total, in every cart', () => {
    for (const [, subtotal, taxRatePercent, discount, tip] of CARTS) {
      const a = orderAmounts({ subtotal: asCents(subtotal), taxRatePercent, discount, tip });
      expect(a.subtotal - a.discount + a.tax + a.tip).toBe(a.total);
      expect(a.discount).toBeLessThanOrEqual(a.subtotal);
      expect(a.total).toBeGreaterThanOrEqual(0);
    }
  });

  /**
   * A loyalty reward comes off what the code left, before tax, and never below nothing: subtotal,
   * the code, the reward's value -> [discount in all, the reward's part, tax, total] at 6%.
   */
  const REWARDS: [string, number, Discount | null, number, [number, number, number, number]][] = [
    ['$5 reward on $15.98', 1598, null, 500, [500, 500, 66, 1164]],
    // 10% of 2000 = 200; the reward's $5 of 1800 left; 6% of 1300 = 78.
    ['10% code then a $5 reward', 2000, off(10), 500, [700, 500, 78, 1378]],
    ['$10 reward on a $7.99 cart', 799, null, 1000, [799, 799, 0, 0]],
    ['$5 code, $5 reward on $8', 800, dollarsOff(500), 500, [800, 300, 0, 0]],
    ['a 100% code leaves the reward nothing', 1800, off(100), 500, [1800, 0, 0, 0]],
  ];
  it.each(REWARDS)('%s', (_, subtotal, discount, reward, [d, r, tax, total]) => {
    expect(
      orderAmounts({
        subtotal: asCents(subtotal),
        taxRatePercent: 6,
        discount,
        reward: asCents(reward),
      }),
    ).toEqual({ subtotal, discount: d, rewardDiscount: r, tax, tip: 0, total });
  });

  it('takes no discount without a code', () => {
    expect(discountOn(asCents(1000), null)).toBe(0);
  });
});

describe('a tip the server refuses', () => {
  // subtotal, tip -> the problem (null: taken)
  const TIPS: [number, Tip, ReturnType<typeof tipProblem>][] = [
    [1000, { kind: 'none' }, null],
    [1000, tipped(15), null],
    [1000, tipped(100), null],
    [1000, tipped(100.001), 'too-large'],
    [1000, tipped(-5), 'negative'],
    [1000, tipOf(-1), 'negative'],
    [1000, tipOf(1000), null],
    [1000, tipOf(1001), 'too-large'], // more than the whole subtotal
    [100_000, tipOf(50_000), null],
    [100_000, tipOf(50_001), 'too-large'], // over $500
    [400_000, tipped(15), 'too-large'], // $600: over $500
    [1000, tipped(Number.NaN), 'invalid'],
    [1000, { kind: 'amount', amount: 2.5 as never }, 'invalid'],
  ];
  it.each(TIPS)('on %d cents: %o is %s', (subtotal, tip, problem) => {
    expect(tipProblem(asCents(subtotal), tip)).toBe(problem);
  });

  it('caps a tip at $500', () => {
    expect(TIP_MAX_CENTS).toBe(50_000);
  });
});

describe('an order’s money, line by line', () => {
  it('leaves out a discount and a tip there are none of, and keeps tax even at 0', () => {
    const c = asCents;
    expect(amountLines({ subtotal: c(1598), tax: c(0), total: c(1598) })).toEqual([
      { key: 'subtotal', amount: 1598 },
      { key: 'tax', amount: 0 },
      { key: 'total', amount: 1598 },
    ]);
    expect(
      amountLines({
        subtotal: c(3000),
        discount: c(300),
        tax: c(162),
        tip: c(450),
        total: c(3312),
      }),
    ).toEqual([
      { key: 'subtotal', amount: 3000 },
      { key: 'discount', amount: 300 },
      { key: 'tax', amount: 162 },
      { key: 'tip', amount: 450 },
      { key: 'total', amount: 3312 },
    ]);
  });

  it('shows a reward on a line of its own, apart from the code’s discount', () => {
    const c = asCents;
    expect(
      amountLines({
        subtotal: c(2000),
        discount: c(700),
        rewardDiscount: c(500),
        tax: c(78),
        total: c(1378),
      }).map((line) => [line.key, line.amount]),
    ).toEqual([
      ['subtotal', 2000],
      ['discount', 200],
      ['reward', 500],
      ['tax', 78],
      ['total', 1378],
    ]);
  });
});
