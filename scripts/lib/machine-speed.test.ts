import { describe, expect, it } from 'vitest';
import { indexSetFor, matchesSpeed, standsFor } from './machine-speed.mjs';

describe("a run's machine speed", () => {
  it('gives the index a slowdown was set for (4x on a machine of index 1,000)', () => {
    const cases: [number, number][] = [
      // slowdown, index it was set for
      [4, 1000],
      [7.1, 1775],
      [10.3, 2575],
      [5.2, 1300],
    ];
    for (const [slowdown, index] of cases)
      expect(indexSetFor(slowdown, 4, 1000)).toBeCloseTo(index, 6);
    expect(indexSetFor(0, 4, 1000)).toBeNull();
    expect(indexSetFor(Number.NaN, 4, 1000)).toBeNull();
  });

  it('gives the device a run stands for', () => {
    const cases: [number, number, number][] = [
      // the run's own index, slowdown, the index of the machine the run stands for
      [1778, 7.1, 1002],
      [1196, 7.1, 674],
      [1929, 7.1, 1087],
      [2583, 10.3, 1003],
      [1000, 4, 1000],
    ];
    for (const [index, slowdown, device] of cases)
      expect(standsFor(index, slowdown, 4)).toBe(device);
    expect(standsFor(0, 4, 4)).toBeNull();
  });

  it('sets aside a run made at another speed than its slowdown was set for', () => {
    const cases: [number | null | undefined, number | null, boolean][] = [
      // the run's own index, the index its slowdown was set for, counted
      [1778, 1775, true],
      [1420, 1775, true], // 20% slower: the edge, counted
      [1419, 1775, false],
      [2130, 1775, true], // 20% faster
      [2131, 1775, false],
      [1196, 1775, false],
      [1929, 1775, true],
      [undefined, 1775, true], // the run did not say: nothing to compare
      [1196, null, true], // a slowdown given by hand follows no index
    ];
    for (const [index, setFor, counted] of cases) expect(matchesSpeed(index, setFor)).toBe(counted);
  });
});
