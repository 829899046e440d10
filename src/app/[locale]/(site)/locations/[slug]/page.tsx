import type { Metadata } from 'next';
import { ArrowLeft } from '@/components/ui/line-icons';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { BronxNotifyForm } from '@/features/visitor-forms/site/bronx-notify-form';
import { JsonLd } from '@/components/site/json-ld';
import { LocationCard } from '@/components/site/locations/location-card';
import { PageHeader } from '@/components/site/page-header';
import { SiteLink } from '@/components/site/site-link';
import { pageLocale } from '@/i18n/page-locale';
import { localized } from '@/lib/localized';
import { restaurantJsonLd } from '@/lib/structured-data';
import { listPublishedLocations } from '@/server/locations/queries';
import { localizedMetadata } from '@/lib/page-meta';

type Props = { params: Promise<{ locale: string; slug: string }> };

// Rendered on first request and cached like every public page.
export function generateStaticParams() {
  return [];
}

async function findLocation(slug: string) {
  return (await listPublishedLocations()).find((l) => l.slug === slug) ?? null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const { slug } = await params;
  const location = await findLocation(slug);
  if (!location) return {};
  const name = localized(location, 'name', locale);
  return localizedMetadata(locale, {
    path: `/locations/${slug}`,
    title: name,
    description: `${name} — ${localized(location, 'address', locale)}`,
  });
}

export default async function LocationPage({ params }: Props) {
  const locale = await pageLocale(params);
  const { slug } = await params;
  const location = await findLocation(slug);
  if (!location) notFound();
  const t = await getTranslations('locationsPage');
  return (
    <main id="main">
      <PageHeader
        title={localized(location, 'name', locale)}
        subtitle={localized(location, 'address', locale)}
      >
        <SiteLink
          href="/locations"
          className="mt-6 inline-flex min-h-11 items-center gap-2 font-semibold text-pomegranate-deep hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="flip-rtl size-4" />
          {t('backToLocations')}
        </SiteLink>
      </PageHeader>
      <div className="mx-auto grid max-w-3xl gap-8 px-4 pb-20 md:px-6">
        <LocationCard location={location} locale={locale} linkToDetail={false} />
        {location.comingSoon ? (
          <section id="notify" aria-labelledby="notify-title" className="card scroll-mt-24 p-6">
            <h2 id="notify-title" className="font-display text-xl font-bold text-coffee">
              {t('notifyTitle')}
            </h2>
            <p className="mb-4 mt-1 text-muted">{t('notifyBody')}</p>
            <BronxNotifyForm
              id={`notify-${location.slug}`}
              locale={locale}
              success="successPage"
              locationSlug={location.slug}
              tone="light"
            />
          </section>
        ) : null}
      </div>
      {location.comingSoon ? null : <JsonLd data={restaurantJsonLd(location, locale)} />}
    </main>
  );
}
