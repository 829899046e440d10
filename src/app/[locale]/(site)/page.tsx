import { ArrowRight, Leaf, Star, Wheat } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import type { Metadata } from 'next';
import { FranchiseForm } from '@/components/forms/franchise-form';
import { DishCard } from '@/components/site/dish-card';
import { FeedbackCard } from '@/components/site/home/feedback-card';
import { feedbackLabels, franchiseFormLabels } from '@/i18n/form-labels';
import { reviewUrls } from '@/lib/review-url';
import { pageMetadata } from '@/lib/seo';
import { organizationJsonLd } from '@/lib/structured-data';
import { JsonLd } from '@/components/site/json-ld';
import { subscribeToNewsletter } from '@/server/browser-actions';
import { LocationSummaryCard } from '@/components/site/location-summary-card';
import { StarRow } from '@/components/site/star-row';
import { SectionHeading } from '@/components/site/section-heading';
import { SiteLink } from '@/components/site/site-link';
import { pageLocale, type LocaleParams } from '@/i18n/page-locale';
import { BRAND, brandName } from '@/lib/brand';
import { localized } from '@/lib/localized';
import { listPublishedLocations } from '@/server/locations/queries';
import { getSiteSettings } from '@/server/settings/queries';
import { listMenuCategories, listSignatureDishes } from '@/server/menu/queries';
import { Picture } from '@/components/site/picture';
import { BronxNotifyForm } from '@/components/site/bronx-notify-form';
import { EmailSignupForm } from '@/components/forms/email-signup-form';
import { FormMessages } from '@/components/forms/form-messages';

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

const primaryButton =
  'inline-flex min-h-12 items-center gap-2 rounded-full bg-pomegranate px-6 font-semibold text-white shadow-sm transition-colors hover:bg-pomegranate-deep';
const secondaryButton =
  'inline-flex min-h-12 items-center gap-2 rounded-full border-2 border-coffee/25 bg-white/60 px-6 font-semibold text-coffee transition-colors hover:bg-white';

export default async function HomePage({ params }: Props) {
  const locale = await pageLocale(params);
  const brand = brandName(locale);
  const [
    t,
    common,
    loc,
    newsletter,
    notify,
    franchise,
    signature,
    categories,
    locations,
    settings,
  ] = await Promise.all([
    getTranslations('home'),
    getTranslations('common'),
    getTranslations('locations'),
    getTranslations('newsletter'),
    getTranslations('notify'),
    getTranslations('franchise'),
    listSignatureDishes(),
    listMenuCategories(),
    listPublishedLocations(),
    getSiteSettings(),
  ]);

  const testimonials = [
    { quote: t('testimonial1'), author: t('testimonial1Author') },
    { quote: t('testimonial2', { brand }), author: t('testimonial2Author') },
    { quote: t('testimonial3'), author: t('testimonial3Author') },
  ];

  return (
    <main id="main">
      {/* Hero */}
      <section
        className="relative overflow-hidden bg-gradient-to-b from-cream to-sand"
        aria-labelledby="hero-title"
      >
        <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 pb-16 pt-10 md:grid-cols-2 md:px-6 md:pb-24 md:pt-16">
          <div>
            <p className="text-sm font-semibold uppercase tracking-[0.2em] text-saffron-deep">
              {t('heroEyebrow')}
            </p>
            <h1
              id="hero-title"
              className="mt-4 font-display text-4xl font-bold leading-tight text-coffee sm:text-5xl lg:text-6xl"
            >
              {t('heroTitle')}
            </h1>
            <p className="mt-5 max-w-xl text-lg text-muted md:text-xl">{t('heroSubtitle')}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <SiteLink href="/menu" className={primaryButton}>
                {common('viewMenu')}
                <ArrowRight aria-hidden="true" className="flip-rtl size-4" />
              </SiteLink>
              <SiteLink href="/locations" className={secondaryButton}>
                {common('findLocation')}
              </SiteLink>
            </div>
          </div>
          <div className="relative">
            <div
              className="absolute -inset-4 rotate-2 rounded-[2rem] bg-saffron/25"
              aria-hidden="true"
            />
            <Picture
              src="/images/hero-feast.svg"
              alt={t('heroImageAlt')}
              width={960}
              height={720}
              preload
              fetchPriority="high"
              unoptimized
              className="relative w-full rounded-[2rem] shadow-card"
            />
          </div>
        </div>
      </section>

      {/* Rating strip */}
      <section
        aria-label={t('ratingLabel', { rating: BRAND.rating })}
        className="bg-coffee text-cream"
      >
        <ul className="mx-auto flex max-w-7xl flex-wrap items-center justify-center gap-x-10 gap-y-3 px-4 py-5 text-sm font-semibold md:text-base">
          <li className="flex items-center gap-2">
            <Star aria-hidden="true" className="size-5 fill-saffron text-saffron" />
            <span>{t('ratingLabel', { rating: BRAND.rating })}</span>
          </li>
          <li className="flex items-center gap-2">
            <Leaf aria-hidden="true" className="size-5 text-saffron" />
            <span>{t('halal')}</span>
          </li>
          <li className="flex items-center gap-2">
            <Wheat aria-hidden="true" className="size-5 text-saffron" />
            <span>{t('freshBread')}</span>
          </li>
        </ul>
      </section>

      {/* Signature dishes */}
      <section
        className="mx-auto max-w-7xl px-4 py-16 md:px-6 md:py-24"
        aria-labelledby="signature-title"
      >
        <SectionHeading
          id="signature-title"
          title={t('signatureTitle')}
          subtitle={t('signatureSubtitle')}
        />
        <div className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {signature.map((dish) => (
            <DishCard
              key={dish.slug}
              dish={dish}
              locale={locale}
              spicyLabel={common('spicy')}
              vegetarianLabel={common('vegetarian')}
            />
          ))}
        </div>
      </section>

      {/* Category chips */}
      <section className="bg-sand/60 py-14" aria-labelledby="categories-title">
        <div className="mx-auto max-w-7xl px-4 md:px-6">
          <SectionHeading
            id="categories-title"
            title={t('categoriesTitle')}
            subtitle={t('categoriesSubtitle')}
          />
          <ul className="mt-8 flex flex-wrap justify-center gap-3">
            {categories.map((category) => (
              <li key={category.slug}>
                <SiteLink
                  href={`/menu?category=${encodeURIComponent(category.slug)}`}
                  className="category-pill"
                >
                  {localized(category, 'title', locale)}
                  <span className="text-sm font-normal text-muted">
                    {common('items', { count: category.itemCount })}
                  </span>
                </SiteLink>
              </li>
            ))}
          </ul>
        </div>
      </section>

      {/* Locations */}
      <section
        className="mx-auto max-w-7xl px-4 py-16 md:px-6 md:py-24"
        aria-labelledby="locations-title"
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
                headquarters: common('headquarters'),
                call: loc('call'),
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

      {/* Our story */}
      <section className="bg-coffee text-cream" aria-labelledby="story-title">
        <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-16 md:grid-cols-2 md:px-6 md:py-24">
          <Picture
            src="/images/sanaa-dusk.svg"
            alt={t('storyImageAlt')}
            width={800}
            height={600}
            unoptimized
            className="w-full rounded-[2rem] shadow-card"
          />
          <div>
            <p className="text-sm font-semibold uppercase tracking-[0.2em] text-saffron">
              {t('storyEyebrow')}
            </p>
            <h2 id="story-title" className="mt-3 font-display text-3xl font-bold md:text-4xl">
              {t('storyTitle')}
            </h2>
            <p className="mt-5 text-lg text-sand">{t('storyBody', { brand })}</p>
            <SiteLink
              href="/franchise/why"
              className="mt-8 inline-flex min-h-12 items-center gap-2 rounded-full bg-saffron px-6 font-semibold text-charcoal hover:bg-cream"
            >
              {common('learnMore')}
              <span className="sr-only">: {t('storyTitle')}</span>
              <ArrowRight aria-hidden="true" className="flip-rtl size-4" />
            </SiteLink>
          </div>
        </div>
      </section>

      {/* Catering and partnership */}
      <section
        className="mx-auto max-w-7xl px-4 py-16 md:px-6 md:py-24"
        aria-labelledby="catering-title"
      >
        <div className="grid items-center gap-8 rounded-[2rem] bg-pomegranate p-8 text-white shadow-card md:grid-cols-[1.6fr_1fr] md:p-12">
          <div>
            <h2 id="catering-title" className="font-display text-3xl font-bold md:text-4xl">
              {t('cateringTitle')}
            </h2>
            <p className="mt-4 text-lg text-white/90">{t('cateringBody', { brand })}</p>
          </div>
          <div className="flex flex-wrap gap-3 md:justify-end">
            <SiteLink
              href="/catering"
              className="inline-flex min-h-12 items-center rounded-full bg-white px-6 font-semibold text-pomegranate-deep hover:bg-cream"
            >
              {t('cateringCta')}
            </SiteLink>
            <SiteLink
              href="/franchise"
              className="inline-flex min-h-12 items-center rounded-full border-2 border-white/70 px-6 font-semibold text-white hover:bg-white/10"
            >
              {t('franchiseCta')}
            </SiteLink>
          </div>
        </div>
      </section>

      {/* Apply Now: the franchise application, as on /franchise/apply */}
      <section
        id="apply"
        className="mx-auto max-w-5xl px-4 pb-16 md:px-6 md:pb-24"
        aria-labelledby="apply-title"
      >
        <SectionHeading
          id="apply-title"
          title={franchise('homeApplyTitle')}
          subtitle={franchise('homeApplySubtitle', { brand })}
        />
        <div className="mt-8">
          <FormMessages>
            <FranchiseForm
              id="home-franchise"
              locale={locale}
              labels={await franchiseFormLabels()}
              schedulingUrl={settings.schedulingUrl}
            />
          </FormMessages>
        </div>
      </section>

      {/* Testimonials */}
      <section className="bg-sand/60 py-16 md:py-24" aria-labelledby="testimonials-title">
        <div className="mx-auto max-w-7xl px-4 md:px-6">
          <SectionHeading id="testimonials-title" title={t('testimonialsTitle')} />
          <ul className="mt-10 grid gap-6 md:grid-cols-3">
            {testimonials.map((item) => (
              <li key={item.author}>
                <figure className="flex h-full flex-col rounded-2xl bg-white p-6 shadow-card">
                  <StarRow
                    count={5}
                    label={t('starsLabel', { count: 5 })}
                    className="h-4 w-auto self-start text-saffron"
                  />
                  <blockquote className="mt-4 flex-1 text-lg text-charcoal">
                    “{item.quote}”
                  </blockquote>
                  <figcaption className="mt-4 font-semibold text-coffee">{item.author}</figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </div>
      </section>

      {/* Visit feedback and newsletter */}
      <section className="mx-auto grid max-w-7xl gap-6 px-4 py-16 md:grid-cols-2 md:px-6 md:py-24">
        <FormMessages>
          <FeedbackCard
            locale={locale}
            reviewUrls={reviewUrls(locations, settings.reviewUrls)}
            labels={await feedbackLabels()}
          />
        </FormMessages>
        <div className="rounded-[2rem] bg-sand p-8 shadow-card" aria-labelledby="newsletter-title">
          <h2
            id="newsletter-title"
            className="font-display text-2xl font-bold text-coffee md:text-3xl"
          >
            {newsletter('title')}
          </h2>
          <p className="mt-2 text-muted">{newsletter('body')}</p>
          <div className="mt-6">
            <FormMessages>
              <EmailSignupForm
                id="newsletter"
                action={subscribeToNewsletter}
                locale={locale}
                labels={{
                  email: newsletter('emailLabel'),
                  placeholder: newsletter('placeholder'),
                  submit: newsletter('submit'),
                  success: newsletter('success'),
                }}
              />
            </FormMessages>
          </div>
        </div>
      </section>

      {/* Bronx opening notify */}
      <section className="bg-coffee text-cream" aria-labelledby="notify-title">
        <div className="mx-auto flex max-w-7xl flex-col items-start gap-6 px-4 py-14 md:flex-row md:items-center md:justify-between md:px-6">
          <div>
            <p className="text-sm font-semibold uppercase tracking-[0.2em] text-saffron">
              {common('comingSoon')}
            </p>
            <h2 id="notify-title" className="mt-2 font-display text-3xl font-bold">
              {notify('homeTitle')}
            </h2>
            <p className="mt-2 max-w-xl text-sand">{notify('homeBody', { brand })}</p>
          </div>
          <BronxNotifyForm id="notify-home" locale={locale} success="successHome" />
        </div>
      </section>
      <JsonLd data={organizationJsonLd(locale, settings)} />
    </main>
  );
}
