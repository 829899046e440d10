import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Locale } from 'next-intl';
import { brandName } from '@/lib/brand';
import { pageMetadata } from '@/lib/seo';

type SeoKey =
  | 'franchiseTitle'
  | 'franchiseWhyTitle'
  | 'franchiseInvestmentTitle'
  | 'franchiseProcessTitle'
  | 'franchiseFaqTitle'
  | 'franchiseApplyTitle';

/** Metadata of a franchise page: its own title, the franchise description. */
export async function franchiseMetadata(
  locale: Locale,
  path: string,
  titleKey: SeoKey,
): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'seo' });
  const meta = await getTranslations({ locale, namespace: 'metadata' });
  const brand = brandName(locale);
  return pageMetadata({
    locale,
    path,
    title: t(titleKey, { brand }),
    description: t('franchiseDescription', { brand }),
    siteName: meta('siteName', { brand }),
  });
}
