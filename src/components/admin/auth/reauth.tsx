'use client';

import { KeyRound } from 'lucide-react';
import { useTranslations } from 'next-intl';
import {
  createContext,
  useCallback,
  useContext,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
} from 'react';
import type { ActionState } from '@/lib/action-state';
import { REAUTH_REQUIRED } from '@/lib/freshness';
import type { ReauthMethods } from '@/server/auth/reauthentication';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/controls';
import { FormFailure } from './auth-fields';
import { reauthenticateWithPasskey, usePasskeySupport } from './passkey-client';

type Ask = () => Promise<boolean>;
const ReauthContext = createContext<Ask | null>(null);

/**
 * The console's "Confirm it is you" dialog, opened when a sensitive change is refused for want of
 * a recent confirmation; resolves true once the person confirmed.
 */
export function ReauthProvider({
  methods,
  children,
}: {
  methods: ReauthMethods;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const waiting = useRef<((confirmed: boolean) => void) | null>(null);
  const ask = useCallback<Ask>(
    () =>
      new Promise<boolean>((resolve) => {
        waiting.current?.(false);
        waiting.current = resolve;
        setOpen(true);
      }),
    [],
  );
  const finish = (confirmed: boolean) => {
    waiting.current?.(confirmed);
    waiting.current = null;
    setOpen(false);
  };
  return (
    <ReauthContext.Provider value={ask}>
      {children}
      {open ? <ReauthDialog methods={methods} onDone={finish} /> : null}
    </ReauthContext.Provider>
  );
}

/** The dialog itself, for calls that are not console actions (Better Auth endpoints). */
export function useReauth(): Ask | null {
  return useContext(ReauthContext);
}

/** Runs a console action; when it answers "confirm it is you first", asks, then runs it again. */
export function useWithReauth() {
  const ask = useContext(ReauthContext);
  return useCallback(
    async <T,>(call: () => Promise<ActionState<T>>): Promise<ActionState<T>> => {
      const first = await call();
      if (first.status !== 'error' || first.error !== REAUTH_REQUIRED || !ask) return first;
      return (await ask()) ? call() : first;
    },
    [ask],
  );
}

function ReauthDialog({
  methods,
  onDone,
}: {
  methods: ReauthMethods;
  onDone: (confirmed: boolean) => void;
}) {
  const t = useTranslations('admin.reauth');
  const canUsePasskey = usePasskeySupport() && methods.passkey;
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);

  async function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const password = String(data.get('password') ?? '');
    const code = String(data.get('code') ?? '').replace(/\s+/g, '');
    if (!password && !code) return setError(t('none'));
    setPending(true);
    setError(undefined);
    try {
      const response = await fetch('/api/auth/reauthenticate', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(password ? { password } : { code }),
      });
      if (response.ok) return onDone(true);
      const body = (await response.json().catch(() => null)) as { message?: string } | null;
      setError(response.status === 429 && body?.message ? body.message : t('failed'));
    } catch {
      setError(t('failed'));
    } finally {
      setPending(false);
    }
  }

  async function confirmWithPasskey() {
    setPending(true);
    setError(undefined);
    try {
      const outcome = await reauthenticateWithPasskey();
      if (outcome.ok) return onDone(true);
      setError(outcome.cancelled ? t('cancelled') : (outcome.message ?? t('failed')));
    } finally {
      setPending(false);
    }
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onDone(false))}
      title={t('title')}
      description={t('hint')}
      closeLabel={t('close')}
    >
      <form onSubmit={confirm} noValidate className="grid gap-4">
        {methods.password ? (
          <Field id="reauth-password" label={t('password')}>
            {(c) => (
              <Input
                {...c}
                name="password"
                type="password"
                autoComplete="current-password"
                autoFocus
              />
            )}
          </Field>
        ) : null}
        {methods.app ? (
          <Field id="reauth-code" label={t('code')}>
            {(c) => <Input {...c} name="code" inputMode="numeric" autoComplete="one-time-code" />}
          </Field>
        ) : null}
        <FormFailure text={error} />
        <div className="flex flex-wrap gap-2">
          {methods.password || methods.app ? (
            <Button type="submit" disabled={pending}>
              {pending ? t('confirming') : t('confirm')}
            </Button>
          ) : null}
          {canUsePasskey ? (
            <Button type="button" variant="outline" disabled={pending} onClick={confirmWithPasskey}>
              <KeyRound aria-hidden="true" />
              {t('passkey')}
            </Button>
          ) : null}
        </div>
      </form>
    </Dialog>
  );
}
