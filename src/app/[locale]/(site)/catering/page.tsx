import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/site/page-header';
import { SiteLink } from '@/components/site/site-link';
import { pageLocale, type LocaleParams } from '@/i18n/page-locale';
import { simplePageMetadata } from '@/lib/page-meta';
import { Picture } from '@/components/site/picture';

type Props = { params: LocaleParams };

export async function generateMetadata({ params }: Props) {
  return simplePageMetadata(await pageLocale(params), 'catering');
}

export default async function CateringPage({ params }: Props) {
  await pageLocale(params);
  const t = await getTranslations('catering');
  return (
    <main id="main">
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 pb-20 md:grid-cols-2 md:px-6">
        <div>
          <p className="text-xl text-charcoal">{t('body')}</p>
          <SiteLink
            href="/contact"
            className="mt-8 inline-flex min-h-12 items-center rounded-full bg-pomegranate px-6 font-semibold text-white hover:bg-pomegranate-deep"
          >
            {t('contactCta')}
          </SiteLink>
        </div>
        <Picture
          src="/images/dishes/mandi.svg"
          alt=""
          width={480}
          height={360}
          unoptimized
          // The page's largest picture on a phone: asked for with the document, not on scroll.
          preload
          className="w-full rounded-[2rem] shadow-card"
        />
      </div>
    </main>
  );
}
