'use client';

import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { useRouter } from '@/i18n/navigation';
import { CATEGORY_PICTURE_SIZES } from './category-picture';
import { localized, otherLanguage } from '@/lib/localized';
import type { MenuCategory, MenuDish } from '@/features/menu/server/public-menu';
import { Picture } from '@/components/site/picture';
import { useLaterPictures } from '@/components/site/use-later-pictures';
import { CategoryStrip } from './category-strip';
import { useScrollFollowing } from './use-scroll-following';
import { DishList } from './dish-list';
import { ServedNote } from './served-note';

type Props = {
  categories: MenuCategory[];
  /** The open category's dishes (none on the grid). */
  items: MenuDish[];
  /** The open category (`?category=`), or null for the grid; the server renders either. */
  categorySlug: string | null;
  locale: string;
  /** The menu's own address: the brand's `/menu`, or a restaurant's `/locations/<slug>/menu`. */
  basePath: string;
};

const cardId = (slug: string) => `menu-category-${slug}`;

function CategoryGrid({
  categories,
  locale,
  onChoose,
}: {
  categories: MenuCategory[];
  locale: string;
  onChoose: (slug: string) => void;
}) {
  const t = useTranslations('menu');
  const common = useTranslations('common');
  const later = useLaterPictures();
  const slugs = useMemo(() => categories.map((c) => c.slug), [categories]);
  const active = useScrollFollowing(slugs, cardId);
  return (
    <>
      <CategoryStrip
        categories={categories}
        locale={locale}
        label={t('categoriesNav')}
        active={active}
        onChoose={onChoose}
        sticky
      />
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {categories.map((category, index) => (
          <li key={category.slug} id={cardId(category.slug)} className="scroll-mt-36">
            <article className="group flex h-full flex-col overflow-hidden card">
              {category.imageUrl ? (
                <div className="relative aspect-[16/9] bg-sand">
                  <Picture
                    src={category.imageUrl}
                    later={later}
                    alt=""
                    fill
                    sizes={CATEGORY_PICTURE_SIZES}
                    loading={index === 0 ? 'eager' : 'lazy'}
                    fetchPriority={index === 0 ? 'high' : undefined}
                    className="object-cover"
                  />
                </div>
              ) : null}
              <div className="flex flex-1 flex-col p-5">
                <h2 className="font-display text-xl font-bold text-coffee">
                  {localized(category, 'title', locale)}
                </h2>
                <p className="text-sm text-muted" lang={locale === 'ar' ? 'en' : 'ar'}>
                  {otherLanguage(category, 'title', locale)}
                </p>
                <p className="mt-2 text-sm font-semibold text-saffron-deep">
                  {common('items', { count: category.itemCount })}
                </p>
                <ServedNote row={category} locale={locale} className="text-sm text-coffee" />
                <a
                  href={`?category=${category.slug}`}
                  onClick={(e) => {
                    e.preventDefault();
                    onChoose(category.slug);
                  }}
                  className="mt-4 inline-flex min-h-11 w-fit items-center rounded-full bg-pomegranate px-5 text-sm font-semibold text-white hover:bg-pomegranate-deep"
                >
                  {t('viewMenu')}
                  <span className="sr-only">: {localized(category, 'title', locale)}</span>
                </a>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </>
  );
}

/** The menu screen: the category grid, or with ?category= that category's dishes and filters. */
export function MenuBrowser({ categories, items, categorySlug, locale, basePath }: Props) {
  const router = useRouter();
  const category = categories.find((c) => c.slug === categorySlug);
  const choose = (next: string | null) => {
    router.push(next ? { pathname: basePath, query: { category: next } } : basePath, {
      scroll: false,
    });
    window.scrollTo({ top: 0 });
  };
  if (category)
    return (
      <DishList
        key={category.slug}
        category={category}
        categories={categories}
        items={items}
        locale={locale}
        onBack={() => choose(null)}
        onChoose={choose}
      />
    );
  return <CategoryGrid categories={categories} locale={locale} onChoose={choose} />;
}
