import { ArrowRight, BadgeCheck, HandCoins, Headset, TrendingUp } from '@/components/ui/line-icons';
import { getTranslations } from 'next-intl/server';
import { franchiseMetadata } from '@/components/site/franchise/franchise-page';
import { PageHeader } from '@/components/site/page-header';
import { SiteLink } from '@/components/site/site-link';
import { pageLocale, type LocaleParams } from '@/i18n/page-locale';
import { brandName } from '@/lib/brand';

type Props = { params: LocaleParams };

export async function generateMetadata({ params }: Props) {
  return franchiseMetadata(await pageLocale(params), '/franchise', 'franchiseTitle');
}

const HIGHLIGHTS = [
  { key: 'proven', icon: BadgeCheck },
  { key: 'market', icon: TrendingUp },
  { key: 'support', icon: Headset },
  { key: 'returns', icon: HandCoins },
] as const;

const CARDS = [
  { key: 'investment', href: '/franchise/investment' },
  { key: 'process', href: '/franchise/process' },
  { key: 'faq', href: '/franchise/faq' },
  { key: 'why', href: '/franchise/why' },
] as const;

export default async function FranchisePage({ params }: Props) {
  const locale = await pageLocale(params);
  const brand = brandName(locale);
  const t = await getTranslations('franchise');
  return (
    <main id="main">
      <PageHeader eyebrow={t('eyebrow', { brand })} title={t('title')} subtitle={t('subtitle')}>
        <div className="mt-8 flex flex-wrap gap-3">
          <SiteLink
            href="/franchise/apply"
            className="inline-flex min-h-12 items-center gap-2 rounded-full bg-pomegranate px-6 font-semibold text-white hover:bg-pomegranate-deep"
          >
            {t('apply')}
            <ArrowRight aria-hidden="true" className="flip-rtl size-4" />
          </SiteLink>
          <SiteLink
            href="/franchise/why"
            className="inline-flex min-h-12 items-center rounded-full border-2 border-coffee/25 px-6 font-semibold text-coffee hover:bg-white"
          >
            {t('whyCta', { brand })}
          </SiteLink>
        </div>
      </PageHeader>
      <div className="mx-auto max-w-7xl px-4 pb-20 md:px-6">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {HIGHLIGHTS.map(({ key, icon: Icon }) => (
            <li key={key} className="card p-6">
              <Icon aria-hidden="true" className="size-9 text-pomegranate" />
              <h2 className="mt-4 font-display text-xl font-bold text-coffee">
                {t(`highlights.${key}Title`)}
              </h2>
              <p className="mt-2 text-muted">{t(`highlights.${key}Body`)}</p>
            </li>
          ))}
        </ul>
        <h2 className="mt-16 font-display text-3xl font-bold text-coffee">{t('exploreTitle')}</h2>
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {CARDS.map(({ key, href }) => (
            <li key={key}>
              <SiteLink
                href={href}
                className="group flex h-full flex-col rounded-2xl bg-coffee p-6 text-cream shadow-card hover:bg-pomegranate-deep"
              >
                <span className="font-display text-xl font-bold">
                  {t(`cards.${key}`, { brand })}
                </span>
                <span className="mt-2 flex-1 text-sand">{t(`cards.${key}Body`)}</span>
                <ArrowRight aria-hidden="true" className="flip-rtl mt-4 size-5 text-saffron" />
              </SiteLink>
            </li>
          ))}
        </ul>
      </div>
    </main>
  );
}
