import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  baseSecurityHeaders,
  contentSecurityPolicy,
  inlineScriptHashes,
} from './security-headers.mts';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('security headers', () => {
  it('sends HSTS only for an https site', () => {
    expect(baseSecurityHeaders({ https: false })).not.toHaveProperty('strict-transport-security');
    expect(baseSecurityHeaders({ https: true })['strict-transport-security']).toMatch(/max-age=/);
    expect(baseSecurityHeaders({ https: false })).toMatchObject({
      'x-frame-options': 'DENY',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
    });
  });

  it('allows no inline script it was not told about, and no framing', () => {
    const policy = contentSecurityPolicy({ scriptSources: [], https: false });
    expect(policy).toContain("script-src 'self';");
    expect(policy).not.toContain("unsafe-inline'; s"); // scripts never get unsafe-inline
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
  });

  it('hashes the inline scripts a browser would run, not data blocks or files', () => {
    const html = `<html><script>self.a=1</script><script src="/x.js"></script>
      <script type="application/ld+json">{"@type":"Menu"}</script>
      <script id="_R_" >console.log(2)</script><SCRIPT type="module">m()</SCRIPT></html>`;
    expect(inlineScriptHashes(html).sort()).toEqual(
      [sha('self.a=1'), sha('console.log(2)'), sha('m()')].sort(),
    );
  });
});
