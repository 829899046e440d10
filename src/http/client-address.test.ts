import { describe, expect, it } from 'vitest';
import { appLink } from './app-link.mts';
import {
  clientAddress,
  normalizeAddress,
  rateLimitAddress,
  resolveClientAddress,
} from './client-address.mts';

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

  it('counts an IPv6 client by its /64, an IPv4 client by its address', () => {
    const table: [string, string][] = [
      ['203.0.113.9', '203.0.113.9'],
      ['::ffff:203.0.113.9', '203.0.113.9'],
      ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
      ['2001:db8:1:2:ffff:ffff:ffff:ffff', '2001:db8:1:2::/64'],
      ['2001:0DB8:0001:0002::1', '2001:db8:1:2::/64'],
      ['2001:db8::1', '2001:db8:0:0::/64'],
      ['::1', '0:0:0:0::/64'],
      ['fe80::1%eth0', 'fe80:0:0:0::/64'],
      ['unknown', 'unknown'],
    ];
    for (const [address, counted] of table) expect(rateLimitAddress(address)).toBe(counted);
  });

  it('the app reads the address only from the front server, never from a client', () => {
    const headers = new Headers({ 'x-forwarded-for': '198.51.100.7' });
    const link = appLink();
    const front = link.front;
    try {
      // Without the front in this process the header may be the client's own: not trusted.
      link.front = null;
      expect(clientAddress(headers)).toBe('unknown');
      link.front = { trustedProxyHops: 0 };
      expect(clientAddress(headers)).toBe('198.51.100.7');
    } finally {
      link.front = front;
    }
  });
});
