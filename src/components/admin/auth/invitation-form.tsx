'use client';

import { KeyRound } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import type { FormEvent } from 'react';
import { toast } from 'sonner';
import { acceptInvitationSchema } from '@/schemas/admin/users';
import { acceptStaffInvitationLink } from '@/server/browser-actions';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/controls';
import { acceptInvitationWithPasskey, usePasskeySupport } from './passkey-client';
import { useLinkForm } from './use-link-form';

/** Accepts an invitation: a password (or a passkey) for the invitee's own account. */
export function InvitationForm({ token, email }: { token: string; email: string }) {
  const t = useTranslations('admin');
  const router = useRouter();
  const { submit, error, pending, setPending, clearErrors } = useLinkForm({
    schema: acceptInvitationSchema,
    action: acceptStaffInvitationLink,
    done: t('invitations.accepted'),
  });
  const canUsePasskey = usePasskeySupport();

  /** Instead of a password: a passkey made on this device, and the person is signed in. */
  async function acceptWithPasskey() {
    clearErrors();
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

  function accept(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    void submit({ token, password: data.get('password') });
  }

  return (
    <form onSubmit={accept} noValidate className="grid gap-4">
      <Field id="invitation-email" label={t('login.email')}>
        {(c) => (
          <Input {...c} name="email" type="email" value={email} readOnly autoComplete="username" />
        )}
      </Field>
      <Field id="invitation-password" label={t('login.password')} error={error('password')}>
        {(c) => <Input {...c} name="password" type="password" autoComplete="new-password" />}
      </Field>
      <Button type="submit" disabled={pending}>
        {pending ? t('invitations.accepting') : t('invitations.accept')}
      </Button>
      {canUsePasskey ? (
        <Button type="button" variant="outline" disabled={pending} onClick={acceptWithPasskey}>
          <KeyRound aria-hidden="true" />
          {t('invitations.acceptWithPasskey')}
        </Button>
      ) : null}
    </form>
  );
}
