import { appLink } from './app-link.mts';

/**
 * The client's address, decided once per request by the process that accepts the connection (the
 * front server): the socket's address, or, behind TRUSTED_PROXY_HOPS proxies, the one the nearest
 * trusted proxy saw. Nothing else a client sends is trusted. The front writes the result as the
 * request's only X-Forwarded-For entry; the app (actions, route handlers, the auth library) reads
 * it there through `clientAddress`, and refuses to start without the front (src/server/boot.ts),
 * so that no path reads a header the client wrote itself.
 */

/** Where the front leaves the address it decided for the app. */
export const CLIENT_ADDRESS_HEADER = 'x-forwarded-for';

/** `::ffff:203.0.113.9` (IPv4 on an IPv6 socket) is the IPv4 address. */
export function normalizeAddress(address: string): string {
  const trimmed = address.trim();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(trimmed);
  return (mapped ? mapped[1]! : trimmed).toLowerCase();
}

/**
 * With no trusted proxy: the socket address. Behind `trustedHops` proxies, each appending the
 * address it received from, the hop list is X-Forwarded-For plus the socket address; the last
 * `trustedHops` entries are our proxies, and the one before them is the client. A header with
 * fewer entries than that (a proxy that did not append) falls back to its first entry.
 */
export function resolveClientAddress(
  forwardedFor: string | string[] | undefined,
  socketAddress: string | undefined,
  trustedHops: number,
): string {
  const socket = normalizeAddress(socketAddress ?? '') || 'unknown';
  if (trustedHops <= 0) return socket;
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? '');
  const hops = header.split(',').map(normalizeAddress).filter(Boolean).concat(socket);
  return hops[Math.max(0, hops.length - 1 - trustedHops)]!;
}

/**
 * The address the front decided for this request, as the app reads it. Without the front in this
 * process (a test calling the app's code directly) it is "unknown": every such caller shares one
 * limit rather than choosing their own.
 */
export function clientAddress(headers: { get(name: string): string | null }): string {
  if (!appLink().front) return 'unknown';
  return headers.get(CLIENT_ADDRESS_HEADER)?.trim() || 'unknown';
}

function expandIpv6(address: string): string[] | null {
  const halves = address.split('::');
  if (halves.length > 2) return null;
  const left = halves[0] ? halves[0].split(':') : [];
  const right = halves.length === 2 && halves[1] ? halves[1].split(':') : [];
  const missing = 8 - left.length - right.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const groups = [...left, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...right];
  return groups.every((group) => /^[0-9a-f]{1,4}$/i.test(group)) ? groups : null;
}

/**
 * What a rate limit counts an address as: an IPv4 address itself; an IPv6 address by its /64,
 * the block one household or server is given, so that stepping through its addresses does not
 * make a new client each time.
 */
export function rateLimitAddress(address: string): string {
  const normal = normalizeAddress(address);
  if (!normal.includes(':')) return normal;
  const groups = expandIpv6(normal.replace(/%.*$/, ''));
  if (!groups) return normal;
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}
