'use client';

import type { ComponentProps } from 'react';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/controls';

type ControlledField = {
  id: string;
  label: string;
  error?: string;
  value: string;
  onChange: (value: string) => void;
} & Pick<ComponentProps<'input'>, 'maxLength' | 'autoFocus'>;

/** The sign-in screens' e-mail address. */
export function EmailField({ id, label, error, value, onChange }: ControlledField) {
  return (
    <Field id={id} label={label} error={error}>
      {(control) => (
        <Input
          {...control}
          name="email"
          type="email"
          autoComplete="email"
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </Field>
  );
}

/** A one-time code (authenticator app or e-mail), offered by the phone's keyboard and autofill. */
export function OneTimeCodeField({ id, label, error, value, onChange, ...input }: ControlledField) {
  return (
    <Field id={id} label={label} error={error}>
      {(control) => (
        <Input
          {...control}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          autoFocus
          {...input}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </Field>
  );
}

/** A failure of the whole form (not of one field), announced at once. */
export function FormFailure({ text }: { text: string | undefined }) {
  return text ? (
    <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
      {text}
    </p>
  ) : null;
}
