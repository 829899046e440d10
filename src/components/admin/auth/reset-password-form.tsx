'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { newPasswordSchema } from '@/schemas/admin/login';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/controls';
import { useMessage } from '../use-message';
import { authClient } from './auth-client';

/** Second half of the password reset: the link from the e-mail lands here with its token. */
export function ResetPasswordForm({ token }: { token: string }) {
  const t = useTranslations('admin');
  const message = useMessage();
  const router = useRouter();
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = newPasswordSchema.safeParse({
      password: new FormData(event.currentTarget).get('password'),
    });
    if (!parsed.success) return setError(message(parsed.error.issues[0]!.message));
    setError(undefined);
    setPending(true);
    const { error: resetError } = await authClient.resetPassword({
      newPassword: parsed.data.password,
      token,
    });
    setPending(false);
    if (resetError) {
      toast.error(t('reset.invalidToken'));
      return setError(t('reset.invalidToken'));
    }
    toast.success(t('reset.done'));
    router.replace('/admin/login');
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <Field id="reset-password" label={t('reset.newPassword')} error={error}>
        {(c) => <Input {...c} name="password" type="password" autoComplete="new-password" />}
      </Field>
      <Button type="submit" disabled={pending}>
        {pending ? t('common.saving') : t('reset.submit')}
      </Button>
    </form>
  );
}
