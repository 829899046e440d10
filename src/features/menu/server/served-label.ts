import 'server-only';
import { getTranslations } from 'next-intl/server';
import { servingOf, servingText, type ServingColumns } from '@/features/menu/rules/serving-time';

/**
 * "Served 7 AM–11 AM" for a category or a dish served only at some times, in the page's
 * language; null for one served whenever the restaurant is open.
 */
export async function servedLabel(locale: string) {
  const t = await getTranslations({ locale: locale === 'ar' ? 'ar' : 'en', namespace: 'menu' });
  return (row: ServingColumns): string | null => {
    const serving = servingOf(row);
    return serving ? t('served', { hours: servingText([serving], locale) }) : null;
  };
}
