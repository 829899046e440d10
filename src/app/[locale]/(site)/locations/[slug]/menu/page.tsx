import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { preload } from 'react-dom';
import { RestaurantMenuStructuredData } from '@/components/site/menu/menu-page-parts';
import { MenuView } from '@/components/site/menu/menu-view';
import { pageLocale } from '@/i18n/page-locale';
import { localized } from '@/lib/localized';
import { localizedPath } from '@/lib/locale-path';
import { localizedMetadata } from '@/lib/page-meta';
import { siteUrl } from '@/lib/site-url';
import { restaurantId } from '@/lib/structured-data';
import { readPublicMenu, readShownCombos } from '@/server/menu/queries';
import { findServingLocation, restaurantMenuUrl } from '@/server/locations/serving';

type Props = { params: Promise<{ locale: string; slug: string }> };

// Rendered on first request and cached like every public page; an edit of this restaurant's own
// menu settings renders it again, and no other page (src/http/cache-scope.mts).
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const { slug } = await params;
  const location = await findServingLocation(slug);
  if (!location) return {};
  const name = localized(location, 'name', locale);
  const [menu, seo] = await Promise.all([
    getTranslations({ locale, namespace: 'menu' }),
    getTranslations({ locale, namespace: 'seo' }),
  ]);
  return localizedMetadata(locale, {
    path: `/locations/${slug}/menu`,
    title: menu('restaurantTitle', { name }),
    description: seo('restaurantMenuDescription', { name }),
  });
}

/** A restaurant's own menu: its category grid, what it serves at its prices. */
export default async function RestaurantMenuPage({ params }: Props) {
  const locale = await pageLocale(params);
  const { slug } = await params;
  const location = await findServingLocation(slug);
  if (!location) notFound();
  const now = new Date();
  const [{ categories, dishes }, combos, t] = await Promise.all([
    readPublicMenu(now, location),
    readShownCombos(now, location),
    getTranslations('menu'),
  ]);
  const firstPicture = categories[0]?.imageUrl;
  if (firstPicture) preload(firstPicture, { as: 'image', fetchPriority: 'high' });
  const name = localized(location, 'name', locale);

  return (
    <MenuView
      categories={categories}
      items={[]}
      category={null}
      locale={locale}
      combos={combos}
      restaurant={{ slug, name }}
    >
      <RestaurantMenuStructuredData
        categories={categories}
        items={dishes}
        locale={locale}
        restaurant={{
          id: restaurantId(slug),
          name,
          url: `${siteUrl()}${localizedPath(locale, `/locations/${slug}`)}`,
        }}
        menu={{ name: t('restaurantTitle', { name }), url: restaurantMenuUrl(locale, slug) }}
      />
    </MenuView>
  );
}
