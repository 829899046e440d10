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
