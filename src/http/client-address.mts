/**
 * The client's address, as the process that accepts connections sees it. Nothing a client sends
 * is trusted unless the operator says how many proxies in front of us append to X-Forwarded-For
 * (TRUSTED_PROXY_HOPS); each of those is trusted to report the address it received from.
 */

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
