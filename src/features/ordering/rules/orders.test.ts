import { describe, expect, it } from 'vitest';
import { belowMinimum, priceCart, taxOn, type CartLine, type OrderMenu } from './orders';
import { asCents } from '@/lib/money';

const RICE = {
  white: 'a1111111-0000-4000-8000-000000000001',
  yellow: 'a1111111-0000-4000-8000-000000000002',
};
const EXTRA = {
  honey: 'b2222222-0000-4000-8000-000000000001',
  bread: 'b2222222-0000-4000-8000-000000000002',
};
const OTHER_DISH_OPTION = 'c3333333-0000-4000-8000-000000000001';

/** A restaurant's menu as the server reads it (its own prices and sold-out marks applied). */
const MENU: OrderMenu = {
  dishes: [
    {
      slug: 'lamb-mandi',
      nameEn: 'Lamb Mandi',
      nameAr: 'مندي لحم',
      price: asCents(2599),
      soldOut: false,
      options: [
        {
          nameEn: 'Rice',
          nameAr: 'الأرز',
          required: true,
          minSelect: 1,
          maxSelect: 1,
          options: [
            {
              id: RICE.white,
              nameEn: 'White',
              nameAr: 'أبيض',
              priceDelta: asCents(0),
              soldOut: false,
            },
            {
              id: RICE.yellow,
              nameEn: 'Yellow',
              nameAr: 'أصفر',
              priceDelta: asCents(150),
              soldOut: false,
            },
          ],
        },
        {
          nameEn: 'Extras',
          nameAr: 'إضافات',
          required: false,
          minSelect: 0,
          maxSelect: 2,
          options: [
            {
              id: EXTRA.honey,
              nameEn: 'Honey',
              nameAr: 'عسل',
              priceDelta: asCents(75),
              soldOut: false,
            },
            {
              id: EXTRA.bread,
              nameEn: 'Bread',
              nameAr: 'خبز',
              priceDelta: asCents(125),
              soldOut: true,
            },
          ],
        },
      ],
    },
    {
      slug: 'hummus',
      nameEn: 'Hummus',
      nameAr: 'حمص',
      price: asCents(799),
      soldOut: false,
      options: [
        {
          nameEn: 'Side',
          nameAr: 'جانبي',
          required: false,
          minSelect: 0,
          maxSelect: 1,
          options: [
            {
              id: OTHER_DISH_OPTION,
              nameEn: 'Pita',
              nameAr: 'خبز',
              priceDelta: asCents(50),
              soldOut: false,
            },
          ],
        },
      ],
    },
    {
      slug: 'adeni-tea',
      nameEn: 'Adeni Tea',
      nameAr: 'شاي عدني',
      price: asCents(349),
      soldOut: true,
      options: [],
    },
  ],
  combos: [
    {
      id: 'd4444444-0000-4000-8000-000000000001',
      nameEn: 'Family Tray',
      nameAr: 'صينية',
      basePrice: asCents(5999),
      soldOut: false,
    },
    {
      id: 'd4444444-0000-4000-8000-000000000002',
      nameEn: 'Feast',
      nameAr: 'وليمة',
      basePrice: asCents(11999),
      soldOut: true,
    },
  ],
};

const mandi = (optionIds: string[], quantity = 1): CartLine => ({
  kind: 'item',
  slug: 'lamb-mandi',
  quantity,
  optionIds,
});
const tray = (quantity = 1): CartLine => ({ kind: 'combo', id: MENU.combos[0]!.id, quantity });

describe('tax to the cent', () => {
  // subtotal, rate % -> tax (written out, not computed)
  const TABLE: [number, number, number][] = [
    [1250, 6, 75],
    [1000, 6, 60],
    [8, 6, 0], // 0.48 of a cent
    [9, 6, 1], // 0.54 of a cent: halves and more round up
    [2500, 0.25, 6], // 6.25 cents
    [9999, 8.875, 887], // 887.41 cents
    [10000, 0, 0],
    [123456, 7, 8642], // 8641.92 cents
  ];
  it.each(TABLE)('%d cents at %d%% is %d cents', (subtotal, rate, tax) => {
    expect(taxOn(asCents(subtotal), rate)).toBe(tax);
  });
});

describe('a restaurant’s minimum order', () => {
  // subtotal, minimum (cents; null: none) -> what the guest is told is missing, or nothing
  const TABLE: [number, number | null, { minimum: string; missing: string } | null][] = [
    [1000, null, null],
    [0, null, null],
    [1500, 1500, null], // exactly the minimum is enough
    [1501, 1500, null],
    [1499, 1500, { minimum: '$15.00', missing: '$0.01' }],
    [1050, 1500, { minimum: '$15.00', missing: '$4.50' }],
    [0, 1, { minimum: '$0.01', missing: '$0.01' }],
    [2999, 100000, { minimum: '$1,000.00', missing: '$970.01' }],
  ];
  it.each(TABLE)('a subtotal of %d cents against a minimum of %s', (subtotal, minimum, said) => {
    const short = belowMinimum(asCents(subtotal), minimum === null ? null : asCents(minimum));
    expect(short).toEqual(
      said === null ? null : { line: -1, message: 'pickup.errors.belowMinimum', values: said },
    );
  });
});

describe('a cart priced by the server', () => {
  it('prices dishes with their options, combos, quantities, tax and total', () => {
    const priced = priceCart(
      [
        mandi([RICE.yellow, EXTRA.honey], 2),
        tray(),
        { ...mandi([RICE.white]), note: ' no onions ' },
      ],
      MENU,
      6,
    );
    expect(priced).toEqual({
      ok: true,
      lines: [
        {
          kind: 'item',
          key: 'lamb-mandi',
          nameEn: 'Lamb Mandi',
          nameAr: 'مندي لحم',
          unitPrice: asCents(2599),
          options: [
            { id: RICE.yellow, nameEn: 'Yellow', nameAr: 'أصفر', price: asCents(150) },
            { id: EXTRA.honey, nameEn: 'Honey', nameAr: 'عسل', price: asCents(75) },
          ],
          quantity: 2,
          note: null,
          lineTotal: asCents(5648), // (25.99 + 1.50 + 0.75) × 2
        },
        {
          kind: 'combo',
          key: MENU.combos[0]!.id,
          nameEn: 'Family Tray',
          nameAr: 'صينية',
          unitPrice: asCents(5999),
          options: [],
          quantity: 1,
          note: null,
          lineTotal: asCents(5999),
        },
        {
          kind: 'item',
          key: 'lamb-mandi',
          nameEn: 'Lamb Mandi',
          nameAr: 'مندي لحم',
          unitPrice: asCents(2599),
          options: [{ id: RICE.white, nameEn: 'White', nameAr: 'أبيض', price: asCents(0) }],
          quantity: 1,
          note: 'no onions',
          lineTotal: asCents(2599),
        },
      ],
      subtotal: asCents(14246),
      tax: asCents(855), // 854.76 cents
      total: asCents(15101),
    });
  });

  // a cart -> its problems (line, message), written out
  const REFUSED: [string, CartLine[], [number, string][]][] = [
    ['an empty cart', [], [[-1, 'pickup.errors.empty']]],
    ['41 lines', Array.from({ length: 41 }, () => tray()), [[-1, 'pickup.errors.tooManyLines']]],
    ['quantity 0', [tray(0)], [[0, 'pickup.errors.quantity']]],
    ['a negative quantity', [tray(-2)], [[0, 'pickup.errors.quantity']]],
    ['quantity 51', [tray(51)], [[0, 'pickup.errors.quantity']]],
    ['a half', [tray(1.5)], [[0, 'pickup.errors.quantity']]],
    ['a required group left empty', [mandi([])], [[0, 'pickup.errors.choose']]],
    [
      'two of a choose-one group',
      [mandi([RICE.white, RICE.yellow])],
      [[0, 'pickup.errors.tooMany']],
    ],
    [
      'an option of another dish',
      [mandi([RICE.white, OTHER_DISH_OPTION])],
      [[0, 'pickup.errors.optionInvalid']],
    ],
    [
      'an option that does not exist',
      [mandi([RICE.white, 'nope'])],
      [[0, 'pickup.errors.optionInvalid']],
    ],
    [
      'an option sold out here',
      [mandi([RICE.white, EXTRA.bread])],
      [[0, 'pickup.errors.optionSoldOut']],
    ],
    [
      'a dish sold out today',
      [{ kind: 'item', slug: 'adeni-tea', quantity: 1, optionIds: [] }],
      [[0, 'pickup.errors.soldOut']],
    ],
    [
      'a dish not on this menu',
      [{ kind: 'item', slug: 'lamb-chops', quantity: 1, optionIds: [] }],
      [[0, 'pickup.errors.unavailable']],
    ],
    [
      'a combo sold out',
      [{ kind: 'combo', id: MENU.combos[1]!.id, quantity: 1 }],
      [[0, 'pickup.errors.soldOut']],
    ],
    [
      'a combo not on this menu',
      [{ kind: 'combo', id: RICE.white, quantity: 1 }],
      [[0, 'pickup.errors.unavailable']],
    ],
    [
      'good and bad lines: only the bad are named',
      [tray(), mandi([]), tray(0)],
      [
        [1, 'pickup.errors.choose'],
        [2, 'pickup.errors.quantity'],
      ],
    ],
  ];
  it.each(REFUSED)('refuses %s, pricing nothing', (_name, cart, expected) => {
    const priced = priceCart(cart, MENU, 6);
    expect(priced.ok).toBe(false);
    if (priced.ok) return;
    expect(priced.problems.map((p) => [p.line, p.message])).toEqual(expected);
  });

  it('names the dish and the group in the problem, for the guest to read', () => {
    const priced = priceCart([mandi([])], MENU, 6);
    expect(priced).toEqual({
      ok: false,
      problems: [
        {
          line: 0,
          message: 'pickup.errors.choose',
          values: { name: 'Lamb Mandi', group: 'Rice', min: 1, max: 1 },
        },
      ],
    });
  });
});
