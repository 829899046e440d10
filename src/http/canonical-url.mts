/**
 * The one address of each public page. A page is stored, counted and served under its canonical
 * address only: the same page asked for another way (`/./menu`, `/menu/../contact`, `//menu`, a
 * repeated or malformed `?category=`) is redirected there first, so that what is stored under a
 * key is always what that key renders, and a visitor cannot make new keys or analytics rows at will.
 */

/** A menu category's slug, exactly as the rewrite in next.config.ts accepts it. */
export const CATEGORY_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const SLUG_MAX = 64;

/**
 * The query parameters that choose which page is rendered (next.config.ts rewrites): a menu's
 * category, on the brand menu and on each restaurant's.
 */
const MENU_PAGE = /^(?:\/ar)?(?:\/menu|\/locations\/[^/]+\/menu)$/;
function routingParameters(path: string): readonly string[] {
  return MENU_PAGE.test(path) ? ['category'] : [];
}

/**
 * The public pages whose render reads its query: a reservation's chosen day, an order's payment
 * notice, the guest's sign-in step and account, an unsubscribe link's address. Each is rendered
 * for its visitor as asked, and never kept. Every other page is rendered from its one address
 * (its key), whatever the visitor's own query (a campaign's, a shared link's), which only the
 * browser reads: Next writes the address it rendered, query included, into the page's data, and
 * keeps what it rendered for one visitor to send to the next.
 */
const READS_ITS_QUERY = /^(?:\/ar)?\/(?:reserve|account|orders\/[^/]+|unsubscribe\/[^/]+)(?:\/|$)/;

/** Whether a public page (its canonical path) is rendered from its query (READS_ITS_QUERY). */
export function readsItsQuery(path: string): boolean {
  return READS_ITS_QUERY.test(path);
}

export type CanonicalPage = {
  /** The page's key in the front's store and its path in the analytics. */
  key: string;
  /** The canonical path, without the query. */
  path: string;
  /** Where to send the request instead (the canonical address), or null when it is already it. */
  redirect: string | null;
};

const UNRESERVED = /^[A-Za-z0-9\-._~]$/;

/**
 * RFC 3986's normal form: a percent-encoded letter, digit or `-._~` is that character, the others
 * keep their escape in upper case; then dot segments are resolved, repeated and trailing slashes
 * dropped.
 */
function canonicalPath(raw: string): string {
  const decoded = raw.replace(/%([0-9A-Fa-f]{2})/g, (escape, hex: string) => {
    const character = String.fromCharCode(Number.parseInt(hex, 16));
    return UNRESERVED.test(character) ? character : escape.toUpperCase();
  });
  let resolved: string;
  try {
    // Appended to a fixed origin, never resolved against it: `//host` stays a path.
    resolved = new URL(`http://front.invalid${decoded.startsWith('/') ? '' : '/'}${decoded}`)
      .pathname;
  } catch {
    return '/';
  }
  const collapsed = resolved.replace(/\/{2,}/g, '/');
  return collapsed.length > 1 && collapsed.endsWith('/') ? collapsed.slice(0, -1) : collapsed;
}

/**
 * The canonical form of a public page's address. Routing parameters appear once, with a value the
 * route accepts, or not at all (a repeated one keeps its first value); other query parameters do
 * not change the page: they are kept in a redirect's address but never in the key.
 */
export function canonicalPage(url: string): CanonicalPage {
  const at = url.indexOf('?');
  const rawPath = at < 0 ? url : url.slice(0, at);
  const rawQuery = at < 0 ? '' : url.slice(at + 1);
  const path = canonicalPath(rawPath);
  const query = new URLSearchParams(rawQuery);
  const routing = routingParameters(path);

  const kept = new URLSearchParams();
  let keyQuery = '';
  let queryChanged = false;
  for (const name of routing) {
    const values = query.getAll(name);
    const value = values[0];
    const valid = value !== undefined && value.length <= SLUG_MAX && CATEGORY_SLUG.test(value);
    if (valid) {
      kept.set(name, value);
      keyQuery += `${keyQuery ? '&' : '?'}${name}=${value}`;
    }
    if (values.length > (valid ? 1 : 0)) queryChanged = true;
  }
  for (const [name, value] of query) if (!routing.includes(name)) kept.append(name, value);
  // The raw query spells a routing value another way (percent-encoded): one spelling only.
  if (!queryChanged && keyQuery && !rawQuery.split('&').includes(keyQuery.slice(1))) {
    queryChanged = true;
  }

  const key = `${path}${keyQuery}`;
  if (path === rawPath && !queryChanged) return { key, path, redirect: null };
  const search = kept.toString();
  return { key, path, redirect: search ? `${path}?${search}` : path };
}
