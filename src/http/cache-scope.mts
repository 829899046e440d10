/**
 * What a staff edit makes old, named the same way on both sides: the app tags its cached reads
 * with these names (src/server/cache/tags.ts) and the front server keeps its stored pages by them
 * (cache-generation.mts). Most edits can show on any page; one restaurant's own menu settings
 * (its prices, what it serves, its sold-out marks) show only on that restaurant's menu and
 * ordering pages, `/locations/<slug>/menu` and `/locations/<slug>/order` in both languages, so an
 * edit there leaves every other page stored.
 */

const RESTAURANT_MENU = 'menu@';

/** The cache tag of one restaurant's own menu settings. */
export function restaurantMenuTag(slug: string): `menu@${string}` {
  return `${RESTAURANT_MENU}${slug}`;
}

/** The restaurant whose menu a tag covers, or null for a tag any page may depend on. */
export function restaurantOfTag(tag: string): string | null {
  return tag.startsWith(RESTAURANT_MENU) ? tag.slice(RESTAURANT_MENU.length) || null : null;
}

const RESTAURANT_MENU_PAGE = /^(?:\/ar)?\/locations\/([^/?]+)\/(?:menu|order)(?:$|\?)/;

/**
 * The restaurant whose own menu settings a page (its canonical key: path and routing query)
 * shows, or null for a page that shows none.
 */
export function restaurantOfPage(key: string): string | null {
  return RESTAURANT_MENU_PAGE.exec(key)?.[1] ?? null;
}
