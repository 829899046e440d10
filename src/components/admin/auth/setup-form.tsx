'use client';

import { useTranslations } from 'next-intl';
import type { FormEvent } from 'react';
import { ownerSetupSchema } from '@/schemas/admin/login';
import { createFirstOwner } from '@/server/browser-actions';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/controls';
import { useLinkForm } from './use-link-form';

/** The first owner's account, created through the one-time setup link. */
export function SetupForm({ token }: { token: string }) {
  const t = useTranslations('admin');
  const { submit, error, pending } = useLinkForm({
    schema: ownerSetupSchema,
    action: createFirstOwner,
    done: t('setup.done'),
  });

  function create(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    void submit({ token, email: data.get('email'), password: data.get('password') });
  }

  return (
    <form onSubmit={create} noValidate className="grid gap-4">
      <Field id="setup-email" label={t('login.email')} error={error('email')}>
        {(c) => <Input {...c} name="email" type="email" autoComplete="email" />}
      </Field>
      <Field id="setup-password" label={t('login.password')} error={error('password')}>
        {(c) => <Input {...c} name="password" type="password" autoComplete="new-password" />}
      </Field>
      <Button type="submit" disabled={pending}>
        {pending ? t('setup.submitting') : t('setup.submit')}
      </Button>
    </form>
  );
}
