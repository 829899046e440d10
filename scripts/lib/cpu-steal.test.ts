import { describe, expect, it } from 'vitest';
import { parseCpuLine, stealPercent } from './cpu-steal.mjs';

describe('CPU steal', () => {
  it('reads the steal and total ticks of /proc/stat', () => {
    const text = 'cpu  100 5 50 800 10 0 5 30 0 0\ncpu0 50 2 25 400 5 0 2 15 0 0\nintr 12345\n';
    // user 100 + nice 5 + system 50 + idle 800 + iowait 10 + irq 0 + softirq 5 + steal 30
    expect(parseCpuLine(text)).toEqual({ steal: 30, total: 1000 });
  });

  it('knows nothing where the file says nothing usable', () => {
    expect(parseCpuLine('')).toBeNull();
    expect(parseCpuLine('cpu0 1 2 3\n')).toBeNull();
    expect(parseCpuLine('cpu  1 2 3\n')).toBeNull();
  });

  it('gives the share stolen between two readings', () => {
    const cases: [number, number, number, number, number | null][] = [
      // steal before, total before, steal after, total after, percent
      [30, 1000, 530, 2000, 50],
      [30, 1000, 30, 2000, 0],
      [0, 0, 1, 3, 33.3],
      [30, 1000, 30, 1000, null],
    ];
    for (const [s0, t0, s1, t1, expected] of cases)
      expect(stealPercent({ steal: s0, total: t0 }, { steal: s1, total: t1 })).toBe(expected);
    expect(stealPercent(null, { steal: 1, total: 2 })).toBeNull();
  });
});
