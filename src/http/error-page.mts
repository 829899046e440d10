import type { IncomingMessage, ServerResponse } from 'node:http';
import ar from '../../messages/ar.json' with { type: 'json' };
import en from '../../messages/en.json' with { type: 'json' };

/**
 * Answers the front server gives before the app sees a request (too large, unreadable, busy):
 * a short page in the visitor's language for a browser, JSON for scripts and the site's own
 * JavaScript. Texts come from the catalogues like every other visible string.
 */

export type FrontRefusal = 'tooLarge' | 'unreadable' | 'busy';

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

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function wantsJson(req: IncomingMessage): boolean {
  const accept = String(req.headers.accept ?? '');
  return (
    req.headers['next-action'] !== undefined ||
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
  // The body was not read: the connection cannot carry another request.
  if (kind !== 'busy') res.setHeader('connection', 'close');
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
