import { getTranslations } from 'next-intl/server';
import { FormMessages } from '@/components/forms/form-messages';
import { FranchiseForm } from '@/features/visitor-forms/site/franchise-form';
import { franchiseMetadata } from '@/components/site/franchise/franchise-page';
import { franchiseFormLabels } from '@/i18n/form-labels';
import { PageHeader } from '@/components/site/page-header';
import { pageLocale, type LocaleParams } from '@/i18n/page-locale';
import { brandName } from '@/lib/brand';
import { getSiteSettings } from '@/server/settings/queries';

type Props = { params: LocaleParams };

export async function generateMetadata({ params }: Props) {
  return franchiseMetadata(await pageLocale(params), '/franchise/apply', 'franchiseApplyTitle');
}

export default async function FranchiseApplyPage({ params }: Props) {
  const locale = await pageLocale(params);
  const t = await getTranslations('franchise.applyPage');
  const settings = await getSiteSettings();
  return (
    <main id="main">
      <PageHeader title={t('title', { brand: brandName(locale) })} subtitle={t('subtitle')} />
      <div className="mx-auto max-w-4xl px-4 pb-20 md:px-6">
        <FormMessages>
          <FranchiseForm
            id="franchise"
            locale={locale}
            labels={await franchiseFormLabels()}
            schedulingUrl={settings.schedulingUrl}
          />
        </FormMessages>
      </div>
    </main>
  );
}
