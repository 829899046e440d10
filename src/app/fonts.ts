import { preload } from 'react-dom';
import type { AppLocale } from '@/i18n/routing';

/**
 * The display face each language's headings use (public/fonts/v2, declared in fonts.css; the
 * folder name changes with the files). Body text uses the system face: docs/decisions/0007.
 */
const DISPLAY_FACE: Record<AppLocale, string> = {
  en: '/fonts/v2/playfair-display-latin-700-normal.woff2',
  ar: '/fonts/v2/noto-kufi-arabic-arabic-core-700-normal.woff2',
};

/** Asks React for a `<link rel="preload">` of the page language's display face only. */
export function preloadFonts(locale: AppLocale) {
  preload(DISPLAY_FACE[locale], { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });
}
