import 'server-only';
import { isComingSoon } from '@/lib/coming-soon';
import { localized } from '@/lib/localized';
import { localizedPath } from '@/lib/locale-path';
import { siteUrl } from '@/lib/site-url';
import { listPublishedLocations } from './queries';

/** A published restaurant that serves (not coming soon): it has a menu of its own. */
export async function findServingLocation(slug: string) {
  const location = (await listPublishedLocations()).find((l) => l.slug === slug);
  return location && !isComingSoon(location) ? location : null;
}

/** The restaurants with a menu of their own, as the brand menu links to them. */
export async function servingRestaurants(locale: string) {
  return (await listPublishedLocations())
    .filter((location) => !isComingSoon(location))
    .map((location) => ({ slug: location.slug, name: localized(location, 'name', locale) }));
}

/** A restaurant menu's address in a language, with its category (canonical form). */
export function restaurantMenuUrl(locale: string, slug: string, category?: string) {
  const path = `/locations/${slug}/menu${category ? `?category=${category}` : ''}`;
  return `${siteUrl()}${localizedPath(locale, path)}`;
}
