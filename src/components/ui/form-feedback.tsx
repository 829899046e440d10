import type { ReactNode } from 'react';
import { cx } from '@/lib/cn';

/** The public site's form parts: the inputs' look, the submit button and the result alert. */

/** The public forms' input look (`.field-input` in site.css). */
export const inputClass = 'field-input';

export function SubmitButton({
  pending,
  label,
  pendingLabel,
  className,
}: {
  pending: boolean;
  label: string;
  pendingLabel: string;
  className?: string;
}) {
  return (
    <button
      type="submit"
      disabled={pending}
      aria-disabled={pending}
      className={cx(
        'inline-flex min-h-12 items-center justify-center gap-2 rounded-full bg-pomegranate px-7 font-semibold text-white shadow-sm transition-colors hover:bg-pomegranate-deep disabled:cursor-progress disabled:opacity-80',
        className,
      )}
    >
      {pending ? pendingLabel : label}
    </button>
  );
}

/** Inline result for people without JavaScript (and screen readers): the same text as the toast. */
export function FormAlert({
  tone,
  title,
  children,
}: {
  tone: 'error' | 'success';
  title?: string;
  children: ReactNode;
}) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cx(
        'rounded-xl border px-4 py-3 text-sm',
        tone === 'error'
          ? 'border-pomegranate/40 bg-pomegranate/5 text-pomegranate-deep'
          : 'border-leaf/40 bg-leaf/5 text-leaf',
      )}
    >
      {title ? <p className="font-semibold">{title}</p> : null}
      <p>{children}</p>
    </div>
  );
}
