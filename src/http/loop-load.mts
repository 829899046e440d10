import { performance } from 'node:perf_hooks';

/**
 * How busy the event loop is: the share of the last window it spent working rather than waiting
 * for something to do (Node's event-loop utilisation), smoothed over a few windows. When the
 * process has more work than its core can do, requests wait before any code of ours sees them (in
 * the kernel's accept queue), so a line of our own cannot tell; the loop's load can. Near 1, every
 * new request waits for the ones before it.
 */
export type LoopLoad = {
  /** The smoothed share of time the loop is busy, from 0 to 1. */
  readonly busy: () => number;
  readonly stop: () => void;
};

export function watchLoopLoad(windowMs = 100): LoopLoad {
  let smoothed = 0;
  let last = performance.eventLoopUtilization();
  const timer = setInterval(() => {
    const now = performance.eventLoopUtilization();
    const window = performance.eventLoopUtilization(now, last).utilization;
    last = now;
    smoothed = smoothed * 0.7 + window * 0.3;
  }, windowMs);
  timer.unref();
  return { busy: () => smoothed, stop: () => clearInterval(timer) };
}
