import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { SiteFooter } from '@/components/site/site-footer';
import { SiteHeader } from '@/components/site/site-header';
import { pageLocale, type LocaleParams } from '@/i18n/page-locale';
import { brandName } from '@/lib/brand';
import { localizedPath } from '@/lib/locale-path';
import { partnersOf } from '@/components/site/locations/order-links';
import { localized } from '@/lib/localized';
import { SITE_NAV } from '@/lib/site-nav';
import { listPublishedLocations } from '@/server/locations/queries';
import { isComingSoon } from '@/lib/coming-soon';

export default async function SiteLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: LocaleParams;
}) {
  const locale = await pageLocale(params);
  const nav = await getTranslations('nav');
  const common = await getTranslations('common');
  const language = await getTranslations('language');
  const order = await getTranslations('order');
  const places = await getTranslations('locationsPage');
  const pickup = await getTranslations('pickup');
  // Order Online offers the open locations that have a delivery service's link.
  const orderPlaces = (await listPublishedLocations())
    .filter((place) => !isComingSoon(place))
    .map((place) => ({
      slug: place.slug,
      name: localized(place, 'name', locale),
      links: [
        ...(place.orderingEnabled
          ? [
              {
                provider: 'pickup',
                label: pickup('chooserPickup', { brand: brandName(locale) }),
                url: localizedPath(locale, `/locations/${place.slug}/order`),
                internal: true,
              },
            ]
          : []),
        ...partnersOf(place).map((p) => ({
          provider: p,
          label: places('deliveryVia', { provider: places(`providers.${p}`) }),
          url: place.orderLinksJson[p]!,
        })),
      ],
    }))
    .filter((place) => place.links.length > 0);

  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-charcoal px-4 py-2 text-white focus:not-sr-only focus:fixed focus:start-4 focus:top-4"
      >
        {common('skipToContent')}
      </a>
      <SiteHeader
        locale={locale}
        brand={brandName(locale)}
        homeLabel={nav('home')}
        navLabel={nav('label')}
        items={SITE_NAV.map((item) => ({
          section: item.href,
          href: localizedPath(locale, item.href),
          label: nav(item.key),
        }))}
        cta={{ href: localizedPath(locale, '/contact'), label: nav('contactUs') }}
        getStarted={{ href: localizedPath(locale, '/contact'), label: nav('getStarted') }}
        toggle={{ label: language('switchLabel'), targetName: language('switchTo') }}
        menuLabel={common('mainMenu')}
        reserve={{ href: localizedPath(locale, '/reserve'), label: nav('reserve') }}
        account={{ href: localizedPath(locale, '/account'), label: nav('account') }}
        order={{
          label: nav('orderOnline'),
          places: orderPlaces,
          texts: {
            title: order('title'),
            hint: order('hint'),
            close: order('close'),
            none: order('none'),
          },
        }}
      />
      {children}
      <SiteFooter />
    </>
  );
}
