import type { Metadata } from 'next';
import { MenuStructuredData } from '@/features/menu/site/menu-page-parts';
import { MenuView } from '@/features/menu/site/menu-view';
import { pageLocale, type LocaleParams } from '@/i18n/page-locale';
import { BRAND } from '@/lib/brand';
import { localizedPath } from '@/lib/locale-path';
import { siteUrl } from '@/lib/site-url';
import { readPublicMenu, readShownCombos } from '@/features/menu/server/public-menu';
import { servingRestaurants } from '@/server/locations/serving';
import { simplePageMetadata } from '@/lib/page-meta';
import { preloadFirstCategoryPicture } from '@/features/menu/site/category-picture';

type Props = { params: LocaleParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return simplePageMetadata(await pageLocale(params), 'menu');
}

/** The category grid (`?category=` is served by ./[category], see next.config.ts). */
export default async function MenuPage({ params }: Props) {
  const locale = await pageLocale(params);
  const [{ categories, dishes: items }, combos, restaurants] = await Promise.all([
    readPublicMenu(),
    readShownCombos(),
    servingRestaurants(locale),
  ]);
  // The first category's picture is the largest thing on a phone's first screen.
  preloadFirstCategoryPicture(categories[0]?.imageUrl);

  return (
    <MenuView
      categories={categories}
      locale={locale}
      combos={combos}
      otherMenus={restaurants}
      pricesDiffer={items.some((dish) => dish.priceVaries) || combos.some((c) => c.priceVaries)}
    >
      <MenuStructuredData
        categories={categories}
        items={items}
        locale={locale}
        name={BRAND.fullName[locale === 'ar' ? 'ar' : 'en']}
        url={`${siteUrl()}${localizedPath(locale, '/menu')}`}
      />
    </MenuView>
  );
}
