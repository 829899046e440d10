import { getTranslations } from 'next-intl/server';
import { FranchiseButtons } from '@/components/site/franchise/franchise-nav';
import { franchiseMetadata } from '@/components/site/franchise/franchise-page';
import { PageHeader } from '@/components/site/page-header';
import { pageLocale, type LocaleParams } from '@/i18n/page-locale';
import { brandName } from '@/lib/brand';
import { FRANCHISE_COSTS, FRANCHISE_MINIMUMS, formatUsdRange } from '@/lib/franchise';
import { formatDollars } from '@/lib/format';

type Props = { params: LocaleParams };

export async function generateMetadata({ params }: Props) {
  return franchiseMetadata(
    await pageLocale(params),
    '/franchise/investment',
    'franchiseInvestmentTitle',
  );
}

export default async function FranchiseInvestmentPage({ params }: Props) {
  const locale = await pageLocale(params);
  const t = await getTranslations('franchise');
  const requirements = [
    { label: t('investment.minLiquid'), value: formatDollars(FRANCHISE_MINIMUMS.liquidCapital) },
    { label: t('investment.minNetWorth'), value: formatDollars(FRANCHISE_MINIMUMS.netWorth) },
    { label: t('investment.royalty'), value: t('investment.royaltyValue') },
    { label: t('investment.marketingFee'), value: t('investment.marketingFeeValue') },
    { label: t('investment.space'), value: t('investment.spaceValue') },
    { label: t('investment.timeToOpen'), value: t('investment.timeToOpenValue') },
  ];
  return (
    <main id="main">
      <PageHeader
        title={t('investment.title')}
        subtitle={t('investment.subtitle', { brand: brandName(locale) })}
      />
      <div className="mx-auto max-w-4xl px-4 pb-20 md:px-6">
        <h2 className="font-display text-2xl font-bold text-coffee">{t('investment.breakdown')}</h2>
        <div className="mt-4 overflow-x-auto card">
          <table className="w-full text-start">
            <thead className="bg-sand text-sm text-coffee">
              <tr>
                <th scope="col" className="px-5 py-3 text-start">
                  {t('investment.item')}
                </th>
                <th scope="col" className="px-5 py-3 text-end">
                  {t('investment.range')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-sand-deep">
              {FRANCHISE_COSTS.items.map((item) => (
                <tr key={item.key}>
                  <th scope="row" className="px-5 py-3 text-start font-normal">
                    {t(`investment.${item.key}`)}
                  </th>
                  <td className="px-5 py-3 text-end font-semibold" dir="ltr">
                    {formatUsdRange(item.range)}
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot className="bg-coffee text-cream">
              <tr>
                <th scope="row" className="px-5 py-4 text-start">
                  {t('investment.total')}
                </th>
                <td className="px-5 py-4 text-end text-lg font-bold" dir="ltr">
                  {formatUsdRange(FRANCHISE_COSTS.total)}
                </td>
              </tr>
            </tfoot>
          </table>
        </div>
        <h2 className="mt-12 font-display text-2xl font-bold text-coffee">
          {t('investment.requirements')}
        </h2>
        <dl className="mt-4 grid gap-4 sm:grid-cols-2">
          {requirements.map((r) => (
            <div key={r.label} className="card p-5">
              <dt className="text-sm text-muted">{r.label}</dt>
              <dd className="mt-1 text-xl font-bold text-coffee">{r.value}</dd>
            </div>
          ))}
        </dl>
        <div className="mt-10 rounded-2xl bg-sand/70 p-6">
          <h2 className="font-display text-xl font-bold text-coffee">
            {t('investment.financingTitle')}
          </h2>
          <p className="mt-2 text-charcoal">{t('investment.financingNote')}</p>
        </div>
        <FranchiseButtons
          apply={t('apply')}
          next={{ href: '/franchise/process', label: t('investment.processCta') }}
        />
      </div>
    </main>
  );
}
