import { describe, expect, it } from 'vitest';
import {
  addToCart,
  cartCount,
  cartTotals,
  checkoutLines,
  choiceProblems,
  EMPTY_CART,
  parseCart,
  removeLine,
  setQuantity,
  unitPriceOf,
  type CartEntry,
  type OrderingDish,
} from './cart';

const mandi: OrderingDish = {
  kind: 'item',
  key: 'lamb-mandi',
  name: 'Lamb Mandi',
  description: '',
  price: 24.99,
  soldOut: false,
  groups: [
    {
      name: 'Rice',
      required: true,
      min: 1,
      max: 1,
      options: [
        { id: 'saffron', name: 'Saffron rice', price: 0, soldOut: false },
        { id: 'extra', name: 'Extra rice', price: 3, soldOut: false },
      ],
    },
    {
      name: 'Sides',
      required: false,
      min: 0,
      max: 2,
      options: [
        { id: 'bread', name: 'Tanoor bread', price: 1.5, soldOut: false },
        { id: 'zhug', name: 'Zhug', price: 1, soldOut: false },
        { id: 'hilba', name: 'Hilba', price: 2, soldOut: false },
      ],
    },
  ],
};

const entry = (change: Partial<CartEntry> = {}): CartEntry => ({
  kind: 'item',
  key: 'lamb-mandi',
  optionIds: ['saffron'],
  quantity: 1,
  note: '',
  name: 'Lamb Mandi',
  optionNames: ['Saffron rice'],
  unitPrice: 24.99,
  ...change,
});

describe('a dish’s choices', () => {
  it('prices one of it with its surcharges, in cents', () => {
    expect(unitPriceOf(mandi, [])).toBe(24.99);
    expect(unitPriceOf(mandi, ['extra', 'bread', 'zhug'])).toBe(30.49);
    // An id the dish does not offer adds nothing (the server refuses it).
    expect(unitPriceOf(mandi, ['saffron', 'someone-elses'])).toBe(24.99);
  });

  it('names each group whose rule is not met', () => {
    expect(choiceProblems(mandi, [])).toEqual([{ group: 0, problem: 'choose' }]);
    expect(choiceProblems(mandi, ['saffron'])).toEqual([]);
    expect(choiceProblems(mandi, ['saffron', 'extra', 'bread', 'zhug', 'hilba'])).toEqual([
      { group: 0, problem: 'tooMany' },
      { group: 1, problem: 'tooMany' },
    ]);
  });
});

describe('the cart', () => {
  it('adds the same dish with the same choices and note to its line, up to 50', () => {
    const one = addToCart(EMPTY_CART, 'canton', entry())!;
    const two = addToCart(one, 'canton', entry({ quantity: 2, optionIds: ['saffron'] }))!;
    expect(two.lines).toHaveLength(1);
    expect(two.lines[0]!.quantity).toBe(3);
    const noted = addToCart(two, 'canton', entry({ note: 'no onions' }))!;
    expect(noted.lines.map((l) => [l.note, l.quantity])).toEqual([
      ['', 3],
      ['no onions', 1],
    ]);
    expect(addToCart(two, 'canton', entry({ quantity: 49 }))!.lines[0]!.quantity).toBe(50);
    expect(cartCount(noted)).toBe(4);
  });

  it('belongs to one restaurant: adding at another starts a new cart', () => {
    const here = addToCart(EMPTY_CART, 'canton', entry({ quantity: 2 }))!;
    const there = addToCart(here, 'west-dearborn', entry({ key: 'hummus', name: 'Hummus' }))!;
    expect(there.restaurant).toBe('west-dearborn');
    expect(there.lines.map((l) => l.key)).toEqual(['hummus']);
  });

  it('holds at most 40 lines', () => {
    let cart = EMPTY_CART;
    for (let i = 0; i < 40; i += 1) cart = addToCart(cart, 'canton', entry({ note: `n${i}` }))!;
    expect(cart.lines).toHaveLength(40);
    expect(addToCart(cart, 'canton', entry({ note: 'one more' }))).toBeNull();
  });

  it('changes quantities within 1 to 50, and removes a line at 0', () => {
    const cart = addToCart(EMPTY_CART, 'canton', entry({ quantity: 2 }))!;
    expect(setQuantity(cart, 0, 7).lines[0]!.quantity).toBe(7);
    expect(setQuantity(cart, 0, 80).lines[0]!.quantity).toBe(50);
    expect(setQuantity(cart, 0, 0)).toEqual(EMPTY_CART);
    expect(removeLine(cart, 0)).toEqual(EMPTY_CART);
  });

  it('totals what it shows, with tax at the restaurant’s rate', () => {
    const cart = {
      restaurant: 'canton',
      lines: [entry({ quantity: 2 }), entry({ key: 'bread', unitPrice: 1.5, optionIds: [] })],
    };
    // 49.98 + 1.50 = 51.48; 6% = 3.0888 → 3.09; total 54.57.
    expect(cartTotals(cart, 6)).toEqual({ subtotal: 51.48, tax: 3.09, total: 54.57 });
  });

  it('sends the server what was chosen and never what it costs', () => {
    const cart = {
      restaurant: 'canton',
      lines: [
        entry({ quantity: 2, note: 'well done' }),
        entry({ kind: 'combo', key: 'c-1', optionIds: [], unitPrice: 99 }),
      ],
    };
    expect(checkoutLines(cart)).toEqual([
      { kind: 'item', slug: 'lamb-mandi', quantity: 2, optionIds: ['saffron'], note: 'well done' },
      { kind: 'combo', id: 'c-1', quantity: 1 },
    ]);
  });
});

describe('a cart read back from the browser', () => {
  const kept = JSON.stringify({ restaurant: 'canton', lines: [entry()] });

  it('reads a cart it wrote', () => {
    expect(parseCart(kept)).toEqual({ restaurant: 'canton', lines: [entry()] });
  });

  it('drops what is not a cart, and lines of the wrong shape', () => {
    const cases: [string | null, number][] = [
      [null, 0],
      ['', 0],
      ['not json', 0],
      ['[]', 0],
      ['{"restaurant": 5, "lines": []}', 0],
      [JSON.stringify({ restaurant: 'canton', lines: [entry({ quantity: 0 })] }), 0],
      [JSON.stringify({ restaurant: 'canton', lines: [entry({ quantity: 51 })] }), 0],
      [JSON.stringify({ restaurant: 'canton', lines: [entry({ quantity: 1.5 })] }), 0],
      [JSON.stringify({ restaurant: 'canton', lines: [entry({ note: 'x'.repeat(201) })] }), 0],
      [JSON.stringify({ restaurant: 'canton', lines: [{ ...entry(), kind: 'gift' }] }), 0],
      [JSON.stringify({ restaurant: 'canton', lines: [{ ...entry(), unitPrice: 'free' }] }), 0],
      [JSON.stringify({ restaurant: 'canton', lines: [entry(), { kind: 'item' }] }), 1],
      [JSON.stringify({ restaurant: 'canton', lines: Array(60).fill(entry()) }), 40],
    ];
    for (const [text, lines] of cases) expect(parseCart(text).lines).toHaveLength(lines);
  });
});
