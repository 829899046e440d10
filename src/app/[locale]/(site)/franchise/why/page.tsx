import { CheckCircle2 } from '@/components/ui/line-icons';
import { getTranslations } from 'next-intl/server';
import { FranchiseButtons } from '@/components/site/franchise/franchise-nav';
import { franchiseMetadata } from '@/components/site/franchise/franchise-page';
import { PageHeader } from '@/components/site/page-header';
import { pageLocale, type LocaleParams } from '@/i18n/page-locale';
import { brandName } from '@/lib/brand';

type Props = { params: LocaleParams };

export async function generateMetadata({ params }: Props) {
  return franchiseMetadata(await pageLocale(params), '/franchise/why', 'franchiseWhyTitle');
}

const BENEFITS = ['b1', 'b2', 'b3', 'b4', 'b5', 'b6'] as const;

export default async function FranchiseWhyPage({ params }: Props) {
  const locale = await pageLocale(params);
  const t = await getTranslations('franchise');
  return (
    <main id="main">
      <PageHeader
        title={t('why.title', { brand: brandName(locale) })}
        subtitle={t('why.subtitle')}
      />
      <div className="mx-auto max-w-4xl px-4 pb-20 md:px-6">
        <ul className="grid gap-4 md:grid-cols-2">
          {BENEFITS.map((key) => (
            <li key={key} className="flex gap-3 card p-5">
              <CheckCircle2 aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-leaf" />
              <span className="text-charcoal">{t(`why.${key}`)}</span>
            </li>
          ))}
        </ul>
        <FranchiseButtons
          apply={t('apply')}
          next={{ href: '/franchise/investment', label: t('why.investmentCta') }}
        />
      </div>
    </main>
  );
}
