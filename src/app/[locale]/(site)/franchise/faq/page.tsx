import { getTranslations } from 'next-intl/server';
import { FaqAccordion } from '@/components/site/franchise/faq-accordion';
import { FranchiseButtons } from '@/components/site/franchise/franchise-nav';
import { franchiseMetadata } from '@/components/site/franchise/franchise-page';
import { JsonLd } from '@/components/site/json-ld';
import { PageHeader } from '@/components/site/page-header';
import { pageLocale, type LocaleParams } from '@/i18n/page-locale';
import { brandName } from '@/lib/brand';
import { faqJsonLd } from '@/lib/structured-data';
import { getSiteSettings } from '@/server/settings/queries';

type Props = { params: LocaleParams };

export async function generateMetadata({ params }: Props) {
  return franchiseMetadata(await pageLocale(params), '/franchise/faq', 'franchiseFaqTitle');
}

const QUESTIONS = [1, 2, 3, 4, 5, 6, 7, 8] as const;

export default async function FranchiseFaqPage({ params }: Props) {
  const locale = await pageLocale(params);
  const brand = brandName(locale);
  const t = await getTranslations('franchise');
  const settings = await getSiteSettings();
  const items = QUESTIONS.map((n) => ({
    question: t(`faq.q${n}`, { brand }),
    answer: t(`faq.a${n}`),
  }));
  return (
    <main id="main">
      <PageHeader
        title={t('faq.title')}
        subtitle={t('faq.subtitle', { email: settings.franchiseEmail })}
      />
      <div className="mx-auto max-w-3xl px-4 pb-20 md:px-6">
        <FaqAccordion items={items} />
        <p className="mt-8 text-charcoal">
          {t.rich('faq.contact', {
            email: settings.franchiseEmail,
            link: (chunks) => (
              <a
                href={`mailto:${settings.franchiseEmail}`}
                className="font-semibold text-pomegranate-deep underline"
                dir="ltr"
              >
                {chunks}
              </a>
            ),
          })}
        </p>
        <FranchiseButtons
          apply={t('apply')}
          next={{ href: '/franchise/investment', label: t('why.investmentCta') }}
        />
      </div>
      <JsonLd data={faqJsonLd(items)} />
    </main>
  );
}
