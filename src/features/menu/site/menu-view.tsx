import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { ClientMessages } from '@/components/site/client-messages';
import { PageHeader } from '@/components/site/page-header';
import { SiteLink } from '@/components/site/site-link';
import { PickupLink, pickupPath } from '@/components/site/locations/order-links';
import { siteUrl } from '@/lib/site-url';
import { DishOrderingProvider } from './dish-ordering';
import { OrderChooser } from '@/components/site/order-chooser';
import type { MenuCategory, MenuDish, ShownCombo } from '@/features/menu/server/public-menu';
import { CombosSection } from './combos-section';
import { MenuBrowser } from './menu-browser';

/** A restaurant whose own menu the page shows, or the restaurants the brand menu points to. */
export type MenuRestaurantLink = {
  slug: string;
  name: string;
  /** It takes pickup orders on the site. */
  orderingEnabled?: boolean;
};

/**
 * The menu screen as the server renders it: the category grid, or one category's dishes; the
 * brand's menu (`/menu`), or one restaurant's (`/locations/<slug>/menu`, what it serves at its
 * prices). All are cached pages (the category through a rewrite of `?category=…`), so the first
 * paint is the menu itself, with or without JavaScript.
 */
export async function MenuView({
  categories,
  items = [],
  category = null,
  locale,
  combos = [],
  restaurant = null,
  otherMenus = [],
  pricesDiffer = false,
  children,
}: {
  categories: MenuCategory[];
  /** One category's dishes (its page); none: the category grid. */
  items?: MenuDish[];
  category?: MenuCategory | null;
  locale: string;
  /** The combos section under the category grid. */
  combos?: ShownCombo[];
  /** The restaurant whose menu this is; null: the brand's. */
  restaurant?: MenuRestaurantLink | null;
  /** The brand menu: the restaurants' own menus, offered when `pricesDiffer`. */
  otherMenus?: MenuRestaurantLink[];
  pricesDiffer?: boolean;
  children?: ReactNode;
}) {
  const [t, pickup] = await Promise.all([getTranslations('menu'), getTranslations('pickup')]);
  const basePath = restaurant ? `/locations/${restaurant.slug}/menu` : '/menu';
  const orderPath = restaurant
    ? pickupPath({ slug: restaurant.slug, orderingEnabled: !!restaurant.orderingEnabled }, locale)
    : null;
  const ordering =
    restaurant && orderPath
      ? { path: orderPath, restaurant: restaurant.slug, origin: siteUrl() }
      : null;
  const link = 'font-semibold text-pomegranate-deep underline underline-offset-4';
  return (
    <main id="main">
      {restaurant ? (
        <PageHeader
          title={t('restaurantTitle', { name: restaurant.name })}
          subtitle={t('restaurantSubtitle')}
        >
          <p className="mt-4 flex flex-wrap items-center gap-x-6 gap-y-2">
            <PickupLink
              restaurant={{ slug: restaurant.slug, orderingEnabled: !!restaurant.orderingEnabled }}
              locale={locale}
              label={pickup('title', { name: restaurant.name })}
            />
            <SiteLink href={`/locations/${restaurant.slug}`} className={link}>
              {t('restaurantPage')}
            </SiteLink>
            <SiteLink href="/menu" className={link}>
              {t('brandMenu')}
            </SiteLink>
          </p>
        </PageHeader>
      ) : (
        <PageHeader title={t('title')} subtitle={t('subtitle')}>
          {/* The header's Order Online panel: a restaurant, then pickup on the site first. */}
          <OrderChooser label={pickup('orderPickup')} className="mt-4 inline-flex" />
        </PageHeader>
      )}
      <div className="mx-auto max-w-7xl px-4 pb-20 md:px-6">
        {pricesDiffer && otherMenus.length > 0 ? (
          <nav aria-label={t('restaurantMenus')} className="mb-6 rounded-2xl bg-sand/60 p-4">
            <p className="text-sm text-coffee">{t('pricesDiffer')}</p>
            <ul className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm">
              {otherMenus.map((menu) => (
                <li key={menu.slug}>
                  <SiteLink
                    href={`/locations/${menu.slug}/menu`}
                    className={`inline-flex min-h-11 items-center ${link}`}
                  >
                    {menu.name}
                  </SiteLink>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <ClientMessages namespaces={['menu', 'common']}>
          <DishOrderingProvider value={ordering}>
            <MenuBrowser
              categories={categories}
              items={items}
              categorySlug={category?.slug ?? null}
              locale={locale}
              basePath={basePath}
            />
          </DishOrderingProvider>
        </ClientMessages>
      </div>
      {category ? null : <CombosSection combos={combos} locale={locale} />}
      {children}
    </main>
  );
}
