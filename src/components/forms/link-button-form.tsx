'use client';

import { useActionState } from 'react';
import { FormAlert } from '@/components/ui/form-feedback';
import { IDLE, type ActionState, type FormAction } from '@/lib/action-state';

/**
 * The button on a page reached by a link in an e-mail (a sign-up's confirmation, an unsubscribe):
 * the link alone changes nothing, since mail scanners open links; the person presses it. Posts
 * the link's token natively before the page's script runs.
 */
export function LinkButtonForm({
  token,
  fields = {},
  action,
  texts,
}: {
  token: string;
  /** More of what the link said, posted along (the campaign it came in). */
  fields?: Record<string, string>;
  action: FormAction<{ confirmed: boolean }>;
  /** The page's texts, placeholders filled in; errors by their message key. */
  texts: { confirm: string; confirming: string; confirmed: string; errors: Record<string, string> };
}) {
  const [state, dispatch, pending] = useActionState<ActionState<{ confirmed: boolean }>, FormData>(
    action,
    IDLE,
  );
  if (state.status === 'success') return <FormAlert tone="success">{texts.confirmed}</FormAlert>;
  return (
    <form action={dispatch} className="grid justify-items-start gap-4">
      <input type="hidden" name="token" value={token} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className="pill-action" disabled={pending} aria-disabled={pending}>
        {pending ? texts.confirming : texts.confirm}
      </button>
      {state.status === 'error' ? (
        <FormAlert tone="error">{texts.errors[state.error] ?? texts.errors.failure}</FormAlert>
      ) : null}
    </form>
  );
}
