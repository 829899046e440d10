import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { preload } from 'react-dom';
import { ClientMessages } from '@/components/forms/client-messages';
import { MenuBrowser } from '@/components/site/menu/menu-browser';
import { MenuNoScript, MenuStructuredData } from '@/components/site/menu/menu-page-parts';
import { MenuSkeleton } from '@/components/site/menu/menu-skeleton';
import { PageHeader } from '@/components/site/page-header';
import { pageLocale, type LocaleParams } from '@/i18n/page-locale';
import { BRAND, brandName } from '@/lib/brand';
import { localizedPath, pageMetadata } from '@/lib/seo';
import { siteUrl } from '@/lib/site-url';
import { listMenuCategories, listPublishedMenuItems } from '@/server/menu/queries';

type Props = { params: LocaleParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'seo' });
  const meta = await getTranslations({ locale, namespace: 'metadata' });
  return pageMetadata({
    locale,
    path: '/menu',
    title: t('menuTitle'),
    description: t('menuDescription'),
    siteName: meta('siteName', { brand: brandName(locale) }),
  });
}

export default async function MenuPage({ params }: Props) {
  const locale = await pageLocale(params);
  const [t, categories, items] = await Promise.all([
    getTranslations('menu'),
    listMenuCategories(),
    listPublishedMenuItems(),
  ]);
  // The grid is drawn in the browser (it depends on ?category=); its first picture is the largest
  // thing on a phone's first screen, so it is fetched with the page rather than after the script.
  const firstPicture = categories[0]?.imageUrl;
  if (firstPicture) preload(firstPicture, { as: 'image', fetchPriority: 'high' });

  return (
    <main id="main">
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <div className="mx-auto max-w-7xl px-4 pb-20 md:px-6">
        <ClientMessages namespaces={['menu', 'common']}>
          <Suspense
            fallback={
              <>
                <MenuSkeleton label={t('loading')} />
                {/* Without JavaScript: the whole menu, category by category. */}
                <MenuNoScript categories={categories} items={items} locale={locale} />
              </>
            }
          >
            <MenuBrowser categories={categories} items={items} locale={locale} />
          </Suspense>
        </ClientMessages>
      </div>
      <MenuStructuredData
        categories={categories}
        items={items}
        locale={locale}
        name={BRAND.fullName[locale === 'ar' ? 'ar' : 'en']}
        url={`${siteUrl()}${localizedPath(locale, '/menu')}`}
      />
    </main>
  );
}
