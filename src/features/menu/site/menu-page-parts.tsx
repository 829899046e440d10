'use client';

import { JsonLd } from '@/components/site/json-ld';
import { menuJsonLd, restaurantMenuJsonLd } from '@/features/menu/rules/menu-json-ld';
import type { MenuCategory, MenuDish } from '@/features/menu/server/public-menu';

// The menu's structured data is a client component: it reaches the page's server-component payload
// as the category and dish lists it is drawn from, not as the whole menu again in JSON.

type MenuData = { categories: MenuCategory[]; items: MenuDish[]; locale: string };

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

/** schema.org Restaurant with its own Menu (`hasMenu`), for a restaurant's menu page. */
export function RestaurantMenuStructuredData({
  categories,
  items,
  locale,
  restaurant,
  menu,
}: MenuData & {
  restaurant: { id: string; name: string; url: string };
  menu: { name: string; url: string };
}) {
  return <JsonLd data={restaurantMenuJsonLd(categories, items, locale, restaurant, menu)} />;
}
