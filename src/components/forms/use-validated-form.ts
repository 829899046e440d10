'use client';
import type React from 'react';

import { useActionState, useCallback, useEffect, useRef, useState, useTransition } from 'react';
import type { z } from 'zod';
import { IDLE, NOT_SENT, type ActionState, type FormAction } from '@/lib/action-state';
import { fieldErrorsOf, formDataToObject } from '@/lib/form-data';

type Options<T> = {
  /** Loads the form's Zod schema; imported on first use so that Zod is not in the first load. */
  schema: () => Promise<z.ZodType>;
  action: FormAction<T>;
  onSuccess?: (data: T, form: HTMLFormElement | null) => void;
  onError?: (state: Extract<ActionState<T>, { status: 'error' }>) => void;
};

/**
 * A progressively enhanced form: without JavaScript it posts natively to the server action; with
 * JavaScript it validates the same FormData with the same Zod schema first, then submits without
 * a page load. Errors are message keys for the caller to translate. A post the server could not
 * take (busy, offline) is an error like any other: "not sent, send it again", the fields kept.
 */
export function useValidatedForm<T>({ schema, action, onSuccess, onError }: Options<T>) {
  // The native post's answer (no JavaScript, or a post made before hydration) ...
  const [served, dispatch, posting] = useActionState<ActionState<T>, FormData>(action, IDLE);
  // ... and the answers to posts sent from here, which may fail without an answer at all.
  const [sent, setSent] = useState<ActionState<T> | null>(null);
  const [sending, startSending] = useTransition();
  const state = sent ?? served;
  const pending = posting || sending;
  const formRef = useRef<HTMLFormElement>(null);
  // '' marks a field the client checked and found valid (it hides an older server error).
  const [clientErrors, setClientErrors] = useState<Record<string, string>>({});
  const handled = useRef<ActionState<T>>(IDLE);

  const loaded = useRef<Promise<z.ZodType> | null>(null);
  const validate = useCallback(
    async (form: HTMLFormElement) => {
      loaded.current ??= schema();
      const result = (await loaded.current).safeParse(formDataToObject(new FormData(form)));
      return result.success ? {} : fieldErrorsOf(result.error.issues);
    },
    [schema],
  );
  /** Starts loading the schema as soon as someone works in the form. */
  const onFocus = () => {
    loaded.current ??= schema();
  };

  useEffect(() => {
    if (state === handled.current) return;
    handled.current = state;
    if (state.status === 'success') onSuccess?.(state.data, formRef.current);
    if (state.status === 'error') onError?.(state);
  }, [state, onSuccess, onError]);

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const errors = await validate(form);
    setClientErrors(Object.keys(errors).length ? errors : {});
    if (Object.keys(errors).length > 0) {
      const first = form.querySelector<HTMLElement>(`[name="${Object.keys(errors)[0]}"]`);
      first?.focus();
      return;
    }
    const data = new FormData(form);
    startSending(async () => {
      let answer: ActionState<T>;
      try {
        answer = await action(state, data);
      } catch {
        answer = { ...NOT_SENT }; // a new answer each time: a second failure is shown again
      }
      setSent(answer);
    });
  };

  /** Re-checks a field when it loses focus, once it holds something or showed an error. */
  const onBlur = async (event: React.FocusEvent<HTMLFormElement>) => {
    const target = event.target as unknown as HTMLInputElement;
    const name = target.name;
    if (!name || target.type === 'file') return;
    // Focus moving to the submit button: the submit checks every field. A message shown now would
    // push the button down between press and release, and the click would miss it.
    const next = event.relatedTarget as HTMLButtonElement | null;
    if (next?.type === 'submit' && next.form === event.currentTarget) return;
    const shown = name in clientErrors || (state.status === 'error' && state.fieldErrors?.[name]);
    if (!target.value && !shown) return;
    const errors = await validate(event.currentTarget);
    setClientErrors((prev) => ({ ...prev, [name]: errors[name] ?? '' }));
  };

  const errorFor = (name: string): string | undefined => {
    if (name in clientErrors) return clientErrors[name] || undefined;
    return state.status === 'error' ? state.fieldErrors?.[name] : undefined;
  };

  const reset = () => {
    formRef.current?.reset();
    setClientErrors({});
  };

  return {
    state,
    pending,
    formRef,
    formProps: { ref: formRef, action: dispatch, onSubmit, onBlur, onFocus, noValidate: true },
    errorFor,
    reset,
  };
}
