'use client';

import { useState } from 'react';
import {
  browserSupportsWebAuthn,
  startAuthentication,
  startRegistration,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import { FormAlert } from '@/components/ui/form-feedback';
import { useLive, usePasskeySupport } from '@/components/ui/passkey-support';
import type { ActionState } from '@/lib/action-state';
import {
  addGuestPasskey,
  guestPasskeyAddOptions,
  guestPasskeySignInOptions,
  signInGuestWithPasskey,
} from '@/server/browser-actions';

/**
 * A guest's passkeys in the browser: signing in with one (the sign-in page), adding one (the
 * account page). Each asks the server for a ceremony, lets the device make or use the passkey,
 * and sends its answer back. A passkey needs the page's script: the button is drawn disabled by
 * the server (no script, no passkey) and enabled once the script runs; a tap before the page is
 * live is held and made again (`data-needs-script`, src/http/paint-first.mts).
 */

export type PasskeyButtonTexts = {
  label: string;
  pending: string;
  unsupported: string;
  /** Each refusal by its message key ('account.errors.passkeyUnknown', …). */
  errors: Record<string, string>;
};

/** The refusal's message key; null when the person closed the device's prompt (nothing to say). */
type Outcome<T> = { ok: true; data: T } | { ok: false; error: string | null };

async function ceremony<O, R>(
  options: () => Promise<ActionState<O>>,
  device: (options: O) => Promise<unknown>,
  answer: (response: unknown) => Promise<ActionState<R>>,
): Promise<Outcome<R>> {
  const asked = await options().catch(() => null);
  if (asked?.status !== 'success') {
    return { ok: false, error: asked?.status === 'error' ? asked.error : 'errors.notSent' };
  }
  let response: unknown;
  try {
    response = await device(asked.data);
  } catch (error) {
    const name = (error as { name?: string } | null)?.name;
    return {
      ok: false,
      error:
        name === 'NotAllowedError' || name === 'AbortError' ? null : 'account.errors.passkeyFailed',
    };
  }
  const answered = await answer(response).catch(() => null);
  if (answered?.status === 'success') return { ok: true, data: answered.data };
  return { ok: false, error: answered?.status === 'error' ? answered.error : 'errors.notSent' };
}

function PasskeyButton({
  id,
  texts,
  run,
}: {
  id: string;
  texts: PasskeyButtonTexts;
  /** The ceremony; resolves with a message key to show, or null. */
  run: () => Promise<string | null>;
}) {
  const supported = usePasskeySupport();
  const live = useLive();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const press = async () => {
    if (pending) return;
    if (!browserSupportsWebAuthn()) {
      setError(texts.unsupported);
      return;
    }
    setPending(true);
    setError(null);
    const key = await run();
    setPending(false);
    if (key) setError(texts.errors[key] ?? texts.errors.failure ?? key);
  };
  return (
    <div className="grid justify-items-start gap-2">
      <button
        id={id}
        type="button"
        onClick={press}
        disabled={!supported || pending}
        data-needs-script=""
        className="pill-outline disabled:cursor-not-allowed disabled:opacity-60"
      >
        {pending ? texts.pending : texts.label}
      </button>
      {error ? (
        <FormAlert tone="error">{error}</FormAlert>
      ) : !live || supported ? null : (
        <p className="text-sm text-muted" data-passkey-unsupported="">
          {texts.unsupported}
        </p>
      )}
    </div>
  );
}

/** Signing in with a passkey; on success the browser goes to the account (or `next`'s checkout). */
export function PasskeySignInButton({
  texts,
  next = null,
}: {
  texts: PasskeyButtonTexts;
  next?: string | null;
}) {
  return (
    <PasskeyButton
      id="passkey-sign-in"
      texts={texts}
      run={async () => {
        const outcome = await ceremony(
          () => guestPasskeySignInOptions({}),
          (optionsJSON: PublicKeyCredentialRequestOptionsJSON) =>
            startAuthentication({ optionsJSON }),
          (response) => signInGuestWithPasskey({ response, next }),
        );
        if (!outcome.ok) return outcome.error;
        window.location.assign(new URL(outcome.data.account, window.location.origin));
        return null;
      }}
    />
  );
}

/** Adding a passkey to the signed-in guest's account; on success the page says so. */
export function AddPasskeyButton({ texts, done }: { texts: PasskeyButtonTexts; done: string }) {
  return (
    <PasskeyButton
      id="passkey-add"
      texts={texts}
      run={async () => {
        const outcome = await ceremony(
          () => guestPasskeyAddOptions({}),
          (optionsJSON: PublicKeyCredentialCreationOptionsJSON) =>
            startRegistration({ optionsJSON }),
          (response) => addGuestPasskey({ response }),
        );
        if (!outcome.ok) return outcome.error;
        // A whole page load: the list of passkeys is the server's.
        window.location.assign(new URL(done, window.location.origin));
        return null;
      }}
    />
  );
}
