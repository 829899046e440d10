import { getTranslations } from 'next-intl/server';
import { FranchiseButtons } from '@/components/site/franchise/franchise-nav';
import { franchiseMetadata } from '@/components/site/franchise/franchise-page';
import { PageHeader } from '@/components/site/page-header';
import { pageLocale, type LocaleParams } from '@/i18n/page-locale';

type Props = { params: LocaleParams };

export async function generateMetadata({ params }: Props) {
  return franchiseMetadata(await pageLocale(params), '/franchise/process', 'franchiseProcessTitle');
}

const STEPS = ['s1', 's2', 's3', 's4', 's5', 's6', 's7'] as const;

export default async function FranchiseProcessPage({ params }: Props) {
  await pageLocale(params);
  const t = await getTranslations('franchise');
  return (
    <main id="main">
      <PageHeader title={t('process.title')} subtitle={t('process.subtitle')} />
      <div className="mx-auto max-w-3xl px-4 pb-20 md:px-6">
        <ol className="relative border-s-2 border-saffron/60 ps-8">
          {STEPS.map((step, index) => (
            <li key={step} className="relative mb-10 last:mb-0">
              <span
                className="absolute -start-[3.05rem] flex size-9 items-center justify-center rounded-full bg-pomegranate font-bold text-white ring-4 ring-cream"
                aria-hidden="true"
              >
                {index + 1}
              </span>
              <p className="text-sm font-semibold uppercase tracking-wider text-saffron-deep">
                <span className="sr-only">{t('process.step', { number: index + 1 })} · </span>
                {t(`process.${step}When`)}
              </p>
              <h2 className="mt-1 font-display text-xl font-bold text-coffee">
                {t(`process.${step}`)}
              </h2>
              <p className="mt-1 text-charcoal">{t(`process.${step}Body`)}</p>
            </li>
          ))}
        </ol>
        <FranchiseButtons
          apply={t('apply')}
          next={{ href: '/franchise/faq', label: t('process.faqCta') }}
        />
      </div>
    </main>
  );
}
