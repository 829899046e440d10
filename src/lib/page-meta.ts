import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Locale } from 'next-intl';
import { brandName } from './brand';
import { pageMetadata } from './seo';

type SeoPage = 'catering' | 'careers' | 'contact' | 'privacy';

/** Metadata of a simple public page from the `seo` catalogue: `<page>Title`, `<page>Description`. */
export async function simplePageMetadata(locale: Locale, page: SeoPage): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'seo' });
  const meta = await getTranslations({ locale, namespace: 'metadata' });
  const brand = brandName(locale);
  return pageMetadata({
    locale,
    path: `/${page}`,
    title: t(`${page}Title`),
    description: t(`${page}Description`, { brand }),
    siteName: meta('siteName', { brand }),
  });
}
