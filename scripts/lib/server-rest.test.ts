import { describe, expect, it } from 'vitest';
import { parseProcessStat, processTicks, waitForRest } from './server-rest.mjs';

/** A clock the test moves: `sleep` advances it. */
function clock() {
  let t = 0;
  return { now: () => t, sleep: async (ms: number) => void (t += ms) };
}

describe('the server at rest (npm run lighthouse)', () => {
  it('reads the user and system ticks of /proc/PID/stat, also after a name with spaces and parentheses', () => {
    // pid (name) state ppid pgrp session tty tpgid flags minflt cminflt majflt cmajflt utime stime
    expect(parseProcessStat('42 (node) S 1 42 42 0 -1 4194560 900 0 3 0 1500 250 0 0 20 0')).toBe(
      1750,
    );
    expect(parseProcessStat('42 (next (a) b) R 1 42 42 0 -1 0 0 0 0 0 7 5 0 0')).toBe(12);
    expect(parseProcessStat('')).toBeNull();
    expect(parseProcessStat('42 (node) S 1 2')).toBeNull();
  });

  it('reads this process’s own ticks, and nothing for a process that is not there', () => {
    expect(processTicks(process.pid)).toBeGreaterThanOrEqual(0);
    expect(processTicks(2 ** 22 + 12_345)).toBeNull();
  });

  it('waits while the ticks grow and resolves once they have been still for the quiet time', async () => {
    const c = clock();
    // Busy for the first second (10 ticks a poll), then still.
    const ticks = () => (c.now() < 1000 ? c.now() / 10 : 100);
    expect(await waitForRest(ticks, { ...c, quietMs: 600, intervalMs: 100 })).toBe(true);
    expect(c.now()).toBeGreaterThanOrEqual(1600);
    expect(c.now()).toBeLessThanOrEqual(1800);
  });

  it('counts a tick or two as rest, and gives up on a process that never rests', async () => {
    const idle = clock();
    expect(await waitForRest(() => Math.floor(idle.now() / 400), { ...idle })).toBe(true);
    expect(idle.now()).toBeLessThanOrEqual(700);
    const busy = clock();
    expect(await waitForRest(() => busy.now(), { ...busy, timeoutMs: 5000 })).toBe(false);
    expect(busy.now()).toBe(5000);
  });

  it('does not wait where the ticks cannot be read', async () => {
    const c = clock();
    expect(await waitForRest(() => null, { ...c })).toBe(true);
    expect(c.now()).toBe(0);
  });
});
