import { describe, expect, it } from 'vitest';
import {
  addToCart,
  cartCount,
  cartText,
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
import { asCents } from '@/lib/money';

const mandi: OrderingDish = {
  kind: 'item',
  key: 'lamb-mandi',
  name: 'Lamb Mandi',
  description: '',
  price: asCents(2499),
  soldOut: false,
  photo: null,
  facts: null,
  groups: [
    {
      name: 'Rice',
      required: true,
      min: 1,
      max: 1,
      options: [
        { id: 'saffron', name: 'Saffron rice', price: asCents(0), soldOut: false },
        { id: 'extra', name: 'Extra rice', price: asCents(300), soldOut: false },
      ],
    },
    {
      name: 'Sides',
      required: false,
      min: 0,
      max: 2,
      options: [
        { id: 'bread', name: 'Tanoor bread', price: asCents(150), soldOut: false },
        { id: 'zhug', name: 'Zhug', price: asCents(100), soldOut: false },
        { id: 'hilba', name: 'Hilba', price: asCents(200), soldOut: false },
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
  unitPrice: asCents(2499),
  ...change,
});

describe('a dish’s choices', () => {
  it('prices one of it with its surcharges, in cents', () => {
    expect(unitPriceOf(mandi, [])).toBe(2499);
    expect(unitPriceOf(mandi, ['extra', 'bread', 'zhug'])).toBe(3049);
    // An id the dish does not offer adds nothing (the server refuses it).
    expect(unitPriceOf(mandi, ['saffron', 'someone-elses'])).toBe(2499);
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
      lines: [
        entry({ quantity: 2 }),
        entry({ key: 'bread', unitPrice: asCents(150), optionIds: [] }),
      ],
    };
    // 49.98 + 1.50 = 51.48; 6% = 3.0888 → 3.09; total 54.57.
    expect(cartTotals(cart, 6)).toEqual({
      subtotal: asCents(5148),
      tax: asCents(309),
      total: asCents(5457),
    });
  });

  it('sends the server what was chosen and never what it costs', () => {
    const cart = {
      restaurant: 'canton',
      lines: [
        entry({ quantity: 2, note: 'well done' }),
        entry({ kind: 'combo', key: 'c-1', optionIds: [], unitPrice: asCents(9900) }),
      ],
    };
    expect(checkoutLines(cart)).toEqual([
      { kind: 'item', slug: 'lamb-mandi', quantity: 2, optionIds: ['saffron'], note: 'well done' },
      { kind: 'combo', id: 'c-1', quantity: 1 },
    ]);
  });
});

describe('a cart read back from the browser', () => {
  const kept = (lines: unknown[], version: unknown = 2) =>
    JSON.stringify({ version, restaurant: 'canton', lines });

  it('reads a cart it wrote', () => {
    const cart = { restaurant: 'canton', lines: [entry()] };
    expect(cartText(cart)).toBe(kept([entry()]));
    expect(parseCart(cartText(cart))).toEqual(cart);
    expect(cartText(EMPTY_CART)).toBeNull();
  });

  it('drops what is not a cart, and lines of the wrong shape', () => {
    const cases: [string | null, number][] = [
      [null, 0],
      ['', 0],
      ['not json', 0],
      ['[]', 0],
      ['{"version": 2, "restaurant": 5, "lines": []}', 0],
      [kept([entry({ quantity: 0 })]), 0],
      [kept([entry({ quantity: 51 })]), 0],
      [kept([entry({ quantity: 1.5 })]), 0],
      [kept([entry({ note: 'x'.repeat(201) })]), 0],
      [kept([{ ...entry(), kind: 'gift' }]), 0],
      [kept([{ ...entry(), unitPrice: 'free' }]), 0],
      // Prices are whole cents: 24.99 is a cart of the dollars shape, not a price.
      [kept([{ ...entry(), unitPrice: 24.99 }]), 0],
      [kept([entry(), { kind: 'item' }]), 1],
      [kept(Array(60).fill(entry())), 40],
    ];
    for (const [text, lines] of cases) expect(parseCart(text).lines).toHaveLength(lines);
  });

  it('reads no cart kept before prices were cents, nor of a shape to come', () => {
    // A cart of the first shape (no version, dollars): its $12 dish would be read as 12 cents.
    const dollars = JSON.stringify({
      restaurant: 'canton',
      lines: [{ ...entry(), unitPrice: 12 }],
    });
    expect(parseCart(dollars)).toEqual(EMPTY_CART);
    expect(parseCart(kept([entry()], 1))).toEqual(EMPTY_CART);
    expect(parseCart(kept([entry()], 3))).toEqual(EMPTY_CART);
    expect(parseCart(kept([entry()], '2'))).toEqual(EMPTY_CART);
  });
});
