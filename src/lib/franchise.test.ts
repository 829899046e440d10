import { describe, expect, it } from 'vitest';
import { FRANCHISE_COSTS, formatUsdRange } from './franchise';

describe('franchise figures', () => {
  it('add up to the published total investment', () => {
    const low = FRANCHISE_COSTS.items.reduce((n, i) => n + i.range[0], 0);
    const high = FRANCHISE_COSTS.items.reduce((n, i) => n + i.range[1], 0);
    expect([low, high]).toEqual([...FRANCHISE_COSTS.total]);
    expect(formatUsdRange(FRANCHISE_COSTS.total)).toBe('$370,000 - $585,000');
  });
});
