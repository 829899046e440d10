import { FAILED_RENDER_SHELL, isActionCall } from './next-surface.mts';
import type { IncomingMessage, ServerResponse } from 'node:http';
import ar from '../../messages/ar.json' with { type: 'json' };
import en from '../../messages/en.json' with { type: 'json' };
import failure from '../../messages/error-page.json' with { type: 'json' };
import { BRAND } from '../lib/brand.ts';
import { BODY_LIMITS } from './body-limit.mts';

/**
 * Answers the front server gives before the app sees a request (too large, unreadable, busy):
 * a short page in the visitor's language for a browser, JSON for scripts and the site's own
 * JavaScript. Texts come from the catalogues like every other visible string.
 */

export type FrontRefusal = 'tooLarge' | 'unreadable' | 'busy' | 'signInFirst';

type Catalogue = typeof en;

const isArabicPath = (path: string) => path === '/ar' || path.startsWith('/ar/');

/** The path of the page the visitor came from (only a path: never another site). */
function refererPath(referer: string | undefined): string | null {
  try {
    return referer ? new URL(referer).pathname : null;
  } catch {
    return null;
  }
}

/**
 * A refused body up to this size is read and dropped while the answer goes out, and the
 * connection stays open: a browser still sending a large form (or a signed-out console save) then
 * reads the refusal instead of a reset connection. A larger body, or one of no declared length,
 * ends the connection.
 */
export const REFUSED_BODY_DRAIN_MAX = 2 * BODY_LIMITS.mediaUpload;

/** Whether the refused request's body can be read to its end before the connection is reused. */
export function canDrainRefusedBody(headers: IncomingMessage['headers']): boolean {
  if (headers['transfer-encoding'] !== undefined) return false;
  const length = headers['content-length'];
  if (length === undefined) return true;
  return /^\d{1,15}$/.test(length) && Number(length) <= REFUSED_BODY_DRAIN_MAX;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function wantsJson(req: IncomingMessage): boolean {
  const accept = String(req.headers.accept ?? '');
  return (
    isActionCall(req.headers) ||
    (req.url ?? '').startsWith('/api/') ||
    (accept.includes('application/json') && !accept.includes('text/html'))
  );
}

/** "10 MB" or "64 KB" (a JSON endpoint's limit is under a megabyte), in the page's language. */
export function sizeText(bytes: number | undefined, sizes: { mb: string; kb: string }): string {
  if (!bytes) return '';
  const mb = Math.floor(bytes / (1024 * 1024));
  if (mb >= 1) return sizes.mb.replace('{n}', String(mb));
  return sizes.kb.replace('{n}', String(Math.floor(bytes / 1024)));
}

export function sendRefusal(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  kind: FrontRefusal,
  values: { limitBytes?: number; retryAfterSeconds?: number } = {},
): void {
  const pathname = (req.url ?? '/').split('?')[0]!;
  const from = refererPath(req.headers.referer);
  const lang = isArabicPath(pathname) || (from && isArabicPath(from)) ? 'ar' : 'en';
  const texts = ((lang === 'ar' ? ar : en) as Catalogue).httpErrors;
  const title = texts[kind].title;
  const body = texts[kind].body.replace('{limit}', sizeText(values.limitBytes, texts.sizes));
  if (values.retryAfterSeconds) res.setHeader('retry-after', String(values.retryAfterSeconds));
  res.setHeader('cache-control', 'no-store');
  // A body that cannot be drained leaves the connection unable to carry another request.
  if (!canDrainRefusedBody(req.headers)) res.setHeader('connection', 'close');
  res.statusCode = status;
  if (wantsJson(req)) {
    res.setHeader('content-type', 'application/json; charset=utf-8');
    res.end(JSON.stringify({ status: 'error', error: `httpErrors.${kind}`, message: body }));
    return;
  }
  const back = from ?? (lang === 'ar' ? '/ar' : '/');
  const backLabel = from ? texts.back : texts.home;
  res.setHeader('content-type', 'text/html; charset=utf-8');
  res.end(`<!doctype html>
<html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;background:#fbf6ee;color:#2b2320;margin:0;display:grid;min-height:100vh;place-items:center}main{max-width:32rem;padding:2rem}h1{font-size:1.5rem}a{color:#8a2324;font-weight:600}</style>
</head>
<body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(body)}</p>
<p><a href="${escapeHtml(back)}">${escapeHtml(backLabel)}</a></p></main></body>
</html>`);
}

/** Next's own page for a render that failed before anything was sent: an empty shell. */
export function isFailedRenderShell(html: string): boolean {
  return html.includes(FAILED_RENDER_SHELL);
}

/** The styles of the front's own pages (a failed render, a page not found): small, inline. */
const STANDALONE_STYLE =
  'body{font-family:system-ui,sans-serif;background:#fbf6ec;color:#1f1a17;margin:0}header{border-bottom:1px solid #e8d5b5;padding:1rem 1.5rem;font-weight:700;color:#4a2c1d}header a{color:inherit;text-decoration:none}main{max-width:40rem;margin:0 auto;padding:4rem 1.5rem}.code{font-size:3.5rem;font-weight:700;color:#9e2a2b;margin:0}h1{font-size:1.75rem;color:#4a2c1d}p{line-height:1.6}.actions{display:flex;flex-wrap:wrap;gap:.75rem;margin-top:2rem}.actions a{display:inline-flex;align-items:center;min-height:3rem;padding:0 1.5rem;border-radius:999px;font-weight:600;text-decoration:none}.primary{background:#9e2a2b;color:#fff}.secondary{border:1px solid rgba(74,44,29,.3);color:#4a2c1d}a:focus-visible{outline:3px solid #8a5a00;outline-offset:2px}code{background:#f3e7d3;padding:.125rem .5rem;border-radius:.25rem}.ref{margin-top:2rem;font-size:.875rem;color:#5e5048}.center{text-align:center}.center .actions{justify-content:center}';

type Lang = 'en' | 'ar';

/**
 * A whole page the front writes itself, with no script: the brand (a link home), then `main`
 * (markup the caller has escaped) in the page's language and direction.
 */
function standalonePage(lang: Lang, title: string, main: string): string {
  const brand = BRAND.fullName[lang];
  return `<!doctype html>
<html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(`${title} | ${brand}`)}</title>
<style>${STANDALONE_STYLE}</style>
</head>
<body><header><a href="${homeOf(lang)}">${escapeHtml(brand)}</a></header>
<main id="main">${main}</main></body>
</html>`;
}

const homeOf = (lang: Lang) => (lang === 'ar' ? '/ar' : '/');

/**
 * The page a visitor gets when theirs could not be drawn (the database away, say), in place of
 * Next's empty shell: the brand, what happened, "try again" (the same address again, which works
 * without JavaScript) and the way home, in the page's language, with the request's id as the
 * reference the server's log line of the failure carries (src/server/request-failure.ts).
 */
export function renderFailurePage(url: string, requestId: string): string {
  const pathname = url.split('?')[0]!;
  const lang = isArabicPath(pathname) ? 'ar' : 'en';
  const t = failure[lang];
  // This site's address again (never `//another.site`).
  const retry = `/${url.replace(/^[/\\]+/, '')}`;
  return standalonePage(
    lang,
    t.title,
    `<p class="code" aria-hidden="true">500</p><h1>${escapeHtml(t.title)}</h1><p>${escapeHtml(t.body)}</p>
<div class="actions"><a class="primary" href="${escapeHtml(retry)}">${escapeHtml(t.retry)}</a><a class="secondary" href="${homeOf(lang)}">${escapeHtml(t.home)}</a></div>
<p class="ref">${escapeHtml(t.reference)}: <code dir="ltr" data-reference>${escapeHtml(requestId)}</code></p>`,
  );
}

/**
 * The spec's not-found page ('404', 'Oops! Page not found', the way home), drawn by the front in
 * place of Next's empty shell: Next writes a page whose render called `notFound()` as a shell its
 * scripts fill in (vercel/next.js#62228), which shows nothing until they run, or ever without
 * them. This one is whole in the first answer, in the language of the address asked for, and
 * needs no script at all.
 */
export function renderNotFoundPage(url: string): string {
  const lang = isArabicPath(url.split('?')[0]!) ? 'ar' : 'en';
  const t = (lang === 'ar' ? ar : en).notFound;
  return standalonePage(
    lang,
    t.title,
    `<div class="center"><p class="code">${escapeHtml(t.code)}</p><h1>${escapeHtml(t.title)}</h1>
<div class="actions"><a class="primary" href="${homeOf(lang)}">${escapeHtml(t.home)}</a></div></div>`,
  );
}

/**
 * What the front sends instead of Next's empty shell (`isFailedRenderShell`): its failure page
 * for a render that failed (never kept), its not-found page for a 404; null for any other page.
 */
export function ownPageInPlaceOfShell(
  req: IncomingMessage,
  res: ServerResponse,
  html: string,
): string | null {
  if (!isFailedRenderShell(html)) return null;
  const url = req.url ?? '/';
  if (res.statusCode >= 500) {
    res.setHeader('cache-control', 'no-store');
    return renderFailurePage(url, String(req.headers['x-request-id'] ?? ''));
  }
  return res.statusCode === 404 ? renderNotFoundPage(url) : null;
}
