import type { MetadataRoute } from 'next';
import { localizedPath } from '@/lib/locale-path';
import { PUBLIC_PATHS } from '@/lib/site-nav';
import { siteUrl } from '@/lib/site-url';
import { listPublishedLocations } from '@/server/locations/queries';

// Read at request time: the build never opens the database.
export const dynamic = 'force-dynamic';

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const locations = await listPublishedLocations();
  const paths = [...PUBLIC_PATHS, ...locations.map((l) => `/locations/${l.slug}`)];
  const base = siteUrl();
  return paths.flatMap((path) =>
    (['en', 'ar'] as const).map((locale) => ({
      url: `${base}${localizedPath(locale, path)}`,
      changeFrequency:
        path === '/menu' || path === '/' ? ('weekly' as const) : ('monthly' as const),
      priority: path === '/' ? 1 : 0.7,
      alternates: {
        languages: {
          en: `${base}${localizedPath('en', path)}`,
          ar: `${base}${localizedPath('ar', path)}`,
        },
      },
    })),
  );
}
