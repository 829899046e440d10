import { describe, expect, it } from 'vitest';
import { formatPrice, formatWholePrice } from './format';

describe('prices', () => {
  it('shows signature prices with cents', () => {
    expect(formatPrice(26.99)).toBe('$26.99');
    expect(formatPrice(8.99)).toBe('$8.99');
  });
  it('rounds menu prices to whole dollars', () => {
    expect(formatWholePrice(26.99)).toBe('$27');
    expect(formatWholePrice(9.49)).toBe('$9');
    expect(formatWholePrice(9.5)).toBe('$10');
  });
});
