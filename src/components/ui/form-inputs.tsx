import type {
  InputHTMLAttributes,
  ReactNode,
  SelectHTMLAttributes,
  TextareaHTMLAttributes,
} from 'react';
import { cx } from '@/lib/cn';
import { Field } from './field';
import { inputClass } from './form-feedback';

type Common = {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  requiredLabel?: string;
  className?: string;
};

/**
 * The public site's form controls, in the kit's Field with the site's look. The frame's own props
 * are split from the control's.
 */
function split<T extends Common & { required?: boolean }>(props: T) {
  const { id, label, error, hint, requiredLabel, className, ...control } = props;
  const frame = { id, label, error, hint, requiredLabel, className, required: control.required };
  return { frame: { ...frame, look: 'site' as const }, control };
}

export function TextInput(props: Common & InputHTMLAttributes<HTMLInputElement>) {
  const { frame, control } = split(props);
  return (
    <Field {...frame}>{(field) => <input {...field} className={inputClass} {...control} />}</Field>
  );
}

export function TextArea(props: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const { frame, control } = split(props);
  return (
    <Field {...frame}>
      {(field) => (
        <textarea {...field} rows={5} className={cx(inputClass, 'resize-y')} {...control} />
      )}
    </Field>
  );
}

/**
 * A select's options from their labels, in the labels' order (the server builds them from the
 * list of values, so the form need not ship that list itself).
 */
export function optionsOf(labels: Record<string, string>): { value: string; label: string }[] {
  return Object.entries(labels).map(([value, label]) => ({ value, label }));
}

export function Select({
  options,
  placeholder,
  ...props
}: Common &
  SelectHTMLAttributes<HTMLSelectElement> & {
    options: { value: string; label: string }[];
    placeholder?: string;
  }) {
  const { frame, control } = split(props);
  return (
    <Field {...frame}>
      {(field) => (
        <select {...field} className={cx(inputClass, 'appearance-auto')} {...control}>
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
