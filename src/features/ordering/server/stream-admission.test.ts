import { expect, it } from 'vitest';
import {
  admitStream,
  openStreamCount,
  STREAMS_PER_ADDRESS,
  STREAMS_PER_SESSION,
} from './stream-admission';

it('admits a few live streams per session and per address, and frees each place once', () => {
  expect([STREAMS_PER_SESSION, STREAMS_PER_ADDRESS]).toEqual([3, 12]);
  const held = [1, 2, 3].map(() => admitStream('session-a', '198.51.100.1'));
  expect(held.every(Boolean)).toBe(true);
  // A fourth of the same session is refused, from any address.
  expect(admitStream('session-a', '198.51.100.1')).toBeNull();
  expect(admitStream('session-a', '203.0.113.9')).toBeNull();
  // Released (twice: counted once), one place comes back.
  held[0]!();
  held[0]!();
  const again = admitStream('session-a', '198.51.100.1');
  expect(again).not.toBeNull();
  expect(admitStream('session-a', '198.51.100.1')).toBeNull();

  // Many sessions from one address: twelve in all, then refused.
  const others = Array.from({ length: 20 }, (_, n) => admitStream(`s-${n}`, '198.51.100.1'));
  expect(others.filter(Boolean)).toHaveLength(STREAMS_PER_ADDRESS - 3);
  expect(openStreamCount()).toBe(STREAMS_PER_ADDRESS);

  for (const release of [...held, again, ...others]) release?.();
  expect(openStreamCount()).toBe(0);
});
