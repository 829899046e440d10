'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';

/**
 * Resolves message keys returned by actions and schemas. A form's own failure text (the spec's
 * wording) replaces the generic error, but never the rate-limit message.
 */
export function useFormText(failure?: string) {
  const t = useTranslations();
  const text = useCallback((key: string) => t(key as never), [t]);
  const failureText = useCallback(
    (error: string) =>
      error === 'errors.tooManyAttempts' || error === 'errors.invalidInput' || !failure
        ? text(error)
        : failure,
    [failure, text],
  );
  return { text, failureText };
}
