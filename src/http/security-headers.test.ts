import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { inBothLanguages, PUBLIC_PAGES, publicRoutes } from '../../tests/support/public-routes';
import {
  baseSecurityHeaders,
  contentSecurityPolicy,
  appScriptHashes,
  defaultHeaders,
  sharedPageOpenerPolicy,
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

  it('hashes only the scripts the app writes, in their known shapes', () => {
    const next = [
      '(self.__next_f=self.__next_f||[]).push([0])',
      'self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n"])',
      '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["a.js"]});',
    ];
    const injected = [
      'alert(document.cookie)',
      'self.__next_f.push([1,"x"]);alert(1)',
      'self.__next_f.push(alert(1))',
      '(self.__next_f=self.__next_f||[]).push([0]);fetch("//evil.example")',
    ];
    const html = `<html><head>${next.map((body) => `<script>${body}</script>`).join('')}
      <script src="/x.js"></script><script type="application/ld+json">{"@type":"Menu"}</script>
      </head><body><p>A dish</p>${injected.map((body) => `<script>${body}</script>`).join('')}
      <SCRIPT type="module">m()</SCRIPT></body></html>`;
    const { hashes, foreign } = appScriptHashes(html);
    expect(hashes.sort()).toEqual(next.map(sha).sort());
    for (const body of injected) expect(hashes).not.toContain(sha(body));
    // The injected ones and the module script: not the app's, left blocked.
    expect(foreign).toBe(injected.length + 1);
  });

  it("tells the framework's scripts of a shape it does not know (this render's nonce) from injected ones", () => {
    const html =
      '<html><body><script nonce="n0nce">self.__next_f.push([1,"x"])</script>' +
      '<script nonce="n0nce">self.__next_s=self.__next_s||[];__next_s.push([0])</script>' +
      '<script nonce="other">alert(1)</script><script>alert(2)</script></body></html>';
    expect(appScriptHashes(html, 'n0nce')).toMatchObject({ foreign: 3, nonced: 1 });
    expect(appScriptHashes(html)).toMatchObject({ foreign: 3, nonced: 0 });
  });
});

describe('the front’s headers are defaults', () => {
  it('a route’s own Referrer-Policy is sent, however it sets it; others get the front’s', async () => {
    const server = http.createServer((req, res) => {
      defaultHeaders(res, baseSecurityHeaders({ https: false }));
      if (req.url === '/set') res.setHeader('referrer-policy', 'no-referrer');
      if (req.url === '/given') res.writeHead(200, { 'Referrer-Policy': 'no-referrer' });
      if (req.url === '/raw') res.writeHead(200, ['referrer-policy', 'no-referrer']);
      res.end('ok');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const policyOf = async (path: string) =>
      (await fetch(`http://127.0.0.1:${port}${path}`)).headers.get('referrer-policy');
    try {
      expect(await policyOf('/set')).toBe('no-referrer');
      expect(await policyOf('/given')).toBe('no-referrer');
      expect(await policyOf('/raw')).toBe('no-referrer');
      expect(await policyOf('/other')).toBe('strict-origin-when-cross-origin');
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('which public pages other windows may keep a handle on', () => {
  it('places every page of the public site', () => {
    const routes = publicRoutes()
      .map(({ route }) => route)
      .sort();
    expect(routes).toEqual(Object.keys(PUBLIC_PAGES).sort());
  });

  it('lets go of shared pages read in either language, and of nothing else', () => {
    for (const [route, { path: pathname, shared }] of Object.entries(PUBLIC_PAGES)) {
      for (const address of inBothLanguages(pathname)) {
        for (const method of ['GET', 'HEAD']) {
          expect(sharedPageOpenerPolicy(method, address), `${method} ${address} (${route})`).toBe(
            shared ? 'unsafe-none' : null,
          );
        }
        // The answer to a post is the visitor's own (their form, its errors, their thanks).
        expect(sharedPageOpenerPolicy('POST', address), `POST ${address}`).toBeNull();
      }
    }
    expect(sharedPageOpenerPolicy('GET', '/orders')).toBeNull();
    expect(sharedPageOpenerPolicy('GET', '/ordersheet')).toBe('unsafe-none');
    expect(sharedPageOpenerPolicy('GET', '/subscriptionsx')).toBe('unsafe-none');
    expect(sharedPageOpenerPolicy('GET', '/accounts-payable')).toBe('unsafe-none');
  });

  it('keeps every other answer away from other windows', () => {
    expect(baseSecurityHeaders({ https: true })['cross-origin-opener-policy']).toBe('same-origin');
  });
});
