import type { Metadata } from 'next';
import { localizedPath } from './locale-path';
import { siteUrl } from './site-url';

/** Title, description, canonical, hreflang alternates and Open Graph for a public page. */
export function pageMetadata(options: {
  locale: string;
  path: string;
  title: string;
  description: string;
  absoluteTitle?: boolean;
  siteName: string;
}): Metadata {
  const url = localizedPath(options.locale, options.path);
  return {
    title: options.absoluteTitle ? { absolute: options.title } : options.title,
    description: options.description,
    alternates: {
      canonical: url,
      languages: {
        en: localizedPath('en', options.path),
        ar: localizedPath('ar', options.path),
        'x-default': localizedPath('en', options.path),
      },
    },
    openGraph: {
      type: 'website',
      url: `${siteUrl()}${url}`,
      title: options.title,
      description: options.description,
      siteName: options.siteName,
      locale: options.locale === 'ar' ? 'ar_AR' : 'en_US',
      alternateLocale: options.locale === 'ar' ? ['en_US'] : ['ar_AR'],
      images: [
        {
          url: `${siteUrl()}/images/og-feast.png`,
          width: 1200,
          height: 630,
          alt: options.siteName,
        },
      ],
    },
    twitter: {
      card: 'summary_large_image',
      title: options.title,
      description: options.description,
    },
  };
}
