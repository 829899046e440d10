import { countRequest, metrics } from './metrics.mts';
import type { IncomingMessage, ServerResponse } from 'node:http';
import compression from 'compression';
import { appLink } from './app-link.mts';
import { admitBody, isIntakeRequest } from './body-admission.mts';
import { applyCachePolicy, isConsolePath, isSignInPath } from './cache-policy.mts';
import { canonicalPage } from './canonical-url.mts';
import { ownPageInPlaceOfShell, sendRefusal } from './error-page.mts';
import { BUSY_RETRY_AFTER_SECONDS, createIntake, type IntakeOptions } from './intake-gate.mts';
import { watchLoopLoad } from './loop-load.mts';
import { interceptHtml } from './html-response.mts';
import { countPageView } from './page-views.mts';
import { NEXT_HEADERS } from './next-surface.mts';
import { paintBeforeScripts } from './paint-first.mts';
import { withSiteScript } from './site-script.mts';
import { createPublicPages, isPublicPageRequest } from './public-pages.mts';
import { identifyRequest } from './request-identity.mts';
import { createScriptChunks } from './script-chunks.mts';
import {
  baseSecurityHeaders,
  contentSecurityPolicy,
  defaultHeaders,
  loaderHashes,
  newNonce,
} from './security-headers.mts';

/**
 * What the process that accepts connections does around the app, in order: who is asking
 * (request-identity.mts), the security headers, whether the body may be read (body-admission.mts),
 * a visitor's post admitted or answered "busy" (intake-gate.mts), a public page's one address
 * (canonical-url.mts), then the answer: the build's script chunks with their compile hint
 * (script-chunks.mts), or cache policy, compression, and for public pages the page store and the
 * script policy (public-pages.mts). Each step is its own module.
 */

export type AppHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void> | void;

export type FrontOptions = {
  handle: AppHandler;
  trustedProxyHops: number;
  /** SITE_URL is https: HSTS and upgrade-insecure-requests. */
  https: boolean;
  /** Development: Next's dev tooling needs eval and its own inline scripts; no policy then. */
  dev?: boolean;
  intake?: IntakeOptions;
};

export type { IntakeOptions };

/** As src/env.ts defaults them. */
const DEFAULT_INTAKE: IntakeOptions = { concurrency: 8, queue: 64, maxWaitMs: 800, maxBusy: 0.9 };

/** A server-sent event stream: sent as it is written, event by event. */
function isLiveStream(res: ServerResponse): boolean {
  return String(res.getHeader('content-type') ?? '').startsWith('text/event-stream');
}

export function createFrontHandler(options: FrontOptions) {
  // The app learns it runs behind this front (it refuses to start otherwise: client addresses).
  appLink().front = { trustedProxyHops: options.trustedProxyHops };
  const security = baseSecurityHeaders({ https: options.https });
  const policy = (scriptSources: string[]) =>
    contentSecurityPolicy({ scriptSources, https: options.https });
  const staticPolicy = policy([]);
  const servePublicPage = createPublicPages(policy);
  const serveScriptChunk = createScriptChunks();
  const load = watchLoopLoad();
  const admitPost = createIntake(options.intake ?? DEFAULT_INTAKE, load.busy);
  const intercepted = new WeakSet<ServerResponse>();
  const compress = compression({
    // Public pages are compressed once per version of the page (public-pages.mts), not per request;
    // a live stream (the kitchen's orders) goes out as it is written, never held back to compress.
    filter: (req, res) =>
      !intercepted.has(res) && !isLiveStream(res) && compression.filter(req, res),
  });
  const refusing = (res: ServerResponse) => () =>
    res.setHeader('content-security-policy', staticPolicy);

  return function front(req: IncomingMessage, res: ServerResponse): void {
    const pathname = (req.url ?? '/').split('?')[0] ?? '/';
    countRequest(req.method, pathname, req.headers[NEXT_HEADERS.action] !== undefined, res);
    identifyRequest(req, res, options.trustedProxyHops);
    defaultHeaders(res, security);
    admitBody(req, res, pathname, (admitted) => admit(admitted, res, pathname), refusing(res));
  };

  function admit(req: IncomingMessage, res: ServerResponse, pathname: string): void {
    if (!isIntakeRequest(req.method, pathname)) {
      serve(req, res, pathname);
      return;
    }
    admitPost(
      res,
      () => {
        metrics().intake.inc({ result: 'accepted' });
        serve(req, res, pathname);
      },
      () => {
        metrics().intake.inc({ result: 'refused' });
        refusing(res)();
        sendRefusal(req, res, 503, 'busy', { retryAfterSeconds: BUSY_RETRY_AFTER_SECONDS });
        req.resume();
      },
    );
  }

  function serve(req: IncomingMessage, res: ServerResponse, pathname: string): void {
    if (!options.dev && serveScriptChunk(req, res, pathname, refusing(res))) return;
    const page = isPublicPageRequest(req, pathname) ? canonicalPage(req.url ?? '/') : null;
    if (page?.redirect && req.method !== 'POST') {
      // One address per page: stored, counted and rendered only there.
      refusing(res)();
      res.statusCode = 308;
      res.setHeader('location', page.redirect);
      res.setHeader('cache-control', 'public, max-age=3600');
      res.end();
      return;
    }
    applyCachePolicy(req, res, pathname);
    if (page) countPageView(req, res, page.path);
    compress(req as never, res as never, () => {
      if (options.dev) {
        // The site's own script as in production (site-script.mts); nothing else is changed.
        if (page)
          interceptHtml(res, (rendered) =>
            Buffer.from(withSiteScript(rendered.toString('utf8')), 'utf8'),
          );
        void options.handle(req, res);
      } else if (isConsolePath(pathname)) {
        // Rendered per request anyway: a fresh nonce, which Next puts on its own scripts.
        const nonce = `'nonce-${newNonce()}'`;
        const csp = policy([nonce]);
        req.headers[NEXT_HEADERS.nonceFrom] = csp;
        res.setHeader('content-security-policy', csp);
        // A console screen paints before its scripts too (paint-first.mts): its loader is allowed
        // by its hash. Navigation payloads and actions are not HTML and pass untouched. Not the
        // sign-in pages: their forms hold a password and must never be sent before the script
        // that sends them properly.
        if (!isSignInPath(pathname))
          interceptHtml(res, (rendered) => {
            const html = paintBeforeScripts(rendered.toString('utf8'));
            res.setHeader('content-security-policy', policy([nonce, ...loaderHashes(html)]));
            return Buffer.from(html, 'utf8');
          });
        void options.handle(req, res);
      } else if (page) {
        intercepted.add(res);
        servePublicPage(req, res, page, () => void options.handle(req, res));
      } else {
        res.setHeader('content-security-policy', staticPolicy);
        // An address no page owns (a file name, an unknown API path) that Next answers with its
        // empty not-found shell gets the front's whole page; every other answer passes as it is.
        interceptHtml(res, (rendered) => {
          const own = ownPageInPlaceOfShell(req, res, rendered.toString('utf8'));
          return own === null ? rendered : Buffer.from(own, 'utf8');
        });
        void options.handle(req, res);
      }
    });
  }
}
