import { describe, expect, it } from 'vitest';
import { inBothLanguages, PUBLIC_PAGES, publicRoutes } from '../../tests/support/public-routes';
import { canonicalPage, readsItsQuery } from './canonical-url.mts';

/** What each address is stored and counted as, and where it is sent first (null: nowhere). */
const TABLE: [url: string, key: string, redirect: string | null][] = [
  ['/menu', '/menu', null],
  ['/ar/menu', '/ar/menu', null],
  ['/menu?category=desserts', '/menu?category=desserts', null],
  ['/ar/menu?category=desserts', '/ar/menu?category=desserts', null],
  // The poisoning seen in review: the key took the first value, the app rendered the last.
  [
    '/menu?category=vegetarian&category=desserts',
    '/menu?category=vegetarian',
    '/menu?category=vegetarian',
  ],
  [
    '/ar/menu?category=desserts&category=vegetarian',
    '/ar/menu?category=desserts',
    '/ar/menu?category=desserts',
  ],
  // A value the menu's route does not take renders the grid: keyed and sent there.
  ['/menu?category=Desserts', '/menu', '/menu'],
  ['/menu?category=', '/menu', '/menu'],
  ['/menu?category=desserts-', '/menu', '/menu'],
  ['/menu?category=%64esserts', '/menu?category=desserts', '/menu?category=desserts'],
  // Other parameters do not choose the page: never in the key, kept on the way.
  ['/menu?utm_source=flyer&category=desserts', '/menu?category=desserts', null],
  ['/menu?utm_source=flyer', '/menu', null],
  ['/contact?category=desserts', '/contact', null],
  // One path per page.
  ['/./menu', '/menu', '/menu'],
  ['/menu/../contact', '/contact', '/contact'],
  ['/%2e%2e/menu', '/menu', '/menu'],
  ['//menu', '/menu', '/menu'],
  ['/\\menu', '/menu', '/menu'],
  ['/menu/', '/menu', '/menu'],
  ['/%6Denu', '/menu', '/menu'],
  [
    '/./menu?category=vegetarian&category=desserts',
    '/menu?category=vegetarian',
    '/menu?category=vegetarian',
  ],
  ['/', '/', null],
  ['/ar', '/ar', null],
  ['/locations/canton', '/locations/canton', null],
  // A restaurant's own menu chooses its category the same way.
  ['/locations/canton/menu', '/locations/canton/menu', null],
  [
    '/ar/locations/canton/menu?category=desserts',
    '/ar/locations/canton/menu?category=desserts',
    null,
  ],
  [
    '/locations/canton/menu?category=desserts&category=beverages',
    '/locations/canton/menu?category=desserts',
    '/locations/canton/menu?category=desserts',
  ],
  ['/locations/canton/menu?category=DESSERTS', '/locations/canton/menu', '/locations/canton/menu'],
  ['/locations/canton/menu/', '/locations/canton/menu', '/locations/canton/menu'],
  ['/locations/canton?category=desserts', '/locations/canton', null],
];

describe('the one address of each public page', () => {
  it.each(TABLE)('%s is stored as %s (sent to %s)', (url, key, redirect) => {
    const page = canonicalPage(url);
    expect(page.key).toBe(key);
    expect(page.redirect).toBe(redirect);
  });

  it('keeps every key to a route the app renders: no address makes a key it does not render', () => {
    for (const [url] of TABLE) {
      const { key, redirect } = canonicalPage(url);
      // Where it is sent is itself canonical, under the same key.
      if (redirect)
        expect(canonicalPage(redirect)).toEqual({ key, path: key.split('?')[0], redirect: null });
    }
  });
});

describe('the pages rendered from their query', () => {
  it('places every page of the public site, and each page that reads its query is one', () => {
    const routes = publicRoutes();
    expect(routes.map((r) => r.route).sort()).toEqual(Object.keys(PUBLIC_PAGES).sort());
    // A page whose code reads its query (searchParams) must be rendered from it, and listed.
    for (const { route, source } of routes) {
      if (/searchParams/.test(source)) expect(PUBLIC_PAGES[route]?.readsQuery, route).toBe(true);
    }
  });

  it('renders every other page from its one address, in both languages', () => {
    for (const [route, { path: pathname, readsQuery }] of Object.entries(PUBLIC_PAGES)) {
      for (const address of inBothLanguages(pathname)) {
        expect(readsItsQuery(address), `${address} (${route})`).toBe(readsQuery);
      }
    }
    // Near misses: a name that only begins like one of them.
    expect(readsItsQuery('/reserved')).toBe(false);
    expect(readsItsQuery('/accounts')).toBe(false);
    expect(readsItsQuery('/orders')).toBe(false);
  });
});
