import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
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
  /**
   * Every page of the public site (src/app/[locale]), with an address of it, and whether it is the
   * same for whoever asks (written out: a new page fails here until it is placed).
   */
  const PAGES: Record<string, { path: string; shared: boolean }> = {
    '': { path: '/', shared: true },
    '/[...rest]': { path: '/no-such-page', shared: true },
    // A signed-in guest's account, and its sign-in (which depends on who is signed in).
    '/account': { path: '/account', shared: false },
    '/account/sign-in': { path: '/account/sign-in', shared: false },
    '/careers': { path: '/careers', shared: true },
    '/catering': { path: '/catering', shared: true },
    '/contact': { path: '/contact', shared: true },
    '/franchise': { path: '/franchise', shared: true },
    '/franchise/apply': { path: '/franchise/apply', shared: true },
    '/franchise/faq': { path: '/franchise/faq', shared: true },
    '/franchise/investment': { path: '/franchise/investment', shared: true },
    '/franchise/process': { path: '/franchise/process', shared: true },
    '/franchise/why': { path: '/franchise/why', shared: true },
    '/locations': { path: '/locations', shared: true },
    '/locations/[slug]': { path: '/locations/canton', shared: true },
    '/locations/[slug]/menu': { path: '/locations/canton/menu', shared: true },
    '/locations/[slug]/menu/[category]': { path: '/locations/canton/menu/breakfast', shared: true },
    '/locations/[slug]/order': { path: '/locations/canton/order', shared: true },
    '/locations/[slug]/order/checkout': { path: '/locations/canton/order/checkout', shared: true },
    '/locations/bronx-coming-soon': { path: '/locations/bronx-coming-soon', shared: true },
    '/menu': { path: '/menu', shared: true },
    '/menu/[category]': { path: '/menu/breakfast', shared: true },
    // An order's own page: the guest's name, phone and lines, behind a link only they hold.
    '/orders/[token]': { path: '/orders/Zx81kQ', shared: false },
    '/privacy': { path: '/privacy', shared: true },
    // A sign-up's confirmation: what the address signed up for, behind the link mailed to it.
    '/subscriptions/[token]': { path: '/subscriptions/Qm4vT0', shared: false },
    // An unsubscribe link's page: it names the address the link was made for.
    '/unsubscribe/[token]': {
      path: '/unsubscribe/Zx81kQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAcWFAeC5jbw',
      shared: false,
    },
    '/reserve': { path: '/reserve', shared: true },
  };

  it('places every page of the public site', () => {
    const root = path.join(process.cwd(), 'src/app/[locale]');
    const routes = fs
      .readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((file) => path.basename(file) === 'page.tsx')
      .map((file) =>
        `/${path.dirname(file)}`
          .replace(/\/\([^)]*\)/g, '')
          .replace(/^\/\.$/, '')
          .replace(/\/$/, ''),
      )
      .sort();
    expect(routes).toEqual(Object.keys(PAGES).sort());
  });

  it('lets go of shared pages read in either language, and of nothing else', () => {
    for (const [route, { path: pathname, shared }] of Object.entries(PAGES)) {
      for (const address of [pathname, pathname === '/' ? '/ar' : `/ar${pathname}`]) {
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
