import { describe, expect, it } from 'vitest';
import { asCents, centsOfDecimal, decimalOfCents, dollarsOf, sumCents, timesCents } from './money';

describe('money in cents', () => {
  it("reads the database's numeric text exactly", () => {
    const table: [string, number][] = [
      ['12.50', 1250],
      ['12.5', 1250],
      ['3', 300],
      ['0.07', 7],
      ['-0.75', -75],
      ['10000.00', 1_000_000],
      // A float would make these 28.610000000000003 or 1.1499999999999999 cents apart.
      ['28.61', 2861],
      ['1.15', 115],
    ];
    for (const [text, expected] of table) expect(centsOfDecimal(text)).toBe(expected);
  });

  it('refuses what is not an amount', () => {
    for (const text of ['', '12.505', 'abc', '1e3', '12,50', '.5']) {
      expect(() => centsOfDecimal(text)).toThrow(RangeError);
    }
    expect(() => asCents(12.5)).toThrow(RangeError);
  });

  it('writes two decimals back', () => {
    const table: [number, string][] = [
      [1250, '12.50'],
      [7, '0.07'],
      [-75, '-0.75'],
      [0, '0.00'],
      [1_000_000, '10000.00'],
    ];
    for (const [value, expected] of table) expect(decimalOfCents(asCents(value))).toBe(expected);
  });

  it('adds and multiplies in whole cents, and gives dollars only to show', () => {
    expect(sumCents([asCents(1999), asCents(1), asCents(-500)])).toBe(1500);
    expect(timesCents(asCents(2861), 3)).toBe(8583);
    expect(dollarsOf(asCents(2861))).toBe(28.61);
  });
});
