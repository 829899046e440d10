import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/site/page-header';
import { pageLocale, type LocaleParams } from '@/i18n/page-locale';
import { brandName } from '@/lib/brand';
import { simplePageMetadata } from '@/lib/page-meta';
import { getSiteSettings } from '@/server/settings/queries';

type Props = { params: LocaleParams };

export async function generateMetadata({ params }: Props) {
  return simplePageMetadata(await pageLocale(params), 'privacy');
}

export default async function PrivacyPage({ params }: Props) {
  const locale = await pageLocale(params);
  const brand = brandName(locale);
  const t = await getTranslations('privacy');
  const settings = await getSiteSettings();
  return (
    <main id="main">
      <PageHeader title={t('title')} subtitle={t('updated')} />
      <div className="mx-auto max-w-3xl space-y-5 px-4 pb-20 text-lg text-charcoal md:px-6">
        <p>{t('p1', { brand })}</p>
        <p>{t('p2')}</p>
        <p>{t('p4')}</p>
        <p>{t('p5')}</p>
        <p>{t('p7')}</p>
        <p>{t('p6')}</p>
        <p>{t('p3', { email: settings.contactEmail })}</p>
      </div>
    </main>
  );
}
