import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Locale } from 'next-intl';
import { brandName } from './brand';
import { pageMetadata } from './seo';

type SeoPage =
  'catering' | 'careers' | 'contact' | 'privacy' | 'menu' | 'locations' | 'bronx' | 'reserve';

/** A public page's metadata, with the brand's site name in the page's language. */
export async function localizedMetadata(
  locale: Locale,
  page: { path: string; title: string; description: string },
): Promise<Metadata> {
  const meta = await getTranslations({ locale, namespace: 'metadata' });
  return pageMetadata({
    locale,
    ...page,
    siteName: meta('siteName', { brand: brandName(locale) }),
  });
}

/**
 * Metadata of a public page from the `seo` catalogue: `<page>Title`, `<page>Description` (either
 * may name the brand), at `/<page>` unless another path is given.
 */
export async function simplePageMetadata(
  locale: Locale,
  page: SeoPage,
  path = `/${page}`,
): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'seo' });
  const brand = brandName(locale);
  return localizedMetadata(locale, {
    path,
    title: t(`${page}Title`, { brand }),
    description: t(`${page}Description`, { brand }),
  });
}
