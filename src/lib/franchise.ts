import { formatDollars } from './format';

/** Spec 9: franchise figures, in US dollars. */
export const FRANCHISE_COSTS = {
  items: [
    { key: 'franchiseFee', range: [35_000, 50_000] },
    { key: 'buildOut', range: [250_000, 400_000] },
    { key: 'inventory', range: [15_000, 25_000] },
    { key: 'workingCapital', range: [50_000, 75_000] },
    { key: 'marketing', range: [20_000, 35_000] },
  ],
  total: [370_000, 585_000],
} as const;

export const FRANCHISE_MINIMUMS = { liquidCapital: 150_000, netWorth: 500_000 } as const;

/** $35,000 - $50,000 */
export function formatUsdRange([low, high]: readonly [number, number]): string {
  return `${formatDollars(low)} - ${formatDollars(high)}`;
}
