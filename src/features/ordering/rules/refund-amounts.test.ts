import { describe, expect, it } from 'vitest';
import { asCents, type Cents } from '@/lib/money';
import {
  linesRefund,
  netOfRefunds,
  refundLeft,
  shareOf,
  type RefundableOrder,
} from './refund-amounts';

const c = (value: number): Cents => asCents(value);

// $31.96 of food (one $15.98 dish, two $7.99 ones), 10% off ($3.20), 6% tax on $28.76 ($1.73),
// a 15% tip ($4.79): $35.28 paid.
const paid: RefundableOrder = {
  subtotal: c(3196),
  discount: c(320),
  tax: c(173),
  tip: c(479),
  total: c(3528),
  refunded: c(0),
};
const lines = [
  { id: 'lamb', quantity: 1, lineTotal: c(1598) },
  { id: 'tea', quantity: 2, lineTotal: c(1598) },
];

// $10.00 of three teas, no tax, no code, no tip.
const noExtras: RefundableOrder = {
  subtotal: c(1000),
  discount: c(0),
  tax: c(0),
  tip: c(0),
  total: c(1000),
  refunded: c(0),
};
const threeTeas = [{ id: 'three', quantity: 3, lineTotal: c(1000) }];

describe('a refund of chosen lines', () => {
  // Written out: food, its discount share, its tax share, the amount given back.
  const table: {
    name: string;
    order: RefundableOrder;
    lines?: { id: string; quantity: number; lineTotal: Cents }[];
    chosen: { lineId: string; quantity: number }[];
    expected: [food: number, discount: number, tax: number, amount: number];
  }[] = [
    {
      name: 'the one lamb dish: $15.98 less $1.60, tax $0.865 rounded up',
      order: paid,
      chosen: [{ lineId: 'lamb', quantity: 1 }],
      expected: [1598, 160, 87, 1525],
    },
    {
      name: 'one tea of two: $7.99 less $0.80, tax $0.4325 rounded down',
      order: paid,
      chosen: [{ lineId: 'tea', quantity: 1 }],
      expected: [799, 80, 43, 762],
    },
    {
      name: 'both teas',
      order: paid,
      chosen: [{ lineId: 'tea', quantity: 2 }],
      expected: [1598, 160, 87, 1525],
    },
    {
      name: 'every line: all but the tip',
      order: paid,
      chosen: [
        { lineId: 'lamb', quantity: 1 },
        { lineId: 'tea', quantity: 2 },
      ],
      expected: [3196, 320, 173, 3049],
    },
    {
      name: 'after $30.00 refunded already: only the $5.28 left',
      order: { ...paid, refunded: c(3000) },
      chosen: [{ lineId: 'lamb', quantity: 1 }],
      expected: [1598, 160, 87, 528],
    },
    {
      name: 'a third of a $10.00 line, no tax, no code',
      order: noExtras,
      lines: threeTeas,
      chosen: [{ lineId: 'three', quantity: 1 }],
      expected: [333, 0, 0, 333],
    },
    {
      name: 'two thirds of a $10.00 line: $6.666 rounded up',
      order: noExtras,
      lines: threeTeas,
      chosen: [{ lineId: 'three', quantity: 2 }],
      expected: [667, 0, 0, 667],
    },
    {
      name: 'a 100% code: nothing of the food was paid, the tip stays',
      order: { ...noExtras, subtotal: c(2000), discount: c(2000), tip: c(300), total: c(300) },
      lines: [{ id: 'three', quantity: 3, lineTotal: c(2000) }],
      chosen: [{ lineId: 'three', quantity: 3 }],
      expected: [2000, 2000, 0, 0],
    },
  ];
  it.each(table)('$name', ({ order, lines: own, chosen, expected }) => {
    const found = linesRefund(order, own ?? lines, chosen);
    expect(found).toEqual({
      ok: true,
      food: expected[0],
      discount: expected[1],
      tax: expected[2],
      amount: expected[3],
    });
  });

  it('refuses a line the order does not have, one named twice, or more than was ordered', () => {
    expect(linesRefund(paid, lines, [])).toEqual({ ok: false, problem: 'noLines' });
    expect(linesRefund(paid, lines, [{ lineId: 'soup', quantity: 1 }])).toEqual({
      ok: false,
      problem: 'unknownLine',
    });
    expect(
      linesRefund(paid, lines, [
        { lineId: 'tea', quantity: 1 },
        { lineId: 'tea', quantity: 1 },
      ]),
    ).toEqual({ ok: false, problem: 'unknownLine' });
    expect(linesRefund(paid, lines, [{ lineId: 'tea', quantity: 3 }])).toEqual({
      ok: false,
      problem: 'tooMany',
    });
    expect(linesRefund(paid, lines, [{ lineId: 'tea', quantity: 0 }])).toEqual({
      ok: false,
      problem: 'tooMany',
    });
  });
});

describe('shares and what is left', () => {
  it('rounds half a cent up, and nothing of nothing', () => {
    expect(shareOf(c(5), 1, 2)).toBe(3);
    expect(shareOf(c(1), 1, 2)).toBe(1);
    expect(shareOf(c(1), 1, 3)).toBe(0);
    expect(shareOf(c(173), 0, 2876)).toBe(0);
    expect(shareOf(c(0), 0, 0)).toBe(0);
  });

  it('leaves the total less what was refunded', () => {
    expect(refundLeft(paid)).toBe(3528);
    expect(refundLeft({ ...paid, refunded: c(3528) })).toBe(0);
  });
});

describe('sales and tips net of refunds', () => {
  it('takes a refund off the sales first, then off the tip', () => {
    expect(netOfRefunds({ ...paid })).toEqual({ sales: 3049, tip: 479 });
    expect(netOfRefunds({ ...paid, refunded: c(1525) })).toEqual({ sales: 1524, tip: 479 });
    expect(netOfRefunds({ ...paid, refunded: c(3200) })).toEqual({ sales: 0, tip: 328 });
    expect(netOfRefunds({ ...paid, refunded: c(3528) })).toEqual({ sales: 0, tip: 0 });
  });
});
