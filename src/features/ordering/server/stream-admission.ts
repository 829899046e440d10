import 'server-only';

/**
 * How many kitchen streams one session and one client address may hold open on this instance.
 * A stream holds a connection and looks at the database every few seconds: a kitchen has a few
 * tablets (each its own session), and one session needs one screen, two while a tab reloads.
 * Counted per instance, as what a stream uses (connections, the database pool) is per instance.
 */
export const STREAMS_PER_SESSION = 3;
export const STREAMS_PER_ADDRESS = 12;

const bySession = new Map<string, number>();
const byAddress = new Map<string, number>();

const add = (counts: Map<string, number>, key: string, by: number) => {
  const next = (counts.get(key) ?? 0) + by;
  if (next <= 0) counts.delete(key);
  else counts.set(key, next);
};

/**
 * Takes a place for a new stream of this session from this address: a `release` to call once
 * when the stream ends, or null when either already holds its most.
 */
export function admitStream(sessionId: string, address: string): (() => void) | null {
  if ((bySession.get(sessionId) ?? 0) >= STREAMS_PER_SESSION) return null;
  if ((byAddress.get(address) ?? 0) >= STREAMS_PER_ADDRESS) return null;
  add(bySession, sessionId, 1);
  add(byAddress, address, 1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    add(bySession, sessionId, -1);
    add(byAddress, address, -1);
  };
}

/** Streams open on this instance (metrics, tests). */
export function openStreamCount(): number {
  let total = 0;
  for (const n of bySession.values()) total += n;
  return total;
}
