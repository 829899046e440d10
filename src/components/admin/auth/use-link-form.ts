'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { toast } from 'sonner';
import type { z } from 'zod';
import type { ActionState } from '@/lib/action-state';
import { fieldErrorsOf } from '@/lib/form-data';
import { useMessage } from '../use-message';

/**
 * A form opened from a one-time link (first-owner setup, an invitation): checked here and on the
 * server, and once it is done the person goes on to sign in.
 */
export function useLinkForm({
  schema,
  action,
  done,
}: {
  schema: z.ZodType;
  action: (input: unknown) => Promise<ActionState<unknown>>;
  /** The toast once the server has accepted it. */
  done: string;
}) {
  const message = useMessage();
  const router = useRouter();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);

  async function submit(input: unknown) {
    const parsed = schema.safeParse(input);
    if (!parsed.success) return setErrors(fieldErrorsOf(parsed.error.issues));
    setErrors({});
    setPending(true);
    const result = await action(input);
    setPending(false);
    if (result.status === 'success') {
      toast.success(done);
      router.replace('/admin/login');
      return;
    }
    if (result.status === 'error') {
      setErrors(result.fieldErrors ?? {});
      toast.error(message(result.error));
    }
  }

  /** A field's message in the console's language, or nothing. */
  const error = (name: string) => (errors[name] ? message(errors[name]) : undefined);
  return { submit, error, pending, setPending, clearErrors: () => setErrors({}) };
}
