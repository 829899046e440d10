import { CheckCircle2 } from '@/components/ui/line-icons';
import { getTranslations } from 'next-intl/server';
import { CareersForm } from '@/features/visitor-forms/site/careers-form';
import { FormMessages } from '@/components/forms/form-messages';
import { careersFormLabels } from '@/i18n/form-labels';
import { PageHeader } from '@/components/site/page-header';
import { pageLocale, type LocaleParams } from '@/i18n/page-locale';
import { brandName } from '@/lib/brand';
import { simplePageMetadata } from '@/lib/page-meta';

type Props = { params: LocaleParams };

export async function generateMetadata({ params }: Props) {
  return simplePageMetadata(await pageLocale(params), 'careers');
}

const WHY = ['why1', 'why2', 'why3', 'why4'] as const;

export default async function CareersPage({ params }: Props) {
  const locale = await pageLocale(params);
  const brand = brandName(locale);
  const t = await getTranslations('careers');
  return (
    <main id="main">
      <PageHeader title={t('title', { brand })} subtitle={t('subtitle')} />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 pb-20 md:px-6 lg:grid-cols-[1fr_2fr]">
        <section aria-labelledby="why-work">
          <h2 id="why-work" className="font-display text-2xl font-bold text-coffee">
            {t('whyTitle', { brand })}
          </h2>
          <ul className="mt-4 space-y-3">
            {WHY.map((key) => (
              <li key={key} className="flex gap-3">
                <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-leaf" />
                <span>{t(key)}</span>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="apply-now">
          <h2 id="apply-now" className="mb-4 font-display text-2xl font-bold text-coffee">
            {t('applyTitle')}
          </h2>
          <FormMessages>
            <CareersForm locale={locale} labels={await careersFormLabels()} />
          </FormMessages>
        </section>
      </div>
    </main>
  );
}
