import { describe, expect, it } from 'vitest';
import {
  cacheControlFor,
  isSignInPath,
  PRIVATE_NO_STORE,
  PUBLIC_PAGE_CACHE,
  PUBLIC_PAYLOAD_CACHE,
} from './cache-policy.mts';

const NEXT_CACHED = 's-maxage=31536000';

describe('what a CDN may keep', () => {
  it('keeps a cached public page a minute, then serves it stale while it asks again', () => {
    expect(cacheControlFor('GET', '/menu', 200, NEXT_CACHED, false)).toBe(PUBLIC_PAGE_CACHE);
    expect(PUBLIC_PAGE_CACHE).toMatch(/s-maxage=60, stale-while-revalidate=86400/);
    // The navigation payload: no stale-while-revalidate (browsers would apply it to fetches).
    expect(cacheControlFor('GET', '/menu', 200, NEXT_CACHED, false, true)).toBe(
      PUBLIC_PAYLOAD_CACHE,
    );
  });

  it('never keeps the console, the auth routes, form answers or anything that sets a cookie', () => {
    expect(cacheControlFor('GET', '/admin', 200, undefined, false)).toBe(PRIVATE_NO_STORE);
    expect(cacheControlFor('GET', '/admin/menu/items', 200, NEXT_CACHED, false)).toBe(
      PRIVATE_NO_STORE,
    );
    expect(cacheControlFor('POST', '/api/auth/sign-in/email', 200, undefined, true)).toBe(
      PRIVATE_NO_STORE,
    );
    expect(cacheControlFor('GET', '/api/auth/get-session', 200, undefined, false)).toBe(
      PRIVATE_NO_STORE,
    );
    expect(cacheControlFor('POST', '/contact', 200, NEXT_CACHED, false)).toBe(PRIVATE_NO_STORE);
    expect(cacheControlFor('GET', '/', 200, NEXT_CACHED, true)).toBe(PRIVATE_NO_STORE);
  });

  it('leaves files and not-found answers as the app set them', () => {
    const immutable = 'public, max-age=31536000, immutable';
    expect(cacheControlFor('GET', '/menu-media/menu/a.png', 200, immutable, false)).toBe(immutable);
    expect(cacheControlFor('GET', '/nope', 404, 'private, no-cache, no-store', false)).toBe(
      'private, no-cache, no-store',
    );
  });
});

describe('the sign-in pages, left as Next writes them (their forms hold a password)', () => {
  it('names the pages for people not signed in yet, and no screen', () => {
    const table: [string, boolean][] = [
      ['/admin/login', true],
      ['/admin/setup', true],
      ['/admin/invitation', true],
      ['/admin/reset-password', true],
      ['/admin/reset-password/', true],
      ['/admin', false],
      ['/admin/users', false],
      ['/admin/login-history', false],
      ['/login', false],
    ];
    for (const [path, signIn] of table) expect([path, isSignInPath(path)]).toEqual([path, signIn]);
  });
});
