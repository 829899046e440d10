'use client';

import { KeyRound } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { formatAdminDateTime as dateTime } from '@/lib/admin-format';
import { passkeyName } from '@/schemas/admin/security';
import { removeMyPasskey, renameMyPasskey } from '@/server/browser-actions';
import type { PasskeySummary } from '@/server/auth/passkey-store';
import { REAUTH_REQUIRED } from '@/lib/freshness';
import { registerPasskey, usePasskeySupport } from '../auth/passkey-client';
import { useReauth } from '../auth/reauth';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/controls';
import { useAdminAction } from '../use-admin-action';
import { useBusy } from '../use-busy';
import { useMessage } from '../use-message';

/** Account security: the person's passkeys, to add, rename and remove. */
export function PasskeySettings({ passkeys }: { passkeys: PasskeySummary[] }) {
  const t = useTranslations('admin.passkeys');
  const supported = usePasskeySupport();
  return (
    <Card className="grid max-w-xl gap-4 p-6" role="region" aria-labelledby="passkeys-title">
      <div>
        <h2 id="passkeys-title" className="text-lg font-semibold text-stone-900">
          {t('title')}
        </h2>
        <p className="mt-1 text-sm text-stone-700">{t('help')}</p>
      </div>
      {passkeys.length === 0 ? (
        <p className="text-sm text-stone-700">{t('none')}</p>
      ) : (
        <ul className="grid gap-3">
          {passkeys.map((key) => (
            <PasskeyRow key={key.id} passkey={key} />
          ))}
        </ul>
      )}
      {supported ? <AddPasskey /> : <p className="text-sm text-stone-700">{t('unsupported')}</p>}
    </Card>
  );
}

function AddPasskey() {
  const t = useTranslations('admin.passkeys');
  const message = useMessage();
  const ask = useReauth();
  const router = useRouter();
  const [error, setError] = useState<string>();
  const { pending, run } = useBusy(t('failed'));

  async function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const parsed = passkeyName.safeParse(new FormData(form).get('name') ?? '');
    if (!parsed.success) {
      setError(message(parsed.error.issues[0]?.message ?? 'errors.invalidInput'));
      form.querySelector<HTMLInputElement>('[name="name"]')?.focus();
      return;
    }
    setError(undefined);
    await run(async () => {
      let outcome = await registerPasskey(parsed.data);
      // A new way in needs a recent confirmation, as removing one does.
      if (!outcome.ok && outcome.code === REAUTH_REQUIRED && ask && (await ask())) {
        outcome = await registerPasskey(parsed.data);
      }
      if (outcome.ok) {
        toast.success(t('added', { name: parsed.data }));
        form.reset();
        router.refresh();
      } else if (outcome.cancelled) {
        toast.error(t('cancelled'));
      } else {
        const text = outcome.message ?? t('failed');
        setError(text);
        toast.error(text);
      }
    });
  }

  return (
    <form onSubmit={add} noValidate className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end">
      <Field id="passkey-name" label={t('name')} error={error}>
        {(control) => (
          <Input
            {...control}
            name="name"
            maxLength={60}
            placeholder={t('namePlaceholder')}
            autoComplete="off"
          />
        )}
      </Field>
      <Button type="submit" disabled={pending}>
        <KeyRound aria-hidden="true" />
        {pending ? t('adding') : t('add')}
      </Button>
    </form>
  );
}

function PasskeyRow({ passkey }: { passkey: PasskeySummary }) {
  const t = useTranslations('admin.passkeys');
  const message = useMessage();
  const { run, pendingId } = useAdminAction();
  const [renaming, setRenaming] = useState(false);
  const [error, setError] = useState<string>();
  const busy = pendingId === passkey.id;

  async function rename(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const name = String(new FormData(event.currentTarget).get('name') ?? '');
    const parsed = passkeyName.safeParse(name);
    if (!parsed.success) {
      return setError(message(parsed.error.issues[0]?.message ?? 'errors.invalidInput'));
    }
    setError(undefined);
    const result = await run(passkey.id, () => renameMyPasskey({ id: passkey.id, name }), {
      success: t('renamed'),
      failure: t('failed'),
    });
    if (result.status === 'success') setRenaming(false);
  }

  function remove() {
    if (!window.confirm(t('confirmRemove', { name: passkey.name }))) return;
    void run(passkey.id, () => removeMyPasskey({ id: passkey.id }), {
      success: t('removed', { name: passkey.name }),
      failure: t('failed'),
    });
  }

  return (
    <li className="rounded-md border border-stone-200 p-3">
      {renaming ? (
        <form onSubmit={rename} noValidate className="grid gap-2">
          <Field id={`passkey-rename-${passkey.id}`} label={t('newName')} error={error}>
            {(control) => (
              <Input
                {...control}
                name="name"
                defaultValue={passkey.name}
                maxLength={60}
                autoFocus
              />
            )}
          </Field>
          <div className="flex gap-2">
            <Button type="submit" size="sm" disabled={busy}>
              {t('save')}
            </Button>
            <Button type="button" size="sm" variant="ghost" onClick={() => setRenaming(false)}>
              {t('cancel')}
            </Button>
          </div>
        </form>
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <div className="min-w-0">
            <p className="font-medium [overflow-wrap:anywhere] text-stone-900">{passkey.name}</p>
            <p className="text-xs text-stone-700">
              {t('addedOn', { date: dateTime(passkey.createdAt) })}
              {' · '}
              {passkey.lastUsedAt
                ? t('lastUsed', { date: dateTime(passkey.lastUsedAt) })
                : t('neverUsed')}
            </p>
          </div>
          <div className="flex gap-2">
            <Button
              size="sm"
              variant="outline"
              disabled={busy}
              onClick={() => setRenaming(true)}
              aria-label={t('renameNamed', { name: passkey.name })}
            >
              {t('rename')}
            </Button>
            <Button
              size="sm"
              variant="destructive"
              disabled={busy}
              onClick={remove}
              aria-label={t('removeNamed', { name: passkey.name })}
            >
              {t('remove')}
            </Button>
          </div>
        </div>
      )}
    </li>
  );
}
