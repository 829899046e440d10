import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { JsonLd } from '@/components/site/json-ld';
import { BronxBand } from '@/features/visitor-forms/site/bronx-band';
import { CateringBand } from '@/components/site/home/catering-band';
import { CategoryChips } from '@/components/site/home/category-chips';
import { FeedbackAndNewsletter } from '@/features/visitor-forms/site/feedback-and-newsletter';
import { FranchiseApply } from '@/features/visitor-forms/site/franchise-apply';
import { Hero } from '@/components/site/home/hero';
import { HomeLocations } from '@/components/site/home/home-locations';
import { OurStory } from '@/components/site/home/our-story';
import { RatingStrip } from '@/components/site/home/rating-strip';
import { SignatureDishes } from '@/components/site/home/signature-dishes';
import { Testimonials } from '@/components/site/home/testimonials';
import { pageLocale, type LocaleParams } from '@/i18n/page-locale';
import { brandName } from '@/lib/brand';
import { reviewUrls } from '@/lib/review-url';
import { pageMetadata } from '@/lib/seo';
import { organizationJsonLd } from '@/lib/structured-data';
import { listPublishedLocations } from '@/server/locations/queries';
import { readPublicMenu } from '@/features/menu/server/public-menu';
import { getSiteSettings } from '@/server/settings/queries';

type Props = { params: LocaleParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'metadata' });
  const brand = brandName(locale);
  return pageMetadata({
    locale,
    path: '/',
    title: t('homeTitle', { brand }),
    absoluteTitle: true,
    description: t('homeDescription'),
    siteName: t('siteName', { brand }),
  });
}

/** The home page: its sections, in the spec's order (components/site/home/). */
export default async function HomePage({ params }: Props) {
  const locale = await pageLocale(params);
  const brand = brandName(locale);
  const [{ categories, dishes }, locations, settings] = await Promise.all([
    readPublicMenu(),
    listPublishedLocations(),
    getSiteSettings(),
  ]);
  // The dishes staff mark as signature, in the menu's order (category, then dish).
  const order = categories.map((category) => category.slug);
  const signature = dishes
    .filter((dish) => dish.isSignature)
    .sort((a, b) => order.indexOf(a.categorySlug) - order.indexOf(b.categorySlug));
  return (
    <main id="main">
      <Hero />
      <RatingStrip />
      <SignatureDishes signature={signature} locale={locale} />
      <CategoryChips categories={categories} locale={locale} />
      <HomeLocations locations={locations} locale={locale} brand={brand} />
      <OurStory brand={brand} />
      <CateringBand brand={brand} />
      <FranchiseApply locale={locale} brand={brand} schedulingUrl={settings.schedulingUrl} />
      <Testimonials brand={brand} />
      <FeedbackAndNewsletter
        locale={locale}
        reviewUrls={reviewUrls(locations, settings.reviewUrls)}
      />
      <BronxBand locale={locale} brand={brand} />
      <JsonLd data={organizationJsonLd(locale, settings)} />
    </main>
  );
}
