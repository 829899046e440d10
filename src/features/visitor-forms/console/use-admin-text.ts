'use client';

import { useTranslations } from 'next-intl';
import type { AdminText } from '@/features/visitor-forms/rules/inbox-format';

/** The admin catalogue looked up by a key built at run time (statuses, field names). */
export function useAdminText(): AdminText {
  return useTranslations('admin') as unknown as AdminText;
}
