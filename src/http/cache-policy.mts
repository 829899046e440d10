import { isPayloadRequest } from './next-surface.mts';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { applyHeaders } from './html-response.mts';

/**
 * What shared caches (a CDN) may keep. Public pages: a minute, then served stale for up to a day
 * while the CDN asks again, so a staff edit shows within about a minute and a slow origin never
 * shows. Nothing personal is ever kept: the console, sign-in, form answers and anything that sets
 * a cookie are private and not stored.
 */
export const PUBLIC_PAGE_CACHE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=86400';
/**
 * A page's payload for client-side navigation: kept as briefly by a CDN, but without
 * stale-while-revalidate, which browsers apply to fetches too (they would serve a stale payload
 * and fetch again in the background).
 */
export const PUBLIC_PAYLOAD_CACHE = 'public, max-age=0, s-maxage=60';
export const PRIVATE_NO_STORE = 'private, no-store';

export function isConsolePath(pathname: string): boolean {
  return pathname === '/admin' || pathname.startsWith('/admin/');
}

/** The console's pages for people not signed in yet: sign-in, setup, invitation, new password. */
export function isSignInPath(pathname: string): boolean {
  return /^\/admin\/(login|setup|invitation|reset-password)(\/|$)/.test(pathname);
}

/** The Cache-Control an answer leaves with, from what the app set and what was asked. */
export function cacheControlFor(
  method: string,
  pathname: string,
  status: number,
  appValue: string | undefined,
  setsCookie: boolean,
  isPayload = false,
): string | undefined {
  if (setsCookie) return PRIVATE_NO_STORE;
  if (isConsolePath(pathname) || pathname.startsWith('/api/')) {
    return appValue && /no-store/.test(appValue) ? appValue : PRIVATE_NO_STORE;
  }
  // A form's answer (a post without JavaScript) is that visitor's own.
  if (method !== 'GET' && method !== 'HEAD') return PRIVATE_NO_STORE;
  if (status === 200 && appValue && /s-maxage=/.test(appValue)) {
    return isPayload ? PUBLIC_PAYLOAD_CACHE : PUBLIC_PAGE_CACHE;
  }
  return appValue;
}

/** Applies the policy just before the headers leave, whoever sends them and however. */
export function applyCachePolicy(req: IncomingMessage, res: ServerResponse, pathname: string) {
  const writeHead = res.writeHead;
  // Read now: Next removes the RSC header from the request while it handles it.
  const isPayload = isPayloadRequest(req.headers);
  res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    const [status, reasonOrHeaders, maybeHeaders] = args as [number, unknown, unknown];
    applyHeaders(this, typeof reasonOrHeaders === 'string' ? maybeHeaders : reasonOrHeaders);
    const appValue = this.getHeader('cache-control');
    const value = cacheControlFor(
      req.method ?? 'GET',
      pathname,
      status,
      appValue === undefined ? undefined : String(appValue),
      this.getHeader('set-cookie') !== undefined,
      isPayload,
    );
    if (value !== undefined) this.setHeader('cache-control', value);
    return typeof reasonOrHeaders === 'string'
      ? (writeHead as (s: number, reason: string) => ServerResponse).call(
          this,
          status,
          reasonOrHeaders,
        )
      : writeHead.call(this, status);
  } as ServerResponse['writeHead'];
}
