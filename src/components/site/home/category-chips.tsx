import { getTranslations } from 'next-intl/server';
import { SectionHeading } from '@/components/site/section-heading';
import { SiteLink } from '@/components/site/site-link';
import { localized } from '@/lib/localized';
import type { MenuCategory } from '@/features/menu';
import { foldHeight } from '@/components/site/below-fold';

/** Every category as a chip that opens the menu on it, with its number of dishes. */
export async function CategoryChips({
  categories,
  locale,
}: {
  categories: MenuCategory[];
  locale: string;
}) {
  const [t, common] = await Promise.all([getTranslations('home'), getTranslations('common')]);
  return (
    <section
      className="below-fold bg-sand/60 py-14"
      aria-labelledby="categories-title"
      style={foldHeight(
        18 + 4 * categories.length,
        18 + 2 * categories.length,
        18 + categories.length,
      )}
    >
      <div className="mx-auto max-w-7xl px-4 md:px-6">
        <SectionHeading
          id="categories-title"
          title={t('categoriesTitle')}
          subtitle={t('categoriesSubtitle')}
        />
        <ul className="mt-8 flex flex-wrap justify-center gap-3">
          {categories.map((category) => (
            <li key={category.slug}>
              <SiteLink
                href={`/menu?category=${encodeURIComponent(category.slug)}`}
                className="category-pill"
              >
                {localized(category, 'title', locale)}
                <span className="text-sm font-normal text-muted">
                  {common('items', { count: category.itemCount })}
                </span>
              </SiteLink>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
