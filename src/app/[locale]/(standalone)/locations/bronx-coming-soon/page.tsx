import type { Metadata } from 'next';
import { MapPin } from '@/components/ui/line-icons';
import { getTranslations } from 'next-intl/server';
import { LanguageToggle } from '@/components/site/language-toggle';
import { LogoMark } from '@/components/site/logo';
import { SiteLink } from '@/components/site/site-link';
import { pageLocale, type LocaleParams } from '@/i18n/page-locale';
import { Picture } from '@/components/site/picture';
import { brandName } from '@/lib/brand';
import { simplePageMetadata } from '@/lib/page-meta';
import { BronxNotifyForm } from '@/features/visitor-forms/site/bronx-notify-form';

type Props = { params: LocaleParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return simplePageMetadata(await pageLocale(params), 'bronx', '/locations/bronx-coming-soon');
}

// Spec: this page renders its own header and footer.
export default async function BronxComingSoonPage({ params }: Props) {
  const locale = await pageLocale(params);
  const brand = brandName(locale);
  const [t, language, nav, footer] = await Promise.all([
    getTranslations('bronx'),
    getTranslations('language'),
    getTranslations('nav'),
    getTranslations('footer'),
  ]);
  return (
    <>
      <header className="bg-coffee text-cream">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4 md:px-6">
          <SiteLink href="/" className="flex items-center gap-3">
            <LogoMark className="size-9" />
            <span className="font-display text-xl font-bold">{brand}</span>
            <span className="sr-only"> – {nav('home')}</span>
          </SiteLink>
          <LanguageToggle
            locale={locale}
            label={language('switchLabel')}
            targetName={language('switchTo')}
            className="inline-flex text-cream"
          />
        </div>
      </header>
      <main id="main" className="bg-gradient-to-b from-coffee to-[#2a1712] text-cream">
        <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-16 md:grid-cols-2 md:px-6 md:py-24">
          <div>
            <span className="inline-block rounded-full bg-saffron px-4 py-1 text-sm font-bold text-charcoal">
              {t('badge')}
            </span>
            <h1 className="mt-5 font-display text-4xl font-bold md:text-6xl">
              {t('title', { brand })}
            </h1>
            <p className="mt-3 flex items-center gap-2 text-lg text-sand">
              <MapPin aria-hidden="true" className="size-5 text-saffron" />
              {t('neighborhood')} · {t('city')}
            </p>
            <p className="mt-6 text-lg text-sand">{t('paragraph1')}</p>
            <p className="mt-4 text-lg text-sand">{t('paragraph2')}</p>
            <div className="mt-8">
              <BronxNotifyForm id="notify-bronx" locale={locale} success="successPage" />
            </div>
            <SiteLink
              href="/locations"
              className="mt-8 inline-flex min-h-12 items-center rounded-full border-2 border-cream/60 px-6 font-semibold hover:bg-cream/10"
            >
              {t('viewAll')}
            </SiteLink>
          </div>
          <Picture
            src="/images/sanaa-dusk.svg"
            alt=""
            width={800}
            height={600}
            unoptimized
            priority
            className="w-full rounded-[2rem] shadow-card"
          />
        </div>
      </main>
      <footer className="bg-[#2a1712] text-sand">
        <div className="mx-auto max-w-6xl px-4 py-6 text-sm md:px-6">
          {footer('rights', { year: new Date().getFullYear(), brand })}
        </div>
      </footer>
    </>
  );
}
