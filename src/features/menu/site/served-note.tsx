'use client';

import { useTranslations } from 'next-intl';
import { servingOf, servingText, type ServingColumns } from '@/features/menu/rules/serving-time';

/** "Served 7 AM–11 AM" under a category or a dish served only at some times; nothing otherwise. */
export function ServedNote({
  row,
  locale,
  className,
}: {
  row: ServingColumns;
  locale: string;
  className?: string;
}) {
  const t = useTranslations('menu');
  const serving = servingOf(row);
  if (!serving) return null;
  return <p className={className}>{t('served', { hours: servingText([serving], locale) })}</p>;
}
