'use client';

import { useCallback } from 'react';
import { toast } from '@/components/site/toasts';
import type { FormAction } from '@/lib/action-state';
import { cx } from '@/lib/cn';
import { FormAlert, inputClass } from '@/components/ui/form-feedback';
import { useFormText } from '@/components/forms/form-text';
import { useValidatedForm } from '@/components/forms/use-validated-form';

type Props = {
  id: string;
  action: FormAction<{ alreadySubscribed: boolean }>;
  locale: string;
  labels: {
    email: string;
    placeholder: string;
    submit: string;
    success: string;
    /** That a confirmation link was e-mailed (sign-ups are confirmed first). */
    checkEmail: string;
    failure?: string;
    privacy?: string;
  };
  tone?: 'light' | 'dark';
  /** Which location's opening (an opening notice other than the Bronx's). */
  locationSlug?: string;
};

/** One e-mail field and a button: the newsletter and the Bronx opening sign-ups. */
const loadSchema = () =>
  import('@/features/visitor-forms/schemas/signups').then((m) => m.signupSchema);

export function EmailSignupForm({
  id,
  action,
  locale,
  labels,
  tone = 'light',
  locationSlug,
}: Props) {
  const { text, failureText } = useFormText(labels.failure);
  const onSuccess = useCallback(
    (_: unknown, form: HTMLFormElement | null) => {
      toast.success(labels.success, { description: labels.checkEmail });
      form?.reset();
    },
    [labels.success, labels.checkEmail],
  );
  const onError = useCallback(
    (state: { error: string; fieldErrors?: Record<string, string> }) => {
      toast.error(
        state.fieldErrors?.email ? text(state.fieldErrors.email) : failureText(state.error),
      );
    },
    [failureText, text],
  );
  const { state, pending, formProps, errorFor } = useValidatedForm({
    schema: loadSchema,
    action,
    onSuccess,
    onError,
  });
  const error = errorFor('email');
  const dark = tone === 'dark';

  return (
    <form {...formProps} className="w-full max-w-md">
      <input type="hidden" name="language" value={locale} />
      {locationSlug ? <input type="hidden" name="locationSlug" value={locationSlug} /> : null}
      <div className="flex flex-col gap-2 sm:flex-row">
        <label htmlFor={`${id}-email`} className="sr-only">
          {labels.email}
        </label>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          required
          autoComplete="email"
          dir="ltr"
          placeholder={labels.placeholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={
            [error ? `${id}-error` : '', labels.privacy ? `${id}-privacy` : ''].join(' ').trim() ||
            undefined
          }
          className={cx(inputClass, 'flex-1 text-start')}
        />
        <button
          type="submit"
          disabled={pending}
          className={cx(
            'inline-flex min-h-12 shrink-0 items-center justify-center rounded-full px-6 font-semibold transition-colors disabled:opacity-80',
            dark
              ? 'bg-saffron text-charcoal hover:bg-cream'
              : 'bg-pomegranate text-white hover:bg-pomegranate-deep',
          )}
        >
          {pending ? text('forms.sending') : labels.submit}
        </button>
      </div>
      {error ? (
        <p
          id={`${id}-error`}
          role="alert"
          className={cx(
            'mt-2 text-sm font-medium',
            dark ? 'text-saffron' : 'text-pomegranate-deep',
          )}
        >
          {text(error)}
        </p>
      ) : null}
      {labels.privacy ? (
        <p id={`${id}-privacy`} className={cx('mt-2 text-sm', dark ? 'text-sand' : 'text-muted')}>
          {labels.privacy}
        </p>
      ) : null}
      {state.status === 'success' ? (
        <div className="mt-3">
          <FormAlert tone="success" title={labels.success}>
            {labels.checkEmail}
          </FormAlert>
        </div>
      ) : null}
      {state.status === 'error' && !state.fieldErrors ? (
        <div className="mt-3">
          <FormAlert tone="error">{failureText(state.error)}</FormAlert>
        </div>
      ) : null}
    </form>
  );
}
