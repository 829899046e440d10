import fs from 'node:fs';
import path from 'node:path';

/**
 * Every page of the public site (src/app/[locale]) by its route ('' for the home page), with an
 * address of it and the rules each is held to, written out: a new page fails the tests that use
 * this table until someone decides.
 * - `shared`: the same for whoever asks at a given moment (its Cross-Origin-Opener-Policy lets go
 *   of other windows, security-headers.mts);
 * - `readsQuery`: its render reads its query, so it is rendered for its visitor as asked and never
 *   kept (canonical-url.mts); every other page is rendered from its one address.
 */
export const PUBLIC_PAGES: Record<string, { path: string; shared: boolean; readsQuery: boolean }> =
  {
    '': { path: '/', shared: true, readsQuery: false },
    '/[...rest]': { path: '/no-such-page', shared: true, readsQuery: false },
    // A signed-in guest's account (its tab), and its sign-in (its step, where to go next; it
    // depends on who is signed in).
    '/account': { path: '/account', shared: false, readsQuery: true },
    '/account/sign-in': { path: '/account/sign-in', shared: false, readsQuery: true },
    '/careers': { path: '/careers', shared: true, readsQuery: false },
    '/catering': { path: '/catering', shared: true, readsQuery: false },
    '/contact': { path: '/contact', shared: true, readsQuery: false },
    '/franchise': { path: '/franchise', shared: true, readsQuery: false },
    '/franchise/apply': { path: '/franchise/apply', shared: true, readsQuery: false },
    '/franchise/faq': { path: '/franchise/faq', shared: true, readsQuery: false },
    '/franchise/investment': { path: '/franchise/investment', shared: true, readsQuery: false },
    '/franchise/process': { path: '/franchise/process', shared: true, readsQuery: false },
    '/franchise/why': { path: '/franchise/why', shared: true, readsQuery: false },
    '/locations': { path: '/locations', shared: true, readsQuery: false },
    '/locations/[slug]': { path: '/locations/canton', shared: true, readsQuery: false },
    '/locations/[slug]/menu': { path: '/locations/canton/menu', shared: true, readsQuery: false },
    '/locations/[slug]/menu/[category]': {
      path: '/locations/canton/menu/breakfast',
      shared: true,
      readsQuery: false,
    },
    // A shared dish's link (?dish=) is read by the browser only.
    '/locations/[slug]/order': { path: '/locations/canton/order', shared: true, readsQuery: false },
    '/locations/[slug]/order/checkout': {
      path: '/locations/canton/order/checkout',
      shared: true,
      readsQuery: false,
    },
    '/locations/bronx-coming-soon': {
      path: '/locations/bronx-coming-soon',
      shared: true,
      readsQuery: false,
    },
    '/menu': { path: '/menu', shared: true, readsQuery: false },
    '/menu/[category]': { path: '/menu/breakfast', shared: true, readsQuery: false },
    // An order's own page: the guest's name, phone and lines, behind a link only they hold; the
    // payment's outcome back from Stripe (?payment=).
    '/orders/[token]': { path: '/orders/Zx81kQ', shared: false, readsQuery: true },
    '/privacy': { path: '/privacy', shared: true, readsQuery: false },
    // A sign-up's confirmation: what the address signed up for, behind the link mailed to it.
    '/subscriptions/[token]': { path: '/subscriptions/Qm4vT0', shared: false, readsQuery: false },
    // An unsubscribe link's page: it names the address the link was made for.
    '/unsubscribe/[token]': {
      path: '/unsubscribe/Zx81kQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAcWFAeC5jbw',
      shared: false,
      readsQuery: true,
    },
    // The day and party size a reservation starts from.
    '/reserve': { path: '/reserve', shared: true, readsQuery: true },
  };

/** Every page of the public site as its route, with its page file's source. */
export function publicRoutes(): { route: string; source: string }[] {
  const root = path.join(process.cwd(), 'src/app/[locale]');
  return fs
    .readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => path.basename(file) === 'page.tsx')
    .map((file) => ({
      route: `/${path.dirname(file)}`
        .replace(/\/\([^)]*\)/g, '')
        .replace(/^\/\.$/, '')
        .replace(/\/$/, ''),
      source: fs.readFileSync(path.join(root, file), 'utf8'),
    }));
}

/** A page's addresses in both languages. */
export function inBothLanguages(pathname: string): [string, string] {
  return [pathname, pathname === '/' ? '/ar' : `/ar${pathname}`];
}
