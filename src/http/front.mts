import { randomUUID } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeader, ServerResponse } from 'node:http';
import compression from 'compression';
import { checkRequestBody } from './body-limit.mts';
import { applyCachePolicy, isConsolePath } from './cache-policy.mts';
import { resolveClientAddress } from './client-address.mts';
import { isFailedRenderShell, renderFailurePage, sendRefusal } from './error-page.mts';
import { cacheGeneration } from './cache-generation.mts';
import { interceptHtml } from './html-response.mts';
import {
  isMultipart,
  isWellFramed,
  multipartBoundary,
  readBody,
  replayRequest,
} from './multipart-framing.mts';
import { IntakeGate, type IntakeGateOptions } from './intake-gate.mts';
import { paintBeforeScripts } from './paint-first.mts';
import { asksNotToBeTracked, countingDay, countOne, isVisitor } from './analytics-counter.mts';
import { watchLoopLoad } from './loop-load.mts';
import {
  encodedBody,
  PageCache,
  preferredEncoding,
  type Encoding,
  type StoredPage,
} from './page-cache.mts';
import { baseSecurityHeaders, contentSecurityPolicy, newNonce } from './security-headers.mts';

/**
 * What the process that accepts connections does before and after the app: it decides the
 * client's address (never from a header the client chose), refuses bodies that are too large
 * before reading them, and puts the security headers and compression on every answer.
 */

export type AppHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void> | void;

export type FrontOptions = {
  handle: AppHandler;
  trustedProxyHops: number;
  /** SITE_URL is https: HSTS and upgrade-insecure-requests. */
  https: boolean;
  /** Development: Next's dev tooling needs eval and its own inline scripts; no policy then. */
  dev?: boolean;
  /**
   * How many visitors' form posts run at once and wait for a place, and how busy the event loop
   * may be before new ones are refused (src/http/intake-gate.mts, loop-load.mts).
   */
  intake?: IntakeOptions;
};

export type IntakeOptions = Omit<IntakeGateOptions, 'overloaded'> & { maxBusy: number };

/** As src/env.ts defaults them. */
const DEFAULT_INTAKE: IntakeOptions = { concurrency: 8, queue: 64, maxWaitMs: 800, maxBusy: 0.9 };

/** What a refused post is told to wait before sending again. */
const BUSY_RETRY_AFTER_SECONDS = 5;

/** A visitor's form post (a page's server action or its no-JavaScript post), not staff work. */
export function isIntakeRequest(method: string | undefined, pathname: string): boolean {
  return method === 'POST' && !isConsolePath(pathname) && !pathname.startsWith('/api/');
}

/** Headers only a trusted proxy may set; a client talking to us directly may not. */
const PROXY_HEADERS = ['x-forwarded-for', 'x-real-ip', 'forwarded', 'x-forwarded-host'];
/** Request headers that would change how the app renders if a client could send them. */
const APP_INTERNAL_HEADERS = [
  'content-security-policy',
  'content-security-policy-report-only',
  'x-middleware-subrequest',
];

const intercepted = new WeakSet<ServerResponse>();

/** A page of the public site (not an asset, a file, an API or a client navigation payload). */
function isPublicPageRequest(req: IncomingMessage, pathname: string): boolean {
  if (req.method !== 'GET' && req.method !== 'POST' && req.method !== 'HEAD') return false;
  if (req.headers.rsc !== undefined || req.headers['next-action'] !== undefined) return false;
  if (isConsolePath(pathname)) return false;
  if (/^\/(_next|api|menu-media)\//.test(pathname)) return false;
  return !/\.[a-z0-9]+$/i.test(pathname);
}

/**
 * The key of a public page: its path, and the one query parameter that makes another page
 * (`?category=` of the menu, when it is a slug). Other queries show the same page, and must not
 * make the front store it again under a new name.
 */
export function pageKey(url: string): string {
  const [pathname = '/', query = ''] = url.split('?');
  const category = new URLSearchParams(query).get('category');
  return category && /^[a-z0-9-]{1,64}$/.test(category) && /\/menu$/.test(pathname)
    ? `${pathname}?category=${category}`
    : pathname;
}

/** What Next said a page may be kept for, when it came from Next's cache; else null. */
function keptFor(res: ServerResponse): number | null {
  if (res.statusCode !== 200 || res.getHeader('set-cookie') !== undefined) return null;
  const cache = String(res.getHeader('x-nextjs-cache') ?? '');
  if (cache !== 'HIT' && cache !== 'MISS') return null;
  const seconds = /s-maxage=(\d+)/.exec(String(res.getHeader('cache-control') ?? ''))?.[1];
  return seconds ? Number(seconds) : null;
}

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

function sendStored(
  req: IncomingMessage,
  res: ServerResponse,
  page: StoredPage,
  encoding: Encoding | null,
): void {
  const servable = page.servable!;
  for (const [name, value] of servable.headers) res.setHeader(name, value);
  res.setHeader('x-nextjs-cache', 'HIT');
  res.setHeader('content-security-policy', page.policy);
  res.appendHeader('vary', 'Accept-Encoding');
  const encoded = encodedBody(page, encoding);
  if (encoded) res.setHeader('content-encoding', encoded.encoding);
  const body = encoded?.body ?? page.body;
  res.setHeader('content-length', body.length);
  res.statusCode = servable.status;
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * One page view when a visitor's browser asks for a page whole (every link between public pages
 * loads the next one whole) and gets it: its path without the language prefix, and its language.
 * Not counted: prefetches and the menu's own client-side requests (a category chosen is the same
 * page), crawlers, and anyone who asked not to be tracked. Queries are left out: they are not
 * other pages, and counting them would let anyone grow the counts at will.
 */
function countPageView(req: IncomingMessage, res: ServerResponse, pathname: string): void {
  if (req.method !== 'GET' || req.headers['next-action'] !== undefined) return;
  if (isConsolePath(pathname) || /^\/(_next|api|menu-media)\//.test(pathname)) return;
  if (/\.[a-z0-9]+$/i.test(pathname)) return;
  const headers = req.headers;
  const notAPage = [
    'rsc',
    'next-router-prefetch',
    'next-router-segment-prefetch',
    'sec-purpose',
    'purpose',
  ];
  if (notAPage.some((name) => headers[name] !== undefined)) return;
  if (asksNotToBeTracked(headers) || !isVisitor(headers['user-agent'])) return;
  res.once('finish', () => {
    if (res.statusCode !== 200) return;
    const arabic = pathname === '/ar' || pathname.startsWith('/ar/');
    countOne({
      day: countingDay(),
      kind: 'page_view',
      page: arabic ? pathname.slice(3) || '/' : pathname,
      locationSlug: '',
      language: arabic ? 'ar' : 'en',
    });
  });
}

export function createFrontHandler(options: FrontOptions) {
  const security = baseSecurityHeaders({ https: options.https });
  const policy = (scriptSources: string[]) =>
    contentSecurityPolicy({ scriptSources, https: options.https });
  const pages = new PageCache(policy);
  const staticPolicy = policy([]);
  const { maxBusy, ...line } = options.intake ?? DEFAULT_INTAKE;
  const load = watchLoopLoad();
  const intake = new IntakeGate({ ...line, overloaded: () => load.busy() > maxBusy });
  const compress = compression({
    // Public pages are compressed once per version of the page (below), not per request.
    filter: (req, res) => !intercepted.has(res) && compression.filter(req, res),
  });

  return function front(req: IncomingMessage, res: ServerResponse): void {
    const pathname = (req.url ?? '/').split('?')[0] ?? '/';

    // 1. Who is asking: the socket, or what the configured proxies say they saw.
    const client = resolveClientAddress(
      req.headers['x-forwarded-for'],
      req.socket.remoteAddress,
      options.trustedProxyHops,
    );
    const headers =
      options.trustedProxyHops > 0
        ? APP_INTERNAL_HEADERS
        : [...PROXY_HEADERS, ...APP_INTERNAL_HEADERS];
    for (const name of headers) delete req.headers[name];
    req.headers['x-forwarded-for'] = client;
    // Every answer names its request: the app's log lines of a failure carry the same id.
    const requestId = randomUUID();
    req.headers['x-request-id'] = requestId;
    res.setHeader('x-request-id', requestId);

    for (const [name, value] of Object.entries(security)) res.setHeader(name, value);

    // 2. A body we will not read is refused on its headers.
    const body = checkRequestBody(req.method ?? 'GET', pathname, req.headers);
    if (!body.ok) {
      res.setHeader('content-security-policy', staticPolicy);
      const kind = body.status === 413 ? 'tooLarge' : 'unreadable';
      sendRefusal(req, res, body.status, kind, { limitBytes: body.limit });
      req.resume();
      return;
    }

    // 3. A page takes a post only as a form (multipart) or as its script's action call; a
    // multipart body is read whole and its framing checked before the app parses it.
    const multipart = isMultipart(req.headers['content-type']);
    if (
      isIntakeRequest(req.method, pathname) &&
      !multipart &&
      req.headers['next-action'] === undefined
    ) {
      res.setHeader('content-security-policy', staticPolicy);
      sendRefusal(req, res, 400, 'unreadable');
      req.resume();
      return;
    }
    const boundary = multipartBoundary(req.headers['content-type']);
    if (req.method === 'POST' && boundary !== null && multipart) {
      readBody(req).then(
        (bytes) => {
          if (isWellFramed(bytes, boundary)) {
            admit(replayRequest(req, bytes), res, pathname);
            return;
          }
          res.setHeader('content-security-policy', staticPolicy);
          sendRefusal(req, res, 400, 'unreadable');
        },
        () => res.destroy(),
      );
      return;
    }
    admit(req, res, pathname);
  };

  function admit(req: IncomingMessage, res: ServerResponse, pathname: string): void {
    if (!isIntakeRequest(req.method, pathname)) {
      serve(req, res, pathname);
      return;
    }
    // 4. Visitors' posts: a few at a time; beyond what the server can take, "busy" at once.
    let gone = false;
    const onGone = () => (gone = true);
    res.once('close', onGone);
    void intake.admit().then((release) => {
      res.off('close', onGone);
      if (release && gone) release(); // the visitor left while waiting: nothing to answer
      if (gone) return;
      if (!release) {
        res.setHeader('content-security-policy', staticPolicy);
        sendRefusal(req, res, 503, 'busy', { retryAfterSeconds: BUSY_RETRY_AFTER_SECONDS });
        req.resume();
        return;
      }
      res.once('close', release);
      serve(req, res, pathname);
    });
  }

  function serve(req: IncomingMessage, res: ServerResponse, pathname: string): void {
    applyCachePolicy(req, res, pathname);
    countPageView(req, res, pathname);
    compress(req as never, res as never, () => {
      if (!options.dev) {
        if (isConsolePath(pathname)) {
          // Rendered per request anyway: a fresh nonce, which Next puts on its own scripts.
          const csp = policy([`'nonce-${newNonce()}'`]);
          req.headers['content-security-policy'] = csp;
          res.setHeader('content-security-policy', csp);
        } else if (isPublicPageRequest(req, pathname)) {
          intercepted.add(res);
          const encoding = preferredEncoding(String(req.headers['accept-encoding'] ?? ''));
          const key = req.method === 'POST' ? null : pageKey(req.url ?? '/');
          // A page the app served from its cache, unchanged since: sent again without the app.
          const stored = key === null ? null : pages.servable(key);
          if (stored) {
            sendStored(req, res, stored, encoding);
            return;
          }
          if (req.method === 'HEAD') {
            res.setHeader('content-security-policy', staticPolicy);
          } else {
            // Taken before the app renders: an edit during the render makes this page old.
            const generation = cacheGeneration();
            interceptHtml(res, (rendered) => {
              const text = rendered.toString('utf8');
              // A render that failed outright: the branded page instead of Next's empty shell.
              const failed = res.statusCode >= 500 && isFailedRenderShell(text);
              if (failed) res.setHeader('cache-control', 'no-store');
              const html = Buffer.from(
                failed
                  ? renderFailurePage(req.url ?? '/', String(req.headers['x-request-id'] ?? ''))
                  : paintBeforeScripts(text),
                'utf8',
              );
              const seconds = req.method === 'GET' ? keptFor(res) : null;
              const headers = Object.entries(res.getHeaders()).filter(
                ([name]) => !NOT_REPEATED.has(name),
              ) as [string, OutgoingHttpHeader][];
              const page = pages.prepare(
                res.statusCode === 200 ? key : null,
                html,
                seconds === null
                  ? undefined
                  : {
                      status: 200,
                      headers,
                      generation,
                      expiresAt: Date.now() + Math.min(seconds * 1000, FRONT_MAX_AGE_MS),
                    },
              );
              res.setHeader('content-security-policy', page.policy);
              res.appendHeader('vary', 'Accept-Encoding');
              const encoded = encodedBody(page, encoding);
              if (!encoded) return html;
              res.setHeader('content-encoding', encoded.encoding);
              return encoded.body;
            });
          }
        } else {
          res.setHeader('content-security-policy', staticPolicy);
        }
      }
      void options.handle(req, res);
    });
  }
}
