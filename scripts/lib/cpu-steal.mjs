// How much of this machine's CPU other machines took while a measurement ran: a virtual machine's
// "steal" time (Linux, /proc/stat). A shared host that takes half the CPU mid-run slows every
// task the measurement times, after Lighthouse measured the machine's speed for that run.
import fs from 'node:fs';

/**
 * The CPU counters of /proc/stat's first line, or null where there is none: the time stolen
 * and the time in all (idle included), in the kernel's ticks.
 */
export function parseCpuLine(text) {
  const line = text.split('\n').find((l) => l.startsWith('cpu '));
  if (!line) return null;
  const fields = line.trim().split(/\s+/).slice(1, 9).map(Number);
  if (fields.length < 8 || fields.some((n) => !Number.isFinite(n))) return null;
  return { steal: fields[7], total: fields.reduce((a, b) => a + b, 0) };
}

export function cpuCounters() {
  try {
    return parseCpuLine(fs.readFileSync('/proc/stat', 'utf8'));
  } catch {
    return null;
  }
}

/** The share of the CPU stolen between two readings, in percent (null when unknown). */
export function stealPercent(before, after) {
  if (!before || !after) return null;
  const total = after.total - before.total;
  if (total <= 0) return null;
  return Math.round(((after.steal - before.steal) * 1000) / total) / 10;
}
