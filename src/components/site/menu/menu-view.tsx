import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { ClientMessages } from '@/components/site/client-messages';
import { PageHeader } from '@/components/site/page-header';
import type { MenuCategory, MenuDish, PublicCombo } from '@/server/menu/queries';
import { CombosSection } from './combos-section';
import { MenuBrowser } from './menu-browser';

/**
 * The menu screen as the server renders it: the category grid, or one category's dishes. Both are
 * cached pages (`/menu` and, through a rewrite, `/menu?category=…`), so the first paint is the
 * menu itself, with or without JavaScript.
 */
export async function MenuView({
  categories,
  items,
  category,
  locale,
  combos = [],
  children,
}: {
  categories: MenuCategory[];
  items: MenuDish[];
  category: MenuCategory | null;
  locale: string;
  /** The combos section under the category grid. */
  combos?: PublicCombo[];
  children?: ReactNode;
}) {
  const t = await getTranslations('menu');
  return (
    <main id="main">
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <div className="mx-auto max-w-7xl px-4 pb-20 md:px-6">
        <ClientMessages namespaces={['menu', 'common']}>
          <MenuBrowser
            categories={categories}
            items={items}
            categorySlug={category?.slug ?? null}
            locale={locale}
          />
        </ClientMessages>
      </div>
      {category ? null : <CombosSection combos={combos} locale={locale} />}
      {children}
    </main>
  );
}
