import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { MenuView } from '@/features/menu/site/menu-view';
import { pageLocale } from '@/i18n/page-locale';
import { localized } from '@/lib/localized';
import { readPublicMenu } from '@/features/menu/server/public-menu';
import { servingRestaurants } from '@/server/locations/serving';
import { localizedMetadata } from '@/lib/page-meta';

type Props = { params: Promise<{ locale: string; category: string }> };

// Visitors reach this page as /menu?category=<slug> (a rewrite in next.config.ts); /menu/<slug>
// redirects there. Rendered on the first request per category, then cached like /menu.
export function generateStaticParams() {
  return [];
}

async function findCategory(slug: string) {
  const menu = await readPublicMenu();
  return { ...menu, category: menu.categories.find((c) => c.slug === slug) ?? null };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { category: slug } = await params;
  const locale = await pageLocale(params);
  const { category } = await findCategory(slug);
  if (!category) return {};
  const t = await getTranslations({ locale, namespace: 'seo' });
  return localizedMetadata(locale, {
    path: `/menu?category=${category.slug}`,
    title: `${localized(category, 'title', locale)} · ${t('menuTitle')}`,
    description: t('menuDescription'),
  });
}

export default async function MenuCategoryPage({ params }: Props) {
  const { category: slug } = await params;
  const locale = await pageLocale(params);
  const [{ categories, category, dishes }, restaurants] = await Promise.all([
    findCategory(slug),
    servingRestaurants(locale),
  ]);
  if (!category) notFound();
  const shown = dishes.filter((dish) => dish.categorySlug === category.slug);
  return (
    <MenuView
      categories={categories}
      items={shown}
      category={category}
      locale={locale}
      otherMenus={restaurants}
      pricesDiffer={shown.some((dish) => dish.priceVaries)}
    />
  );
}
