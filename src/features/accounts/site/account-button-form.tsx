'use client';

import { useActionState } from 'react';
import { FormAlert } from '@/components/ui/form-feedback';
import { IDLE, type FormAction } from '@/lib/action-state';
import { cx } from '@/lib/cn';

/**
 * One of the account's buttons (sign out, sign out everywhere, delete): a form the browser posts
 * by itself before the page's script runs, with what it says (`fields`) and, to delete, a box the
 * guest ticks first. A refusal is shown under it.
 */
export function AccountButtonForm({
  id,
  action,
  fields,
  confirm,
  label,
  accessibleLabel,
  pendingLabel,
  danger = false,
  errors,
}: {
  id: string;
  action: FormAction<never>;
  fields: Record<string, string>;
  /** The box's label, when the button asks for one. */
  confirm?: string;
  label: string;
  /** What a screen reader says of the button, where its label alone is one of many alike. */
  accessibleLabel?: string;
  pendingLabel: string;
  danger?: boolean;
  errors: Record<string, string>;
}) {
  const [state, dispatch, pending] = useActionState(action, IDLE);
  const error =
    state.status === 'error'
      ? (errors[state.fieldErrors?.confirm ?? state.error] ?? errors.failure)
      : null;
  return (
    <form action={dispatch} className="grid justify-items-start gap-3">
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {confirm ? (
        <div className="flex items-start gap-3">
          <input
            id={`${id}-confirm`}
            name="confirm"
            type="checkbox"
            required
            className="mt-1 size-5 shrink-0 accent-pomegranate"
          />
          <label htmlFor={`${id}-confirm`}>{confirm}</label>
        </div>
      ) : null}
      <button
        type="submit"
        disabled={pending}
        aria-disabled={pending}
        aria-label={accessibleLabel}
        className={cx(
          danger
            ? 'inline-flex min-h-11 items-center rounded-full bg-pomegranate-deep px-5 font-semibold text-white hover:bg-pomegranate'
            : 'pill-outline',
        )}
      >
        {pending ? pendingLabel : label}
      </button>
      {error ? <FormAlert tone="error">{error}</FormAlert> : null}
    </form>
  );
}
