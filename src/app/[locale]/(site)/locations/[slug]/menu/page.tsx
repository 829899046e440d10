import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { RestaurantMenuStructuredData } from '@/features/menu/site/menu-page-parts';
import { MenuView } from '@/features/menu/site/menu-view';
import { localizedPath } from '@/lib/locale-path';
import { siteUrl } from '@/lib/site-url';
import { restaurantId } from '@/lib/structured-data';
import { readPublicMenu, readShownCombos } from '@/features/menu/server/public-menu';
import { restaurantMenuUrl } from '@/server/locations/serving';
import * as restaurantPage from '../restaurant-page';
import { preloadFirstCategoryPicture } from '@/features/menu/site/category-picture';

type Props = restaurantPage.Props;

// Rendered on first request and cached like every public page; an edit of this restaurant's own
// menu settings renders it again, and no other page (src/http/cache-scope.mts).
export const generateStaticParams = restaurantPage.noPagesAtBuild;

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return restaurantPage.metadata(params, async ({ locale, slug, name }) => {
    const [menu, seo] = await Promise.all([
      getTranslations({ locale, namespace: 'menu' }),
      getTranslations({ locale, namespace: 'seo' }),
    ]);
    return {
      path: `/locations/${slug}/menu`,
      title: menu('restaurantTitle', { name }),
      description: seo('restaurantMenuDescription', { name }),
    };
  });
}

/** A restaurant's own menu: its category grid, what it serves at its prices. */
export default async function RestaurantMenuPage({ params }: Props) {
  const { locale, slug, location, name } = await restaurantPage.servedPage(params);
  const now = new Date();
  const [{ categories, dishes }, combos, t] = await Promise.all([
    readPublicMenu(now, location),
    readShownCombos(now, location),
    getTranslations('menu'),
  ]);
  preloadFirstCategoryPicture(categories[0]?.imageUrl);

  return (
    <MenuView
      categories={categories}
      locale={locale}
      combos={combos}
      restaurant={{ slug, name, orderingEnabled: location.orderingEnabled }}
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
