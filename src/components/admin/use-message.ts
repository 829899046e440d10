'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';

/** Resolves a full message key (`admin.validation.slugRequired`, `errors.forbidden`) to text. */
export function useMessage() {
  const t = useTranslations();
  return useCallback(
    (key: string, values?: Record<string, string | number>) =>
      (t as unknown as (k: string, v?: Record<string, string | number>) => string)(key, values),
    [t],
  );
}
