import 'server-only';
/**
 * Cache tags of the public reads. A staff change calls updateTag/revalidateTag with the tag of
 * what it touched, and every cached page that read it is rendered again on its next request.
 */
export const CACHE_TAGS = {
  menu: 'menu',
  locations: 'locations',
  settings: 'settings',
} as const;

export type CacheTag = (typeof CACHE_TAGS)[keyof typeof CACHE_TAGS];
