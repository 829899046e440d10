/**
 * Public addresses in each language: English at '/menu', Arabic at '/ar/menu'. Pure, so that
 * server pages and the few client islands build links the same way without a routing library.
 */
export type SiteLocale = 'en' | 'ar';

/** '/menu' in English is '/menu'; in Arabic '/ar/menu'. */
export function localizedPath(locale: string, path: string): string {
  if (locale !== 'ar') return path;
  return path === '/' ? '/ar' : `/ar${path}`;
}

/**
 * The address without its language: '/ar/menu' and '/menu' are '/menu'. An '/en' prefix is
 * dropped too: a server render of a rewritten page can see the internal '/en/...' address.
 */
export function unlocalizedPath(pathname: string): string {
  const match = /^\/(?:ar|en)(?=\/|$)/.exec(pathname);
  const rest = match ? pathname.slice(match[0].length) : pathname;
  return rest === '' ? '/' : rest;
}

export function otherLocale(locale: string): SiteLocale {
  return locale === 'ar' ? 'en' : 'ar';
}

/** Whether a navigation entry is the current page ('/' only for the home page itself). */
export function isCurrentSection(pathname: string, href: string): boolean {
  const path = unlocalizedPath(pathname);
  return href === '/' ? path === '/' : path === href || path.startsWith(`${href}/`);
}
