import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OWN_INERT_COMPONENTS } from '../../src/http/framework-free.mts';
import {
  BUILD,
  CHUNK_PRELOAD,
  CHUNK_SCRIPT,
  FLIGHT_SCRIPT,
  FRAMEWORK_INERT_COMPONENTS,
  NEXT_HEADERS,
  POLYFILL_SCRIPT,
  readClientModules,
  RUNTIME_BOOTSTRAP,
  STYLESHEET_LINK,
} from '../../src/http/next-surface.mts';
import { FLIGHT_DATA_ATTRIBUTE } from '../../src/http/paint-first.mts';
import { request, startApp, type Answer, type RunningApp } from './app';

/** A flight hand-off held as a data block (paint-first.mts): its argument JSON, as written. */
const FLIGHT_DATA_BLOCK = new RegExp(
  `<script type="application/json" ${FLIGHT_DATA_ATTRIBUTE}="">\\[(?:0|1,"[^<]*")\\]</script>`,
  'g',
);

/**
 * Every pattern of Next's private surface (src/http/next-surface.mts) against the real build, as
 * the front serves it: a pattern that stopped matching shows here as a page that kept what the
 * front takes out, or lost what it adds. And no page the front stores carries an inline script its
 * Content-Security-Policy does not allow.
 */

/** Pages without behaviour of their own (sent without the framework) and with it, both languages. */
const FRAMEWORK_FREE = ['/privacy', '/ar/privacy', '/locations', '/ar/locations/canton'];
const WITH_FRAMEWORK = ['/menu', '/ar/menu', '/contact', '/ar/contact', '/locations/canton/order'];

let app: RunningApp;

beforeAll(async () => {
  app = await startApp();
});

afterAll(async () => {
  await app?.remove();
});

const get = (pagePath: string, headers: Record<string, string> = {}) =>
  request(`${app.url}${pagePath}`, { headers });

/** The page as the front stores it: asked for twice, the second answer from the store (no nonce). */
async function stored(pagePath: string): Promise<Answer> {
  await get(pagePath);
  const answer = await get(pagePath);
  expect(answer.status, pagePath).toBe(200);
  expect(answer.headers[NEXT_HEADERS.cacheState], pagePath).toBe('HIT');
  expect(String(answer.headers['content-security-policy']), pagePath).not.toContain("'nonce-");
  return answer;
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/** The inline scripts a browser would run in a page (files and data blocks aside). */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(SCRIPT)]
    .filter(([, attributes = '']) => !/\ssrc=/.test(attributes))
    .filter(([, attributes = '']) => !/\stype="application\/(?:ld\+)?json"/.test(attributes))
    .map(([, , body = '']) => body);
}

const sha256 = (body: string) =>
  `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;

const count = (html: string, pattern: RegExp) => [...html.matchAll(pattern)].length;

describe("Next's private surface, against the build", () => {
  it('names the build the front reads', () => {
    expect(fs.readFileSync(BUILD.id, 'utf8').trim()).not.toBe('');
    const modules = readClientModules(path.resolve(BUILD.appDir));
    const sources = new Set(
      [...FRAMEWORK_INERT_COMPONENTS].map(({ module }) => `node_modules/${module}`),
    );
    // Every inert component is a client module of this build, where the manifest says it is.
    const known = new Set<string>();
    for (const dir of [BUILD.appDir]) {
      for (const file of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
        if (!file.endsWith('_client-reference-manifest.js')) continue;
        for (const source of fs
          .readFileSync(path.join(dir, file), 'utf8')
          .matchAll(/"\[project\]\/([^"#]+)/g))
          known.add(source[1]!);
      }
    }
    for (const source of sources) expect(known, source).toContain(source);
    for (const { module } of OWN_INERT_COMPONENTS) expect(known, module).toContain(module);
    expect(modules('0')).toBeUndefined();
  });

  it('sends a page without behaviour as its document alone: no chunk, flight, runtime or polyfill', async () => {
    for (const pagePath of FRAMEWORK_FREE) {
      const { body } = await stored(pagePath);
      expect(body, pagePath).not.toMatch(/__next_f|TURBOPACK|noModule|\/_next\/static\/[^"]+\.js/);
      // The stylesheet link stays, disabled, beside its text.
      expect(body, pagePath).toMatch(/<style data-inlined="\/_next\/static\/[^"]+\.css">/);
    }
  });

  it("paints a page with behaviour before the framework's scripts, which a loader asks for", async () => {
    for (const pagePath of WITH_FRAMEWORK) {
      const { body } = await get(pagePath);
      // The chunk tags and the preload were recognised and taken out; the loader lists them.
      expect(count(body, new RegExp(CHUNK_SCRIPT.source, 'g')), pagePath).toBe(0);
      expect(count(body, new RegExp(CHUNK_PRELOAD.source, 'g')), pagePath).toBe(0);
      const loader =
        /<script id="paint-first">[\s\S]*?\(document,window,(\[[^\]]*\]),([^)]*)\)<\/script>/.exec(
          body,
        );
      expect(loader, pagePath).not.toBeNull();
      const files = JSON.parse(loader![1]!) as string[];
      expect(files.length, pagePath).toBeGreaterThan(0);
      // Each of these works before its framework runs, which waits for a first touch (ADR 0027);
      // the ordering page starts at once where the browser holds a cart or the address names a dish.
      expect(JSON.parse(loader![2]!), pagePath).toEqual(
        pagePath.endsWith('/order')
          ? { untilTouched: true, stored: 'saba.cart', query: 'dish' }
          : { untilTouched: true },
      );
      // The flight was recognised: held as data blocks, none left to run while the page loads
      // (paint-first.mts); the runtime's bootstrap and the polyfills are still there, as recognised.
      expect(count(body, new RegExp(FLIGHT_SCRIPT.source, 'g')), pagePath).toBe(0);
      expect(count(body, FLIGHT_DATA_BLOCK), pagePath).toBeGreaterThan(1);
      expect(count(body, new RegExp(RUNTIME_BOOTSTRAP.source, 'g')), pagePath).toBe(1);
      expect(count(body, new RegExp(POLYFILL_SCRIPT.source, 'g')), pagePath).toBe(1);
      // The stylesheet was recognised: its text is in the head, its link disabled.
      expect(count(body, new RegExp(STYLESHEET_LINK.source, 'g')), pagePath).toBe(0);
      expect(body, pagePath).toMatch(/<style data-inlined="\/_next\/static\/[^"]+\.css">/);
      // A chunk the loader asks for is served by the front, with its compile hint.
      const chunk = await get(files[0]!);
      expect(chunk.status, files[0]).toBe(200);
      expect(chunk.body.startsWith('//# allFunctionsCalledOnLoad'), files[0]).toBe(true);
    }
  });

  it('stores no page with an inline script its policy does not allow', async () => {
    for (const pagePath of [...FRAMEWORK_FREE, ...WITH_FRAMEWORK]) {
      const { body, headers } = await stored(pagePath);
      const policy = String(headers['content-security-policy']);
      const scriptSources = /script-src ([^;]*)/.exec(policy)![1]!.split(' ');
      const scripts = inlineScripts(body);
      for (const script of scripts) {
        expect(scriptSources, `${pagePath}: ${script.slice(0, 60)}`).toContain(sha256(script));
      }
      if (WITH_FRAMEWORK.includes(pagePath)) expect(scripts.length, pagePath).toBeGreaterThan(2);
    }
  });

  it("tells the router's requests from pages: a payload is never a stored page", async () => {
    const payload = await get('/menu?_rsc', { [NEXT_HEADERS.payload]: '1' });
    expect(payload.status).toBe(200);
    expect(String(payload.headers['content-type'])).toContain('text/x-component');
    expect(payload.body).not.toContain('<html');
    // The page itself is still the page.
    expect((await stored('/menu')).body).toContain('<html');
  });

  it("replaces Next's empty not-found shell with the front's own page", async () => {
    const answer = await get('/no-such-file.txt');
    expect(answer.status).toBe(404);
    expect(answer.body).not.toContain('__next_error__');
    expect(answer.body).toMatch(/<h1>[^<]+<\/h1>/);
  });
});
