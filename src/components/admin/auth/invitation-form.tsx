'use client';

import { KeyRound } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { fieldErrorsOf } from '@/lib/form-data';
import { acceptInvitationSchema } from '@/schemas/admin/users';
import { acceptStaffInvitationLink } from '@/server/auth/actions';
import { Button } from '../ui/button';
import { Field, Input } from '../ui/field';
import { useMessage } from '../use-message';
import { acceptInvitationWithPasskey, usePasskeySupport } from './passkey-client';

/** Accepts an invitation: a password when the address has no account yet. */
export function InvitationForm({
  token,
  email,
  askPassword,
}: {
  token: string;
  email: string;
  askPassword: boolean;
}) {
  const t = useTranslations('admin');
  const message = useMessage();
  const router = useRouter();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);
  const canUsePasskey = usePasskeySupport();

  /** Instead of a password: a passkey made on this device, and the person is signed in. */
  async function acceptWithPasskey() {
    setErrors({});
    setPending(true);
    try {
      const outcome = await acceptInvitationWithPasskey(token, t('invitations.passkeyName'));
      if (outcome.ok) {
        toast.success(t('invitations.acceptedWithPasskey'));
        router.replace('/admin');
        router.refresh();
      } else {
        toast.error(
          outcome.cancelled ? t('passkeys.cancelled') : (outcome.message ?? t('passkeys.failed')),
        );
      }
    } catch {
      toast.error(t('passkeys.failed'));
    } finally {
      setPending(false);
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const input = askPassword ? { token, password: data.get('password') } : { token };
    const parsed = acceptInvitationSchema.safeParse(input);
    if (!parsed.success) return setErrors(fieldErrorsOf(parsed.error.issues));
    setErrors({});
    setPending(true);
    const result = await acceptStaffInvitationLink(input);
    setPending(false);
    if (result.status === 'success') {
      toast.success(t('invitations.accepted'));
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
      <Field id="invitation-email" label={t('login.email')}>
        {(c) => (
          <Input {...c} name="email" type="email" value={email} readOnly autoComplete="username" />
        )}
      </Field>
      {askPassword ? (
        <Field id="invitation-password" label={t('login.password')} error={error('password')}>
          {(c) => <Input {...c} name="password" type="password" autoComplete="new-password" />}
        </Field>
      ) : null}
      <Button type="submit" disabled={pending}>
        {pending ? t('invitations.accepting') : t('invitations.accept')}
      </Button>
      {askPassword && canUsePasskey ? (
        <Button type="button" variant="outline" disabled={pending} onClick={acceptWithPasskey}>
          <KeyRound aria-hidden="true" />
          {t('invitations.acceptWithPasskey')}
        </Button>
      ) : null}
    </form>
  );
}
