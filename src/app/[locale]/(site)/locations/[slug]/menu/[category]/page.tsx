import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { MenuView } from '@/features/menu/site/menu-view';
import { pageLocale } from '@/i18n/page-locale';
import { localized } from '@/lib/localized';
import { localizedMetadata } from '@/lib/page-meta';
import { readPublicMenu } from '@/features/menu/server/public-menu';
import { findServingLocation } from '@/server/locations/serving';

type Props = { params: Promise<{ locale: string; slug: string; category: string }> };

// Visitors reach this page as /locations/<slug>/menu?category=<category> (a rewrite in
// next.config.ts), like the brand menu's categories; rendered on first request, then cached.
export function generateStaticParams() {
  return [];
}

async function findCategory(slug: string, categorySlug: string) {
  const location = await findServingLocation(slug);
  if (!location) return null;
  const menu = await readPublicMenu(new Date(), location);
  const category = menu.categories.find((c) => c.slug === categorySlug);
  return category ? { ...menu, location, category } : null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug, category: categorySlug } = await params;
  const locale = await pageLocale(params);
  const found = await findCategory(slug, categorySlug);
  if (!found) return {};
  const name = localized(found.location, 'name', locale);
  const [menu, seo] = await Promise.all([
    getTranslations({ locale, namespace: 'menu' }),
    getTranslations({ locale, namespace: 'seo' }),
  ]);
  return localizedMetadata(locale, {
    path: `/locations/${slug}/menu?category=${found.category.slug}`,
    title: `${localized(found.category, 'title', locale)} · ${menu('restaurantTitle', { name })}`,
    description: seo('restaurantMenuDescription', { name }),
  });
}

export default async function RestaurantMenuCategoryPage({ params }: Props) {
  const { slug, category: categorySlug } = await params;
  const locale = await pageLocale(params);
  const found = await findCategory(slug, categorySlug);
  if (!found) notFound();
  const { categories, category, dishes, location } = found;
  return (
    <MenuView
      categories={categories}
      items={dishes.filter((dish) => dish.categorySlug === category.slug)}
      category={category}
      locale={locale}
      restaurant={{
        slug,
        name: localized(location, 'name', locale),
        orderingEnabled: location.orderingEnabled,
      }}
    />
  );
}
