'use client';

import { useCallback } from 'react';
import { toast } from '@/components/site/toasts';
import type { ActionState } from '@/lib/action-state';
import { useFormText } from './form-text';
import { useValidatedForm } from './use-validated-form';

type Options<T> = Parameters<typeof useValidatedForm<T>>[0] & {
  /**
   * The form's own failure text (the spec's wording) and the error toast's title, if any; with
   * `toastSuccess`, a toast shows once the form is sent (before the form's own onSuccess, if any),
   * its line `toastSuccessBody` or else `successText`.
   */
  texts: {
    failure: string;
    errorTitle?: string;
    toastSuccess?: string;
    toastSuccessBody?: string;
    successText?: string;
  };
};

/**
 * The wiring the public site's forms share: client and server validation, the success toast, the
 * error toast with the form's failure text (or the rate-limit message), and field messages in the
 * page's language.
 */
export function useSiteForm<T>({ texts, onError, onSuccess, ...options }: Options<T>) {
  const { failure, errorTitle, toastSuccess: toastTitle } = texts;
  const toastDescription = texts.toastSuccessBody ?? texts.successText;
  const showSuccess = useCallback(
    (data: T, form: HTMLFormElement | null) => {
      if (toastTitle) toast.success(toastTitle, { description: toastDescription });
      onSuccess?.(data, form);
    },
    [toastTitle, toastDescription, onSuccess],
  );
  const { text, failureText } = useFormText(failure);
  const showError = useCallback(
    (state: Extract<ActionState<T>, { status: 'error' }>) => {
      const message = failureText(state.error);
      if (errorTitle) toast.error(errorTitle, { description: message });
      else toast.error(message);
      onError?.(state);
    },
    [errorTitle, failureText, onError],
  );
  const form = useValidatedForm<T>({ ...options, onSuccess: showSuccess, onError: showError });
  /** The message for a field in the page's language, or nothing. */
  const err = (name: string) => {
    const key = form.errorFor(name);
    return key ? text(key) : undefined;
  };
  return { ...form, err, text, failureText };
}
