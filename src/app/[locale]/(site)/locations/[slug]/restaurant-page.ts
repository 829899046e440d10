import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { pageLocale } from '@/i18n/page-locale';
import { localized } from '@/lib/localized';
import { localizedMetadata } from '@/lib/page-meta';
import { findServingLocation } from '@/server/locations/serving';

/** What a restaurant's page (`/locations/[slug]/…`) is given. */
export type Props = { params: Promise<{ locale: string; slug: string }> };

/**
 * The restaurant a page under `/locations/[slug]/` is about, with the page's language and the
 * restaurant's name in it; null where no published restaurant serves at that address.
 */
async function restaurantPage(params: Props['params']) {
  const locale = await pageLocale(params);
  const { slug } = await params;
  const location = await findServingLocation(slug);
  if (!location) return null;
  return { locale, slug, location, name: localized(location, 'name', locale) };
}

/** Rendered on first request, then cached: no restaurant's page is made at build time. */
export function noPagesAtBuild() {
  return [];
}

type RestaurantPage = NonNullable<Awaited<ReturnType<typeof restaurantPage>>>;

/** The restaurant of a page, or the site's "not found" page where none serves at that address. */
export async function servedPage(params: Props['params']): Promise<RestaurantPage> {
  const page = await restaurantPage(params);
  if (!page) notFound();
  return page;
}

/** A restaurant page's title and description in its language (none where no restaurant serves). */
export async function metadata(
  params: Props['params'],
  describe: (page: RestaurantPage) => Promise<{ path: string; title: string; description: string }>,
): Promise<Metadata> {
  const page = await restaurantPage(params);
  if (!page) return {};
  return localizedMetadata(page.locale, await describe(page));
}
