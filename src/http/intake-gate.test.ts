import { afterEach, describe, expect, it, vi } from 'vitest';
import { IntakeGate } from './intake-gate.mts';

afterEach(() => {
  vi.useRealTimers();
});

describe('IntakeGate', () => {
  it('runs up to its concurrency at once and lets a waiting post in when one finishes', async () => {
    const gate = new IntakeGate({ concurrency: 2, queue: 5, maxWaitMs: 1_000 });
    const first = await gate.admit();
    const second = await gate.admit();
    expect(first).not.toBeNull();
    expect(second).not.toBeNull();
    expect(gate.inFlight).toBe(2);

    const third = gate.admit();
    expect(gate.queued).toBe(1);
    first!();
    first!(); // twice: the place is given back once
    const admitted = await third;
    expect(admitted).not.toBeNull();
    expect(gate.inFlight).toBe(2);
    expect(gate.queued).toBe(0);
  });

  it('refuses at once when the line is full', async () => {
    const gate = new IntakeGate({ concurrency: 1, queue: 1, maxWaitMs: 1_000 });
    await gate.admit();
    void gate.admit();
    const started = Date.now();
    expect(await gate.admit()).toBeNull();
    expect(Date.now() - started).toBeLessThan(50);
  });

  it('refuses a post that waited too long, and serves the line in order', async () => {
    vi.useFakeTimers();
    const gate = new IntakeGate({ concurrency: 1, queue: 3, maxWaitMs: 500 });
    const running = await gate.admit();
    const order: string[] = [];
    const a = gate.admit().then((r) => (order.push(r ? 'a' : 'a refused'), r));
    vi.advanceTimersByTime(300);
    const b = gate.admit().then((r) => (order.push(r ? 'b' : 'b refused'), r));
    vi.advanceTimersByTime(250); // a has waited 550 ms, b 250 ms
    expect(await a).toBeNull();
    running!();
    expect(await b).not.toBeNull();
    expect(order).toEqual(['a refused', 'b']);
    expect(gate.queued).toBe(0);
    expect(gate.inFlight).toBe(1);
  });
});

describe('IntakeGate when the process is behind', () => {
  it('refuses a flood of posts until the load falls, but not a few posts', async () => {
    let behind = true;
    const gate = new IntakeGate({
      concurrency: 2,
      queue: 100,
      maxWaitMs: 1_000,
      overloaded: () => behind,
    });
    // A few posts while the process is busy with other work: taken.
    const few = await Promise.all([gate.admit(), gate.admit()]);
    expect(few.every(Boolean)).toBe(true);
    few.forEach((release) => release!());
    // Many posts in a second while it stays busy: refused at once.
    const flood = await Promise.all(Array.from({ length: 10 }, () => gate.admit()));
    expect(flood.filter((release) => release === null).length).toBeGreaterThanOrEqual(5);
    flood.forEach((release) => release?.());
    behind = false;
    expect(await gate.admit()).not.toBeNull();
  });
});
