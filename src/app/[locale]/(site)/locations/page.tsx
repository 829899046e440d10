import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { JsonLd } from '@/components/site/json-ld';
import { LocationCard } from '@/components/site/locations/location-card';
import { PageHeader } from '@/components/site/page-header';
import { pageLocale, type LocaleParams } from '@/i18n/page-locale';
import { restaurantJsonLd } from '@/lib/structured-data';
import { listPublishedLocations } from '@/server/locations/queries';
import { simplePageMetadata } from '@/lib/page-meta';

type Props = { params: LocaleParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return simplePageMetadata(await pageLocale(params), 'locations');
}

export default async function LocationsPage({ params }: Props) {
  const locale = await pageLocale(params);
  const [t, locations] = await Promise.all([
    getTranslations('locationsPage'),
    listPublishedLocations(),
  ]);
  return (
    <main id="main">
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <div className="mx-auto max-w-7xl px-4 pb-20 md:px-6">
        {locations.length === 0 ? (
          <p className="rounded-2xl bg-white p-10 text-center text-muted shadow-card">
            {t('empty')}
          </p>
        ) : (
          <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
            {locations.map((location) => (
              <li key={location.slug}>
                <LocationCard location={location} locale={locale} />
              </li>
            ))}
          </ul>
        )}
        <p className="mt-12 text-center text-lg text-muted">{t('footerNote')}</p>
      </div>
      {locations
        .filter((l) => !l.comingSoon)
        .map((l) => (
          <JsonLd key={l.slug} data={restaurantJsonLd(l, locale)} />
        ))}
    </main>
  );
}
