'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { fieldErrorsOf } from '@/lib/form-data';
import { REAUTH_REQUIRED } from '@/lib/freshness';
import { changeEmailSchema, changePasswordSchema } from '@/schemas/admin/security';
import { useReauth } from '../auth/reauth';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/controls';
import { useBusy } from '../use-busy';
import { useMessage } from '../use-message';

type Answer = { ok: boolean; status: number; message?: string; code?: string };

async function post(path: string, body: unknown): Promise<Answer> {
  const response = await fetch(`/api/auth${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const data = (await response.json().catch(() => null)) as {
    message?: string;
    code?: string;
  } | null;
  return { ok: response.ok, status: response.status, message: data?.message, code: data?.code };
}

/** Account security: the person's own password (current one required) and e-mail address. */
export function AccountDetails({ email, hasPassword }: { email: string; hasPassword: boolean }) {
  return (
    <>
      {hasPassword ? <ChangePassword /> : null}
      <ChangeEmail email={email} />
    </>
  );
}

function ChangePassword() {
  const t = useTranslations('admin.accountDetails');
  const message = useMessage();
  const router = useRouter();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { pending, run } = useBusy(t('failed'));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const parsed = changePasswordSchema.safeParse({
      currentPassword: data.get('currentPassword'),
      newPassword: data.get('newPassword'),
    });
    if (!parsed.success) {
      const found = fieldErrorsOf(parsed.error.issues);
      setErrors(Object.fromEntries(Object.entries(found).map(([k, v]) => [k, message(v)])));
      return;
    }
    setErrors({});
    await run(async () => {
      // Other browsers are signed out: whoever knew the old password is no longer in.
      const answer = await post('/change-password', { ...parsed.data, revokeOtherSessions: true });
      if (answer.ok) {
        toast.success(t('passwordChanged'));
        form.reset();
        router.refresh();
        return;
      }
      const text =
        answer.code === 'INVALID_PASSWORD' ? t('currentWrong') : (answer.message ?? t('failed'));
      setErrors({ [answer.code === 'INVALID_PASSWORD' ? 'currentPassword' : '_form']: text });
      toast.error(text);
    });
  }

  return (
    <Card className="grid max-w-xl gap-4 p-6" role="region" aria-labelledby="password-title">
      <h2 id="password-title" className="text-lg font-semibold text-stone-900">
        {t('passwordTitle')}
      </h2>
      <form onSubmit={submit} noValidate className="grid gap-4">
        <Field id="current-password" label={t('currentPassword')} error={errors.currentPassword}>
          {(c) => (
            <Input {...c} name="currentPassword" type="password" autoComplete="current-password" />
          )}
        </Field>
        <Field id="new-password" label={t('newPassword')} error={errors.newPassword}>
          {(c) => <Input {...c} name="newPassword" type="password" autoComplete="new-password" />}
        </Field>
        {errors._form ? (
          <p role="alert" className="text-sm text-red-700">
            {errors._form}
          </p>
        ) : null}
        <Button type="submit" disabled={pending} className="w-fit">
          {pending ? t('saving') : t('changePassword')}
        </Button>
      </form>
    </Card>
  );
}

function ChangeEmail({ email }: { email: string }) {
  const t = useTranslations('admin.accountDetails');
  const message = useMessage();
  const ask = useReauth();
  const [error, setError] = useState<string>();
  const { pending, run } = useBusy(t('failed'));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const parsed = changeEmailSchema.safeParse({ newEmail: new FormData(form).get('newEmail') });
    if (!parsed.success) {
      return setError(message(parsed.error.issues[0]?.message ?? 'errors.invalidInput'));
    }
    if (parsed.data.newEmail === email) return setError(t('sameEmail'));
    setError(undefined);
    await run(async () => {
      const body = { newEmail: parsed.data.newEmail, callbackURL: '/admin/security' };
      let answer = await post('/change-email', body);
      // A change of address needs a recent confirmation, as other sensitive changes do.
      if (answer.code === REAUTH_REQUIRED && ask && (await ask())) {
        answer = await post('/change-email', body);
      }
      if (answer.ok) {
        toast.success(t('emailSent', { email: parsed.data.newEmail }));
        form.reset();
        return;
      }
      const text =
        answer.code === REAUTH_REQUIRED ? t('confirmFirst') : (answer.message ?? t('failed'));
      setError(text);
      toast.error(text);
    });
  }

  return (
    <Card className="grid max-w-xl gap-4 p-6" role="region" aria-labelledby="email-title">
      <div>
        <h2 id="email-title" className="text-lg font-semibold text-stone-900">
          {t('emailTitle')}
        </h2>
        <p className="mt-1 text-sm text-stone-700">{t('emailHint', { email })}</p>
      </div>
      <form
        onSubmit={submit}
        noValidate
        className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end"
      >
        <Field id="new-email" label={t('newEmail')} error={error}>
          {(c) => (
            <Input {...c} name="newEmail" type="email" autoComplete="email" maxLength={254} />
          )}
        </Field>
        <Button type="submit" disabled={pending}>
          {pending ? t('saving') : t('changeEmail')}
        </Button>
      </form>
    </Card>
  );
}
