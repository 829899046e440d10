import type { ReactNode } from 'react';
import { cx } from '@/lib/cn';

/** The two looks of a labelled field: the console's (stone) and the public site's (brand). */
const LOOKS = {
  console: {
    frame: 'grid gap-1.5',
    label: 'text-sm font-medium text-stone-800',
    hint: 'text-sm text-stone-600',
    error: 'text-sm text-red-700',
  },
  site: {
    frame: 'flex flex-col gap-1.5',
    label: 'text-sm font-semibold text-coffee',
    hint: 'text-sm text-muted',
    error: 'text-sm font-medium text-pomegranate-deep',
  },
} as const;

export type FieldLook = keyof typeof LOOKS;

/** What a field gives its control: the id its label names and how it is described. */
export type ControlProps = {
  id: string;
  'aria-invalid': boolean | undefined;
  'aria-describedby'?: string;
};

/**
 * A labelled control with its hint and error, with the ids a screen reader needs: the control
 * gets id, aria-invalid and aria-describedby from the render prop, so it is announced with its
 * message. On the public site a required field is marked (an asterisk, and the word for screen
 * readers) and its error is announced at once.
 */
export function Field({
  id,
  label,
  error,
  hint,
  required,
  requiredLabel,
  look = 'console',
  children,
  className,
}: {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  requiredLabel?: string;
  look?: FieldLook;
  children: (control: ControlProps) => ReactNode;
  className?: string;
}) {
  const style = LOOKS[look];
  const hintId = hint ? `${id}-hint` : null;
  const errorId = error ? `${id}-error` : null;
  // The console names the error first; the site reads the hint, then the error.
  const order = look === 'site' ? [hintId, errorId] : [errorId, hintId];
  const describedBy = order.filter(Boolean).join(' ') || undefined;
  return (
    <div className={cx(style.frame, className)}>
      <label htmlFor={id} className={style.label}>
        {label}
        {required && look === 'site' ? (
          <span className="text-pomegranate-deep" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
        {required && requiredLabel ? <span className="sr-only"> ({requiredLabel})</span> : null}
      </label>
      {children({
        id,
        'aria-invalid': look === 'site' ? (error ? true : undefined) : Boolean(error),
        'aria-describedby': describedBy,
      })}
      {hint ? (
        <p id={hintId!} className={style.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId!} className={style.error} role={look === 'site' ? 'alert' : undefined}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
