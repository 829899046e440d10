import { getTranslations } from 'next-intl/server';
import { LocationSummaryCard } from '@/components/site/location-summary-card';
import { SectionHeading } from '@/components/site/section-heading';
import { SiteLink } from '@/components/site/site-link';
import type { PublicLocation } from '@/server/locations/queries';
import { secondaryButton } from './buttons';
import { gridFoldHeight } from '@/components/site/below-fold';

export async function HomeLocations({
  locations,
  locale,
  brand,
}: {
  locations: PublicLocation[];
  locale: string;
  brand: string;
}) {
  const [t, common, loc, page, pickup] = await Promise.all([
    getTranslations('home'),
    getTranslations('common'),
    getTranslations('locations'),
    getTranslations('locationsPage'),
    getTranslations('pickup'),
  ]);
  return (
    <section
      className="below-fold mx-auto max-w-7xl px-4 py-16 md:px-6 md:py-24"
      aria-labelledby="locations-title"
      style={gridFoldHeight(locations.length, { heading: 18, row: 36, wideColumns: 3 })}
    >
      <SectionHeading
        id="locations-title"
        title={t('locationsTitle')}
        subtitle={t('locationsSubtitle', { brand })}
      />
      <div className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {locations.map((location) => (
          <LocationSummaryCard
            key={location.slug}
            location={location}
            locale={locale}
            labels={{
              comingSoon: common('comingSoon'),
              notify: page('notifyLink'),
              headquarters: common('headquarters'),
              call: loc('call'),
              orderPickup: pickup('orderPickup'),
              deliveryVia: (provider) =>
                page('deliveryVia', { provider: page(`providers.${provider}`) }),
              details: common('details'),
            }}
          />
        ))}
      </div>
      <div className="mt-10 text-center">
        <SiteLink href="/locations" className={secondaryButton}>
          {t('allLocations')}
        </SiteLink>
      </div>
    </section>
  );
}
