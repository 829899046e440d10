import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { HydrationMark } from '@/components/ui/hydration-mark';
import { directionOf, routing } from '@/i18n/routing';
import { brandName } from '@/lib/brand';
import { siteUrl } from '@/lib/site-url';
import { preloadFonts } from '../fonts';
import { SITE_ICON_HREF } from '@/lib/site-icon';
import '../site.css';

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

// Nothing is rendered at build time (the build never opens the database); each page is rendered
// on its first request and then served from the cache until staff change what it shows.
export function generateStaticParams() {
  return [];
}

// What depends on the clock (open now, sold out today, a seasonal menu's dates) is at most a minute
// old: a cached page is rendered again, in the background, on the first request after a minute.
export const revalidate = 60;

export const viewport: Viewport = { themeColor: '#9e2a2b', width: 'device-width', initialScale: 1 };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'metadata' });
  const brand = brandName(locale);
  return {
    metadataBase: new URL(siteUrl()),
    title: { default: t('homeTitle', { brand }), template: `%s | ${t('siteName', { brand })}` },
    description: t('homeDescription'),
    applicationName: t('siteName', { brand }),
    icons: { icon: SITE_ICON_HREF },
  };
}

export default async function LocaleLayout({ children, params }: Props) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  preloadFonts(locale);

  return (
    <html lang={locale} dir={directionOf(locale)}>
      <body className="min-h-dvh bg-cream antialiased">
        {/* Client components get their texts as props or from the page's own provider (the
            menu's, the forms'); no catalogue or message library is shipped with every page. */}
        {children}
        <HydrationMark />
      </body>
    </html>
  );
}
