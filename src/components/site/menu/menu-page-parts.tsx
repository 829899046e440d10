'use client';

import { useTranslations } from 'next-intl';
import { JsonLd } from '@/components/site/json-ld';
import { menuJsonLd } from '@/lib/menu-json-ld';
import type { PublicMenuCategory, PublicMenuItem } from '@/server/menu/queries';
import { MenuWithoutJs } from './menu-without-js';

// These two parts of the menu page are drawn from the same category and dish lists the interactive
// menu receives. As client components they reach the page's server-component payload only as
// references to those lists; as server components each would repeat the whole menu in it.

type MenuData = { categories: PublicMenuCategory[]; items: PublicMenuItem[]; locale: string };

/** The whole menu as text, shown only when scripts are off (React never draws it in the browser). */
export function MenuNoScript({ categories, items, locale }: MenuData) {
  const t = useTranslations('menu');
  return (
    <noscript>
      <MenuWithoutJs
        categories={categories}
        items={items}
        locale={locale}
        vegetarianLabel={t('vegetarianMarker')}
        spicyLabel={t('spicyMarker')}
      />
    </noscript>
  );
}

/** schema.org Menu for search engines. */
export function MenuStructuredData({
  categories,
  items,
  locale,
  name,
  url,
}: MenuData & { name: string; url: string }) {
  return <JsonLd data={menuJsonLd(categories, items, locale, { name, url })} />;
}
