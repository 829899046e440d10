import 'server-only';
import { restaurantMenuTag } from '@/http/cache-scope.mts';

/**
 * Cache tags of the public reads. A staff change calls updateTag/revalidateTag with the tag of
 * what it touched, and every cached page that read it is rendered again on its next request; the
 * front server drops the stored pages that may show it (src/http/cache-scope.mts).
 */
export const CACHE_TAGS = {
  menu: 'menu',
  locations: 'locations',
  settings: 'settings',
} as const;

/** One restaurant's own menu settings: only that restaurant's menu pages read them. */
export { restaurantMenuTag };

export type CacheTag = (typeof CACHE_TAGS)[keyof typeof CACHE_TAGS] | `menu@${string}`;
