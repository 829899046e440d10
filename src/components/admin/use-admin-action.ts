'use client';

import { useRouter } from 'next/navigation';
import { useCallback, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import type { z } from 'zod';
import type { ActionState } from '@/lib/action-state';
import { fieldErrorsOf, formDataToObject } from '@/lib/form-data';
import { useWithReauth } from './auth/reauth';
import { useMessage } from './use-message';

type Failure = Extract<ActionState<unknown>, { status: 'error' }>;

/**
 * Spec: failures show the server's message, else the screen's own ("Failed to save category").
 * Our server sends message keys; an unexpected failure arrives as `errors.generic`.
 */
export function useFailureText() {
  const message = useMessage();
  return useCallback(
    (result: Failure, fallback: string) =>
      result.error === 'errors.generic' || result.error === 'errors.invalidInput'
        ? fallback
        : message(result.error, result.errorValues),
    [message],
  );
}

/** Runs a console action (delete, toggle, reorder), toasts the outcome, refreshes the screen. */
export function useAdminAction() {
  const failureText = useFailureText();
  const withReauth = useWithReauth();
  const router = useRouter();
  const [pendingId, setPendingId] = useState<string | null>(null);

  const run = useCallback(
    async <T>(
      id: string,
      call: () => Promise<ActionState<T>>,
      texts: {
        success: string | ((data: T) => string);
        description?: (data: T) => string;
        failure: string;
      },
    ): Promise<ActionState<T>> => {
      setPendingId(id);
      try {
        const result = await withReauth(call);
        if (result.status === 'success') {
          toast.success(
            typeof texts.success === 'function' ? texts.success(result.data) : texts.success,
            texts.description ? { description: texts.description(result.data) } : undefined,
          );
        } else if (result.status === 'error') {
          toast.error(failureText(result, texts.failure));
        }
        router.refresh();
        return result;
      } catch {
        toast.error(texts.failure);
        router.refresh();
        return { status: 'error', error: 'errors.generic' };
      } finally {
        setPendingId(null);
      }
    },
    [failureText, router, withReauth],
  );

  return { run, pendingId };
}

/**
 * A dialog form: validates the FormData with the entity's Zod schema in the browser, sends it to
 * the server action (which parses the same schema again), shows field messages and toasts.
 */
export function useAdminForm<T>({
  schema,
  submit,
  success,
  failure,
  onSaved,
}: {
  schema: z.ZodType;
  submit: (input: unknown) => Promise<ActionState<T>>;
  success: (data: T) => string;
  failure: string;
  onSaved: (data: T) => void;
}) {
  const failureText = useFailureText();
  const withReauth = useWithReauth();
  const message = useMessage();
  const router = useRouter();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const input = formDataToObject(new FormData(form));
    const parsed = schema.safeParse(input);
    if (!parsed.success) {
      const found = fieldErrorsOf(parsed.error.issues);
      setErrors(found);
      form.querySelector<HTMLElement>(`[name="${Object.keys(found)[0]}"]`)?.focus();
      return;
    }
    setErrors({});
    setPending(true);
    try {
      const result = await withReauth(() => submit(input));
      if (result.status === 'success') {
        toast.success(success(result.data));
        onSaved(result.data);
        router.refresh();
      } else if (result.status === 'error') {
        setErrors(result.fieldErrors ?? {});
        toast.error(failureText(result, failure));
      }
    } catch {
      toast.error(failure);
    } finally {
      setPending(false);
    }
  };

  return {
    pending,
    formProps: { onSubmit, noValidate: true },
    errorFor: (name: string) => (errors[name] ? message(errors[name]) : undefined),
    clearErrors: () => setErrors({}),
  };
}

/** State of an add/edit dialog: which record (null to add) and whether it is open. */
export function useEditDialog<T>() {
  const [state, setState] = useState<{ open: boolean; record: T | null }>({
    open: false,
    record: null,
  });
  return {
    ...state,
    openWith: (record: T | null) => setState({ open: true, record }),
    setOpen: (open: boolean) => setState((s) => ({ ...s, open })),
  };
}
