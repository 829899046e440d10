'use client';

import { Search } from 'lucide-react';
import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/controls';

/** A console search by one e-mail address (a visitor's data, a guest's points): field and Find. */
export function EmailFindForm({
  id,
  label,
  findLabel,
  error,
  pending,
  onFind,
}: {
  id: string;
  label: string;
  findLabel: string;
  error: string | undefined;
  pending: boolean;
  onFind: (email: string) => void;
}) {
  const find = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onFind(String(new FormData(event.currentTarget).get('email') ?? '').trim());
  };
  return (
    <form onSubmit={find} noValidate className="flex flex-wrap items-end gap-3">
      <Field id={id} label={label} error={error} className="min-w-64 flex-1">
        {(control) => (
          <Input {...control} name="email" type="email" dir="ltr" maxLength={254} required />
        )}
      </Field>
      <Button type="submit" variant="outline" disabled={pending}>
        <Search aria-hidden="true" />
        {findLabel}
      </Button>
    </form>
  );
}
