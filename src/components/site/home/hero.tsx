import { ArrowRight } from '@/components/ui/line-icons';
import { getTranslations } from 'next-intl/server';
import { SiteLink } from '@/components/site/site-link';
import { primaryButton, secondaryButton } from './buttons';
import { HeroFeast } from './hero-feast';

/** The first screen: the promise, the menu and the locations, and the feast, drawn in the page. */
export async function Hero() {
  const [t, common] = await Promise.all([getTranslations('home'), getTranslations('common')]);
  return (
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
          <HeroFeast
            label={t('heroImageAlt')}
            className="relative aspect-[4/3] w-full overflow-hidden rounded-[2rem] shadow-card [&>svg]:block"
          />
        </div>
      </div>
    </section>
  );
}
