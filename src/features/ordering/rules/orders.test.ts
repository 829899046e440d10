import { describe, expect, it } from 'vitest';
import { priceCart, taxOn, type CartLine, type OrderMenu } from './orders';

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
      price: 25.99,
      soldOut: false,
      options: [
        {
          nameEn: 'Rice',
          nameAr: 'الأرز',
          required: true,
          minSelect: 1,
          maxSelect: 1,
          options: [
            { id: RICE.white, nameEn: 'White', nameAr: 'أبيض', priceDelta: 0, soldOut: false },
            { id: RICE.yellow, nameEn: 'Yellow', nameAr: 'أصفر', priceDelta: 1.5, soldOut: false },
          ],
        },
        {
          nameEn: 'Extras',
          nameAr: 'إضافات',
          required: false,
          minSelect: 0,
          maxSelect: 2,
          options: [
            { id: EXTRA.honey, nameEn: 'Honey', nameAr: 'عسل', priceDelta: 0.75, soldOut: false },
            { id: EXTRA.bread, nameEn: 'Bread', nameAr: 'خبز', priceDelta: 1.25, soldOut: true },
          ],
        },
      ],
    },
    {
      slug: 'hummus',
      nameEn: 'Hummus',
      nameAr: 'حمص',
      price: 7.99,
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
              priceDelta: 0.5,
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
      price: 3.49,
      soldOut: true,
      options: [],
    },
  ],
  combos: [
    {
      id: 'd4444444-0000-4000-8000-000000000001',
      nameEn: 'Family Tray',
      nameAr: 'صينية',
      basePrice: 59.99,
      soldOut: false,
    },
    {
      id: 'd4444444-0000-4000-8000-000000000002',
      nameEn: 'Feast',
      nameAr: 'وليمة',
      basePrice: 119.99,
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
    [12.5, 6, 0.75],
    [10, 6, 0.6],
    [0.08, 6, 0], // 0.48 of a cent
    [0.09, 6, 0.01], // 0.54 of a cent: halves and more round up
    [25, 0.25, 0.06], // 6.25 cents
    [99.99, 8.875, 8.87], // 887.41 cents
    [100, 0, 0],
    [1234.56, 7, 86.42], // 8641.92 cents
  ];
  it.each(TABLE)('$%d at %d%% is $%d', (subtotal, rate, tax) => {
    expect(taxOn(subtotal, rate)).toBe(tax);
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
          unitPrice: 25.99,
          options: [
            { id: RICE.yellow, nameEn: 'Yellow', nameAr: 'أصفر', price: 1.5 },
            { id: EXTRA.honey, nameEn: 'Honey', nameAr: 'عسل', price: 0.75 },
          ],
          quantity: 2,
          note: null,
          lineTotal: 56.48, // (25.99 + 1.50 + 0.75) × 2
        },
        {
          kind: 'combo',
          key: MENU.combos[0]!.id,
          nameEn: 'Family Tray',
          nameAr: 'صينية',
          unitPrice: 59.99,
          options: [],
          quantity: 1,
          note: null,
          lineTotal: 59.99,
        },
        {
          kind: 'item',
          key: 'lamb-mandi',
          nameEn: 'Lamb Mandi',
          nameAr: 'مندي لحم',
          unitPrice: 25.99,
          options: [{ id: RICE.white, nameEn: 'White', nameAr: 'أبيض', price: 0 }],
          quantity: 1,
          note: 'no onions',
          lineTotal: 25.99,
        },
      ],
      subtotal: 142.46,
      tax: 8.55, // 854.76 cents
      total: 151.01,
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
