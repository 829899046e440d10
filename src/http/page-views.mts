import { isActionCall, ROUTER_REQUEST_HEADERS } from './next-surface.mts';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { asksNotToBeTracked, countingDay, countOne, isVisitor } from './analytics-counter.mts';

/** Headers of a request that is not a person opening a page: prefetches, client navigation. */
const NOT_A_PAGE = [...ROUTER_REQUEST_HEADERS, 'sec-purpose', 'purpose'];

/** An order's page, a sign-up's confirmation: the address is a secret link, counted without it. */
const SECRET_LINK_PAGE = /^((?:\/ar)?\/(?:orders|subscriptions|unsubscribe))\/[^/]+$/;

/** The path a view is counted under: a secret link's page by its kind, never its token. */
export function countedPath(path: string): string {
  return path.replace(SECRET_LINK_PAGE, '$1/[token]');
}

/**
 * One page view when a visitor's browser asks for a public page whole (every link between public
 * pages loads the next one whole) and gets it, counted under the page's canonical path
 * (canonical-url.mts) without the language prefix, and its language. Not counted: prefetches and
 * the menu's own client-side requests, crawlers, anyone who asked not to be tracked, and anything
 * but a 200. Queries are left out: they are not other pages, and counting them would let anyone
 * grow the counts at will.
 */
export function countPageView(req: IncomingMessage, res: ServerResponse, path: string): void {
  if (req.method !== 'GET' || isActionCall(req.headers)) return;
  const headers = req.headers;
  if (NOT_A_PAGE.some((name) => headers[name] !== undefined)) return;
  if (asksNotToBeTracked(headers) || !isVisitor(headers['user-agent'])) return;
  res.once('finish', () => {
    if (res.statusCode !== 200) return;
    const counted = countedPath(path);
    const arabic = counted === '/ar' || counted.startsWith('/ar/');
    countOne({
      day: countingDay(),
      kind: 'page_view',
      page: arabic ? counted.slice(3) || '/' : counted,
      locationSlug: '',
      language: arabic ? 'ar' : 'en',
    });
  });
}
