import { getTranslations } from 'next-intl/server';
import { CateringForm } from '@/features/visitor-forms/site/catering-form';
import { FormMessages } from '@/components/forms/form-messages';
import { PageHeader } from '@/components/site/page-header';
import { Picture } from '@/components/site/picture';
import { cateringFormLabels, locationChoices } from '@/i18n/form-labels';
import { pageLocale, type LocaleParams } from '@/i18n/page-locale';
import { simplePageMetadata } from '@/lib/page-meta';
import { todayDate } from '@/lib/time-zone';

type Props = { params: LocaleParams };

export async function generateMetadata({ params }: Props) {
  return simplePageMetadata(await pageLocale(params), 'catering');
}

export default async function CateringPage({ params }: Props) {
  const locale = await pageLocale(params);
  const t = await getTranslations('catering');
  const [labels, locations] = await Promise.all([
    cateringFormLabels(),
    locationChoices(locale, { open: true }),
  ]);
  return (
    <main id="main">
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 pb-20 md:grid-cols-[2fr_3fr] md:px-6">
        <div className="flex flex-col gap-6">
          <p className="text-lg text-charcoal">{t('body')}</p>
          <Picture
            src="/images/dishes/mandi.webp"
            alt=""
            width={480}
            height={360}
            sizes="(min-width: 768px) 40vw, 100vw"
            // The page's largest picture on a phone: asked for with the document, not on scroll.
            preload
            className="w-full rounded-[2rem] shadow-card"
          />
        </div>
        <section aria-labelledby="catering-form-title">
          <h2 id="catering-form-title" className="mb-4 font-display text-2xl font-bold text-coffee">
            {t('form.title')}
          </h2>
          <FormMessages>
            <CateringForm
              locale={locale}
              labels={labels}
              locations={locations}
              today={todayDate()}
            />
          </FormMessages>
        </section>
      </div>
    </main>
  );
}
