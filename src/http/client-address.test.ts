import { describe, expect, it } from 'vitest';
import { normalizeAddress, resolveClientAddress } from './client-address.mts';

describe('client address', () => {
  it('ignores X-Forwarded-For when no proxy is trusted', () => {
    expect(resolveClientAddress('198.51.100.1', '::ffff:127.0.0.1', 0)).toBe('127.0.0.1');
    expect(resolveClientAddress(undefined, '10.0.0.5', 0)).toBe('10.0.0.5');
  });

  it('behind one proxy takes the address that proxy saw, not what the client wrote', () => {
    // The client wrote "1.2.3.4"; our proxy appended the real peer 203.0.113.9.
    expect(resolveClientAddress('1.2.3.4, 203.0.113.9', '10.0.0.2', 1)).toBe('203.0.113.9');
    expect(resolveClientAddress('203.0.113.9', '10.0.0.2', 1)).toBe('203.0.113.9');
  });

  it('behind two proxies skips both', () => {
    expect(resolveClientAddress('6.6.6.6, 203.0.113.9, 10.0.0.1', '10.0.0.2', 2)).toBe(
      '203.0.113.9',
    );
  });

  it('a proxy that sent no header leaves the socket chain', () => {
    expect(resolveClientAddress(undefined, '10.0.0.2', 1)).toBe('10.0.0.2');
    expect(resolveClientAddress(['5.5.5.5', '203.0.113.9'], '10.0.0.2', 1)).toBe('203.0.113.9');
  });

  it('normalises IPv4-mapped IPv6 and case', () => {
    expect(normalizeAddress(' ::FFFF:192.0.2.1 ')).toBe('192.0.2.1');
    expect(normalizeAddress('2001:DB8::1')).toBe('2001:db8::1');
  });
});
