/** The public navigation, in spec order; labels come from the `nav` catalogue namespace. */
export const SITE_NAV = [
  { key: 'home', href: '/' },
  { key: 'menu', href: '/menu' },
  { key: 'locations', href: '/locations' },
  { key: 'franchise', href: '/franchise' },
  { key: 'catering', href: '/catering' },
  { key: 'careers', href: '/careers' },
  { key: 'contact', href: '/contact' },
] as const;

export type SiteNavKey = (typeof SITE_NAV)[number]['key'];

/** Header translucency threshold (spec: after 50px of scroll). */
export const HEADER_SCROLL_THRESHOLD = 50;

/**
 * Menu: a category becomes the active one once its section's top has scrolled to within this many
 * pixels of the top of the window (spec: a 200-pixel offset, which clears the sticky header).
 */
export const MENU_SCROLL_OFFSET = 200;

/** The category that is active at a scroll position, from each section's distance to the top. */
export function activeSectionAt<T>(sections: { key: T; top: number }[], offset: number): T | null {
  let active: T | null = sections[0]?.key ?? null;
  for (const section of sections) if (section.top - offset <= 0) active = section.key;
  return active;
}

/** Every public page with a fixed address (locations add one page each), for the sitemap. */
export const PUBLIC_PATHS = [
  '/',
  '/menu',
  '/locations',
  '/locations/bronx-coming-soon',
  '/franchise',
  '/franchise/why',
  '/franchise/investment',
  '/franchise/process',
  '/franchise/faq',
  '/franchise/apply',
  '/catering',
  '/reserve',
  '/careers',
  '/contact',
  '/privacy',
] as const;

/**
 * Where a coming-soon location's visitors sign up to hear of its opening: the Bronx has the spec's
 * own page; any later one its location page's sign-up.
 */
export function openingNoticePath(slug: string): string {
  return slug === 'bronx' ? '/locations/bronx-coming-soon' : `/locations/${slug}#notify`;
}
