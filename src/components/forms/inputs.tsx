import type {
  InputHTMLAttributes,
  ReactNode,
  SelectHTMLAttributes,
  TextareaHTMLAttributes,
} from 'react';
import { cx } from '@/lib/cx';
import { Field, inputClass } from './fields';

type Common = {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  requiredLabel?: string;
  className?: string;
};

export function TextInput({
  id,
  label,
  error,
  hint,
  requiredLabel,
  className,
  ...input
}: Common & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <Field
      id={id}
      label={label}
      error={error}
      hint={hint}
      required={input.required}
      requiredLabel={requiredLabel}
      className={className}
    >
      {(describedBy) => (
        <input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={inputClass}
          {...input}
        />
      )}
    </Field>
  );
}

export function TextArea({
  id,
  label,
  error,
  hint,
  requiredLabel,
  className,
  ...input
}: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <Field
      id={id}
      label={label}
      error={error}
      hint={hint}
      required={input.required}
      requiredLabel={requiredLabel}
      className={className}
    >
      {(describedBy) => (
        <textarea
          id={id}
          rows={5}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={cx(inputClass, 'resize-y')}
          {...input}
        />
      )}
    </Field>
  );
}

export function Select({
  id,
  label,
  error,
  hint,
  requiredLabel,
  className,
  options,
  placeholder,
  ...select
}: Common &
  SelectHTMLAttributes<HTMLSelectElement> & {
    options: { value: string; label: string }[];
    placeholder?: string;
  }) {
  return (
    <Field
      id={id}
      label={label}
      error={error}
      hint={hint}
      required={select.required}
      requiredLabel={requiredLabel}
      className={className}
    >
      {(describedBy) => (
        <select
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={cx(inputClass, 'appearance-auto')}
          {...select}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

export function Checkbox({
  id,
  label,
  error,
  className,
  ...input
}: Omit<Common, 'hint' | 'requiredLabel'> & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div className={cx('flex flex-col gap-1', className)}>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="mt-1 size-5 shrink-0 accent-pomegranate"
          {...input}
        />
        <label htmlFor={id} className="text-sm text-charcoal">
          {label}
        </label>
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-pomegranate-deep">
          {error}
        </p>
      ) : null}
    </div>
  );
}
