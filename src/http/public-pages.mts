import {
  FRAMEWORK_PATH_PREFIX,
  isFrameworkCall,
  NEXT_HEADERS,
  readClientModules,
  type ClientModules,
} from './next-surface.mts';
import type { IncomingMessage, OutgoingHttpHeader, ServerResponse } from 'node:http';
import { generationOf } from './cache-generation.mts';
import { readsItsQuery, type CanonicalPage } from './canonical-url.mts';
import { ownPageInPlaceOfShell } from './error-page.mts';
import { interceptHtml } from './html-response.mts';
import { preferredEncoding, type Encoding } from './compression.mts';
import { encodedBody, PageCache, type StoredPage } from './page-cache.mts';
import { buildStylesheets, inlineStylesheets, type StylesheetText } from './inline-styles.mts';
import { withoutFramework } from './framework-free.mts';
import { preloadsInHead } from './head-preloads.mts';
import { metrics } from './metrics.mts';
import { paintBeforeScripts } from './paint-first.mts';
import { frameworkStart } from './start-on-touch.mts';
import { appScriptHashes, newNonce, sharedPageOpenerPolicy } from './security-headers.mts';
import { withSiteScript } from './site-script.mts';

/**
 * The public site's pages on their way out: each is finished (finishedPage: the framework only
 * where needed and then after the first paint, the site's script, the stylesheet in the head),
 * given its Content-Security-Policy and compressed once per version, and a page the app served
 * from its own cache is kept, under its canonical address, to be sent again without the app until
 * an edit (the cache generation) or its lifetime ends it.
 */

/**
 * A page as the app rendered it, made ready to send: without the framework where nothing on it
 * needs it (framework-free.mts), else painted before the framework's scripts, which wait for a
 * person's first touch where the page works until then (start-on-touch.mts); the site's own
 * script at the end of its body, its stylesheet in its head.
 */
function finishedPage(
  rendered: string,
  stylesheets: StylesheetText,
  modules: ClientModules,
): string {
  const page =
    withoutFramework(rendered, modules) ??
    paintBeforeScripts(rendered, frameworkStart(rendered, modules));
  return inlineStylesheets(withSiteScript(page), stylesheets);
}

/** The page with the preloads React sent as a `Link` header in its head instead (head-preloads.mts). */
function withHeaderPreloads(res: ServerResponse, html: string): string {
  const header = res.getHeader('link');
  if (header === undefined) return html;
  const moved = preloadsInHead(html, Array.isArray(header) ? header.join(', ') : String(header));
  if (moved.rest === null) res.removeHeader('link');
  else res.setHeader('link', moved.rest);
  return moved.html;
}

/** The build's client modules, read when the first page is finished (not at every start of a test). */
function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}

/** Builds the policy from the inline script sources it allows (a nonce, hashes). */
export type PolicyBuilder = (scriptSources: string[]) => string;

/** Response headers worth repeating when the page is sent again from the front's store. */
const NOT_REPEATED = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'date',
  'set-cookie',
  'content-security-policy',
  'x-request-id',
]);

/** A stored page is kept at most this long without asking the app again. */
const FRONT_MAX_AGE_MS = 10 * 60_000;

/** A page of the public site (not an asset, a file, an API or a client navigation payload). */
export function isPublicPageRequest(req: IncomingMessage, pathname: string): boolean {
  if (req.method !== 'GET' && req.method !== 'POST' && req.method !== 'HEAD') return false;
  if (isFrameworkCall(req.headers)) return false;
  if (pathname === '/admin' || pathname.startsWith('/admin/')) return false;
  if (/^\/(api|menu-media)\//.test(pathname) || pathname.startsWith(FRAMEWORK_PATH_PREFIX))
    return false;
  return !/\.[a-z0-9]+$/i.test(pathname);
}

/**
 * Whether the framework wrote an inline script in a shape the stored page's policy does not know
 * (it carries this render's nonce but is no known hand-off): such a page goes to this visitor with
 * its nonce and is not stored, where its hash-only policy would block the script.
 */
function unknownFrameworkScript(html: Buffer, nonce: string): boolean {
  const { nonced } = appScriptHashes(html.toString('utf8'), nonce);
  if (nonced > 0) console.warn(`${nonced} inline script(s) of an unknown shape: page not stored`);
  return nonced > 0;
}

/** What Next said a page may be kept for, when it came from Next's cache; else null. */
function keptFor(res: ServerResponse): number | null {
  if (res.statusCode !== 200 || res.getHeader('set-cookie') !== undefined) return null;
  const cache = String(res.getHeader(NEXT_HEADERS.cacheState) ?? '');
  if (cache !== 'HIT' && cache !== 'MISS') return null;
  const seconds = /s-maxage=(\d+)/.exec(String(res.getHeader('cache-control') ?? ''))?.[1];
  return seconds ? Number(seconds) : null;
}

function sendStored(
  req: IncomingMessage,
  res: ServerResponse,
  page: StoredPage,
  encoding: Encoding | null,
): void {
  const servable = page.servable!;
  for (const [name, value] of servable.headers) res.setHeader(name, value);
  res.setHeader(NEXT_HEADERS.cacheState, 'HIT');
  res.setHeader('content-security-policy', page.policy);
  res.appendHeader('vary', 'Accept-Encoding');
  const encoded = encodedBody(page, encoding);
  if (encoded) res.setHeader('content-encoding', encoded.encoding);
  const body = encoded?.body ?? page.body;
  res.setHeader('content-length', body.length);
  res.statusCode = servable.status;
  res.end(req.method === 'HEAD' ? undefined : body);
}

export function createPublicPages(
  policy: PolicyBuilder,
  stylesheets: StylesheetText = buildStylesheets(),
  clientModules: () => ClientModules = once(readClientModules),
) {
  const warned = new Set<string>();
  /** A stored page allows the app's own scripts by hash; anything else stays blocked, and said. */
  const storedPolicy = (html: string, key: string | null) => {
    const { hashes, foreign } = appScriptHashes(html);
    if (foreign > 0 && key !== null && !warned.has(key) && warned.size < 1000) {
      warned.add(key);
      console.warn(`${key}: ${foreign} inline script(s) the app did not write; left blocked`);
    }
    return policy(hashes);
  };
  const pages = new PageCache(storedPolicy);
  const staticPolicy = policy([]);

  /**
   * Answers a public page: from the store when it holds this page's current version, otherwise
   * through `render` (the app), whose HTML is finished here before it leaves.
   */
  return function servePublicPage(
    req: IncomingMessage,
    res: ServerResponse,
    page: CanonicalPage,
    render: () => void,
  ): void {
    // Rendered from its one address unless it reads its query (canonical-url.mts): what Next
    // keeps and the front stores then holds no visitor's own query.
    if (req.method !== 'POST' && req.url !== page.key && !readsItsQuery(page.path))
      req.url = page.key;
    const keepable = req.url === page.key;
    const opener = sharedPageOpenerPolicy(req.method, page.path);
    if (opener) res.setHeader('cross-origin-opener-policy', opener);
    const encoding = preferredEncoding(String(req.headers['accept-encoding'] ?? ''));
    const key = req.method === 'POST' ? null : page.key;
    const stored = key === null ? null : pages.servable(key);
    if (stored) {
      metrics().pageStore.inc({ result: 'hit' });
      sendStored(req, res, stored, encoding);
      return;
    }
    if (key !== null) metrics().pageStore.inc({ result: 'miss' });
    if (req.method === 'HEAD') {
      res.setHeader('content-security-policy', staticPolicy);
      render();
      return;
    }
    // Next puts this nonce on every script it writes while it renders for this request.
    const nonceValue = newNonce();
    const nonce = `'nonce-${nonceValue}'`;
    req.headers[NEXT_HEADERS.nonceFrom] = policy([nonce]);
    // Taken before the app renders: an edit during the render makes this page old.
    const generation = generationOf(page.key);
    interceptHtml(res, (rendered) => {
      const text = withHeaderPreloads(res, rendered.toString('utf8'));
      // A render that failed outright, or a page not found: the front's whole page instead of
      // Next's empty shell.
      const replaced = ownPageInPlaceOfShell(req, res, text);
      const html = Buffer.from(
        replaced ?? finishedPage(text, stylesheets, clientModules()),
        'utf8',
      );
      const seconds =
        req.method === 'GET' && res.statusCode === 200 && !unknownFrameworkScript(html, nonceValue)
          ? keptFor(res)
          : null;
      let answer: StoredPage;
      if (seconds !== null && key !== null && keepable) {
        const headers = Object.entries(res.getHeaders()).filter(
          ([name]) => !NOT_REPEATED.has(name),
        ) as [string, OutgoingHttpHeader][];
        answer = pages.prepare(key, html, {
          status: 200,
          headers,
          generation,
          expiresAt: Date.now() + Math.min(seconds * 1000, FRONT_MAX_AGE_MS),
        });
      } else {
        // This visitor's own render: its nonce, and the app's scripts of known shape.
        const { hashes } = appScriptHashes(html.toString('utf8'));
        answer = { body: html, policy: policy([nonce, ...hashes]) };
      }
      res.setHeader('content-security-policy', answer.policy);
      res.appendHeader('vary', 'Accept-Encoding');
      const encoded = encodedBody(answer, encoding);
      if (!encoded) return html;
      res.setHeader('content-encoding', encoded.encoding);
      return encoded.body;
    });
    render();
  };
}
