import { describe, expect, it } from 'vitest';
import { formatPrice, formatWholePrice } from './format';
import { asCents } from './money';

describe('prices', () => {
  it('shows signature prices with cents', () => {
    expect(formatPrice(asCents(2699))).toBe('$26.99');
    expect(formatPrice(asCents(899))).toBe('$8.99');
  });
  it('rounds menu prices to whole dollars', () => {
    expect(formatWholePrice(asCents(2699))).toBe('$27');
    expect(formatWholePrice(asCents(949))).toBe('$9');
    expect(formatWholePrice(asCents(950))).toBe('$10');
  });
});
