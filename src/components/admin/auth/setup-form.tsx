'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { fieldErrorsOf } from '@/lib/form-data';
import { ownerSetupSchema } from '@/schemas/admin/login';
import { createFirstOwner } from '@/server/auth/actions';
import { Button } from '../ui/button';
import { Field, Input } from '../ui/field';
import { useMessage } from '../use-message';

/** The first owner's account, created through the one-time setup link. */
export function SetupForm({ token }: { token: string }) {
  const t = useTranslations('admin');
  const message = useMessage();
  const router = useRouter();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const input = { token, email: data.get('email'), password: data.get('password') };
    const parsed = ownerSetupSchema.safeParse(input);
    if (!parsed.success) return setErrors(fieldErrorsOf(parsed.error.issues));
    setErrors({});
    setPending(true);
    const result = await createFirstOwner(input);
    setPending(false);
    if (result.status === 'success') {
      toast.success(t('setup.done'));
      router.replace('/admin/login');
      return;
    }
    if (result.status === 'error') {
      setErrors(result.fieldErrors ?? {});
      toast.error(message(result.error));
    }
  }

  const error = (name: string) => (errors[name] ? message(errors[name]) : undefined);
  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
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
