import { defineRouting } from 'next-intl/routing';

export const routing = defineRouting({
  locales: ['en', 'ar'],
  defaultLocale: 'en',
  // English at /menu, Arabic at /ar/menu.
  localePrefix: 'as-needed',
  // The URL decides the language; the toggle switches it.
  localeDetection: false,
});

export type AppLocale = (typeof routing.locales)[number];

export function directionOf(locale: string): 'rtl' | 'ltr' {
  return locale === 'ar' ? 'rtl' : 'ltr';
}
