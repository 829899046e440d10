import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/site/client-messages';
import { telHref } from '@/components/site/location-summary-card';
import { OrderBoard } from '@/features/ordering/site/order-board';
import { OrderingMenuList } from '@/features/ordering/site/ordering-menu-list';
import {
  asapNow,
  OrderingClosed,
  OrderingHeader,
  OrderingNotice,
} from '@/features/ordering/site/ordering-parts';
import { PickupChooser } from '@/features/ordering/site/pickup-chooser';
import { localizedPath } from '@/lib/locale-path';
import { localized } from '@/lib/localized';
import { listPublishedLocations } from '@/server/locations/queries';
import { readOrderingMenu } from '@/features/ordering/server/ordering-menu';
import { readOrderingPause } from '@/features/ordering/server/ordering-pause';
import * as restaurantPage from '../restaurant-page';

type Props = restaurantPage.Props;

// Rendered on first request and cached like the restaurant's menu page: an edit of its menu
// settings renders both again (src/http/cache-scope.mts). The cart lives in the guest's browser.
export const generateStaticParams = restaurantPage.noPagesAtBuild;

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return restaurantPage.metadata(params, async ({ locale, slug, name }) => {
    const t = await getTranslations({ locale, namespace: 'pickup' });
    return {
      path: `/locations/${slug}/order`,
      title: t('title', { name }),
      description: t('description', { name }),
    };
  });
}

/** A restaurant's ordering page: its menu to choose from, and the guest's cart. */
export default async function OrderPage({ params }: Props) {
  const { locale, slug, location, name } = await restaurantPage.servedPage(params);
  if (!location.orderingEnabled) {
    return (
      <main id="main">
        <OrderingHeader location={location} locale={locale} />
        <OrderingClosed location={location} locale={locale} />
      </main>
    );
  }
  const [menu, t, menuText, places, pausedUntil] = await Promise.all([
    readOrderingMenu(location, locale),
    getTranslations('pickup'),
    getTranslations('menu'),
    listPublishedLocations(),
    readOrderingPause(slug),
  ]);
  const dishes = Object.fromEntries(
    [...menu.categories.flatMap((c) => c.dishes), ...menu.combos].map((dish) => [dish.key, dish]),
  );
  const phone = location.phones[0];
  const otherNames = Object.fromEntries(
    places.map((place) => [place.slug, localized(place, 'name', locale)]),
  );
  return (
    <main id="main" className="pb-24 lg:pb-0">
      <OrderingHeader location={location} locale={locale} />
      <div className="mx-auto max-w-7xl px-4 pb-20 md:px-6">
        <noscript>
          <p className="card mb-6 p-5 font-medium text-coffee">
            {t('needsScript', { name })}{' '}
            {phone ? (
              <a href={telHref(phone)} className="font-semibold text-pomegranate-deep underline">
                {t('callToOrder', { phone })}
              </a>
            ) : null}
          </p>
        </noscript>
        <OrderingNotice location={location} pausedUntil={pausedUntil} locale={locale} />
        <ClientMessages namespaces={['pickup']}>
          <PickupChooser
            restaurant={slug}
            timeZone={location.timezone}
            language={locale === 'ar' ? 'ar' : 'en'}
            closedNow={!asapNow(location, pausedUntil).ok}
          />
          <OrderBoard
            restaurant={{ slug, name }}
            dishes={dishes}
            taxRate={location.taxRate}
            minimumOrder={location.minimumOrder}
            checkoutHref={localizedPath(locale, `/locations/${slug}/order/checkout`)}
            otherNames={otherNames}
            allergenNote={menuText('allergenNote')}
          >
            <OrderingMenuList
              menu={menu}
              allergenNote={menuText('allergenNote')}
              restaurant={slug}
              timeZone={location.timezone}
            />
          </OrderBoard>
        </ClientMessages>
      </div>
    </main>
  );
}
