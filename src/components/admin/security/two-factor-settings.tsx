'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { renderSVG } from 'uqr';
import { authClient } from '../auth/auth-client';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/controls';

type Enrolment = { uri: string; secret: string; backupCodes: string[] };

/** TOTP two-factor for the signed-in staff member: turn on (scan, confirm a code) or off. */
export function TwoFactorSettings({ enabled }: { enabled: boolean }) {
  const t = useTranslations('admin.security');
  const router = useRouter();
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();
  const [newCodes, setNewCodes] = useState<string[] | null>(null);

  const fail = () => {
    setError(t('failed'));
    toast.error(t('failed'));
  };

  async function start(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const password = String(new FormData(event.currentTarget).get('password') ?? '');
    setPending(true);
    setError(undefined);
    try {
      if (enabled) {
        const { error: disableError } = await authClient.twoFactor.disable({ password });
        if (disableError) return fail();
        toast.success(t('disabled'));
        router.refresh();
        return;
      }
      const { data, error: enableError } = await authClient.twoFactor.enable({ password });
      if (enableError || !data || !('totpURI' in data)) return fail();
      const secret = new URL(data.totpURI).searchParams.get('secret') ?? '';
      setEnrolment({ uri: data.totpURI, secret, backupCodes: data.backupCodes });
    } catch {
      fail();
    } finally {
      setPending(false);
    }
  }

  /** New backup codes replace the old ones; they are shown once, here. */
  async function regenerate(form: HTMLFormElement | null) {
    const password = String(new FormData(form ?? undefined).get('password') ?? '');
    setPending(true);
    setError(undefined);
    try {
      const { data, error: codesError } = await authClient.twoFactor.generateBackupCodes({
        password,
      });
      if (codesError || !data) return fail();
      setNewCodes(data.backupCodes);
      toast.success(t('codesRegenerated'));
    } catch {
      fail();
    } finally {
      setPending(false);
    }
  }

  async function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code') ?? '').replace(/\s+/g, '');
    setPending(true);
    setError(undefined);
    try {
      const { error: verifyError } = await authClient.twoFactor.verifyTotp({ code });
      if (verifyError) return fail();
      toast.success(t('enabled'));
      setEnrolment(null);
      router.refresh();
    } catch {
      fail();
    } finally {
      setPending(false);
    }
  }

  return (
    <Card className="grid max-w-xl gap-4 p-6">
      <p className="font-medium">{enabled ? t('twoFactorOn') : t('twoFactorOff')}</p>
      {enrolment ? (
        <form onSubmit={confirm} noValidate className="grid gap-4">
          <p className="text-sm text-stone-700">{t('scan')}</p>
          <div
            role="img"
            aria-label={t('manualKey')}
            className="size-48 [&_svg]:size-full"
            dangerouslySetInnerHTML={{ __html: renderSVG(enrolment.uri) }}
          />
          <p className="text-sm">
            {t('manualKey')}:{' '}
            <code
              data-testid="totp-secret"
              className="rounded bg-stone-100 px-1.5 py-0.5 break-all"
            >
              {enrolment.secret}
            </code>
          </p>
          <div className="text-sm">
            <p>{t('backupCodes')}</p>
            <ul className="mt-1 grid grid-cols-2 gap-1 font-mono">
              {enrolment.backupCodes.map((code) => (
                <li key={code}>{code}</li>
              ))}
            </ul>
          </div>
          <Field id="totp-code" label={t('confirmCode')} error={error}>
            {(c) => <Input {...c} name="code" inputMode="numeric" autoComplete="one-time-code" />}
          </Field>
          <Button type="submit" disabled={pending} className="w-fit">
            {t('confirm')}
          </Button>
        </form>
      ) : (
        <form onSubmit={start} noValidate className="grid gap-4">
          <Field id="security-password" label={t('passwordToConfirm')} error={error}>
            {(c) => (
              <Input {...c} name="password" type="password" autoComplete="current-password" />
            )}
          </Field>
          <div className="flex flex-wrap gap-2">
            <Button
              type="submit"
              variant={enabled ? 'destructive' : 'default'}
              disabled={pending}
              className="w-fit"
            >
              {enabled ? t('disable') : t('enable')}
            </Button>
            {enabled ? (
              <Button
                type="button"
                variant="outline"
                disabled={pending}
                onClick={(event) => void regenerate(event.currentTarget.form)}
              >
                {t('regenerateCodes')}
              </Button>
            ) : null}
          </div>
          {newCodes ? (
            <div className="text-sm" role="status">
              <p>{t('newCodes')}</p>
              <ul className="mt-1 grid grid-cols-2 gap-1 font-mono" data-testid="backup-codes">
                {newCodes.map((code) => (
                  <li key={code}>{code}</li>
                ))}
              </ul>
            </div>
          ) : null}
        </form>
      )}
    </Card>
  );
}
