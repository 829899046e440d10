import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from '@/lib/form-data';
import { locationPriceSchema, parseLocationPrice } from './menu-at';

const ids = {
  id: '4b7d3a52-8a7e-4c1f-9f55-0e3f0c6a1b11',
  locationId: '9d1f2c33-5b6a-4e7d-8c9b-1a2b3c4d5e6f',
};

describe("a restaurant's price as typed", () => {
  // typed -> stored price in cents, or the field's message (dish or combo price).
  const TABLE: [unknown, number | null | string][] = [
    ['12.50', 1250],
    ['12.5', 1250],
    ['12', 1200],
    [' $12.50 ', 1250],
    ['0.07', 7],
    ['28.61', 2861],
    [15, 1500],
    ['0', 0],
    ['10000', 1_000_000],
    ['10000.00', 1_000_000],
    ['', null],
    ['   ', null],
    [null, null],
    [undefined, null],
    ['10000.01', 'admin.validation.priceTooHigh'],
    ['25000', 'admin.validation.priceTooHigh'],
    ['-1', 'admin.validation.pricePositive'],
    ['-0.01', 'admin.validation.pricePositive'],
    ['12.505', 'admin.validation.priceDecimals'],
    ['1.999', 'admin.validation.priceDecimals'],
    ['twelve', 'admin.validation.priceNotNumber'],
    ['12,50', 'admin.validation.priceNotNumber'],
    ['1e3', 'admin.validation.priceNotNumber'],
    ['0x10', 'admin.validation.priceNotNumber'],
    ['Infinity', 'admin.validation.priceNotNumber'],
    ['NaN', 'admin.validation.priceNotNumber'],
    ['12.', 'admin.validation.priceNotNumber'],
    [['12', '13'], 'admin.validation.priceNotNumber'],
    [{ price: 12 }, 'admin.validation.priceNotNumber'],
    [true, 'admin.validation.priceNotNumber'],
  ];

  it.each(TABLE)('%j -> %j', (typed, expected) => {
    const parsed = parseLocationPrice(typed, { adjustment: false });
    expect(parsed.ok ? parsed.price : parsed.message).toBe(expected);
  });

  it("lets an option's adjustment be negative, within $10,000 either way", () => {
    const adjust = (typed: string) => {
      const parsed = parseLocationPrice(typed, { adjustment: true });
      return parsed.ok ? parsed.price : parsed.message;
    };
    expect(adjust('-1.50')).toBe(-150);
    expect(adjust('-$2')).toBe(-200);
    expect(adjust('-10000')).toBe(-1_000_000);
    expect(adjust('-10000.5')).toBe('admin.validation.adjustmentTooHigh');
    expect(adjust('-0')).toBe(0);
  });

  it("reports on the price field, for the dish's kind", () => {
    const refused = locationPriceSchema.safeParse({ kind: 'item', ...ids, price: '-3' });
    expect(refused.success).toBe(false);
    expect(fieldErrorsOf(refused.error!.issues)).toEqual({
      price: 'admin.validation.pricePositive',
    });
    for (const price of [['12'], { amount: 12 }, '9'.repeat(1_000_000)]) {
      const odd = locationPriceSchema.safeParse({ kind: 'item', ...ids, price });
      expect(fieldErrorsOf(odd.error!.issues)).toEqual({
        price: 'admin.validation.priceNotNumber',
      });
    }
    expect(locationPriceSchema.parse({ kind: 'option', ...ids, price: '-3' })).toMatchObject({
      price: -300,
    });
    expect(locationPriceSchema.safeParse({ kind: 'drink', ...ids, price: '3' }).success).toBe(
      false,
    );
  });
});
