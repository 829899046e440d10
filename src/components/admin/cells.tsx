'use client';

import { useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';

/** The English name with the Arabic one beneath it, right-to-left. */
export function BilingualName({ en, ar }: { en: string; ar: string }) {
  return (
    <>
      <span className="block font-medium">{en}</span>
      <span lang="ar" dir="rtl" className="block text-stone-600">
        {ar}
      </span>
    </>
  );
}

/** "Active" / "Inactive" (available for ordering or not). */
export function ActiveBadge({ active }: { active: boolean }) {
  const t = useTranslations('admin.common');
  return (
    <Badge variant={active ? 'success' : 'outline'}>{active ? t('active') : t('inactive')}</Badge>
  );
}
