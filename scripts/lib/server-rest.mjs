// Whether the server under measurement has finished its own work. On one machine the browser and
// the server share the CPU: a page's first visit leaves the server compressing the page and its
// scripts (Brotli at full quality, up to a second a file) and resizing its pictures, and a
// browser measured meanwhile runs slower for it. A phone never shares its CPU with the server.
import fs from 'node:fs';

/**
 * The CPU time a process has used, user and system, in the kernel's ticks, from the text of
 * /proc/PID/stat; null where it says nothing usable. The process's name (second field) is in
 * parentheses and may hold spaces and parentheses itself, so the fields are read after its last.
 */
export function parseProcessStat(text) {
  const end = text.lastIndexOf(')');
  if (end < 0) return null;
  // After the name: state (field 3) ... utime (14), stime (15).
  const fields = text
    .slice(end + 1)
    .trim()
    .split(/\s+/);
  const [utime, stime] = [Number(fields[11]), Number(fields[12])];
  if (!Number.isInteger(utime) || !Number.isInteger(stime)) return null;
  return utime + stime;
}

/** The CPU ticks process `pid` has used so far, or null (no such process, no /proc). */
export function processTicks(pid) {
  try {
    return parseProcessStat(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return null;
  }
}

/**
 * Waits until `readTicks()` has grown by at most `slackTicks` over `quietMs` (the process at
 * rest), or `timeoutMs` has passed. Resolves with whether it came to rest; at once (true) where
 * the ticks cannot be read.
 * @param {() => number | null} readTicks
 * @param {{ quietMs?: number, slackTicks?: number, intervalMs?: number, timeoutMs?: number,
 *   sleep?: (ms: number) => Promise<void>, now?: () => number }} [options]
 */
export async function waitForRest(
  readTicks,
  {
    quietMs = 600,
    slackTicks = 2,
    intervalMs = 100,
    timeoutMs = 30_000,
    sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    now = () => Date.now(),
  } = {},
) {
  const started = now();
  let mark = readTicks();
  if (mark === null) return true;
  let markedAt = started;
  while (now() - started < timeoutMs) {
    await sleep(intervalMs);
    const ticks = readTicks();
    if (ticks === null) return true;
    if (ticks - mark > slackTicks) {
      mark = ticks;
      markedAt = now();
    } else if (now() - markedAt >= quietMs) {
      return true;
    }
  }
  return false;
}
