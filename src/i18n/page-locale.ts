import { notFound } from 'next/navigation';
import { hasLocale, type Locale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { routing } from './routing';

export type LocaleParams = Promise<{ locale: string }>;

/** Validates the [locale] segment of a page and enables static rendering for it. */
export async function pageLocale(params: LocaleParams): Promise<Locale> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  return locale;
}
