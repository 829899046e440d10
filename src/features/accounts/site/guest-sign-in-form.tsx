'use client';

import { useActionState, useState } from 'react';
import { FormAlert, SubmitButton } from '@/components/ui/form-feedback';
import { TextInput } from '@/components/ui/form-inputs';
import { IDLE } from '@/lib/action-state';
import { EMAIL_MAX } from '@/lib/form-limits';
import { localizedPath } from '@/lib/locale-path';
import { requestGuestCode, signInGuest } from '@/server/browser-actions';

export type GuestSignInTexts = {
  email: string;
  sendCode: string;
  sending: string;
  codeSentTo: string;
  codeLasts: string;
  code: string;
  signIn: string;
  signingIn: string;
  resend: string;
  otherAddress: string;
  /** Each refusal by its message key ('account.errors.codeWrong', 'validation.signupEmail', …). */
  errors: Record<string, string>;
};

/**
 * Signing in with an e-mailed code, in two steps: the address, then the code sent to it. Each
 * step is a form the browser posts by itself before the page's script runs (or without it); the
 * second ends on the account page (or the checkout the guest came from). `email` starts it with an
 * address (an order's, to save the guest's details).
 */
export function GuestSignInForm({
  id,
  locale,
  email = '',
  next = null,
  texts,
}: {
  id: string;
  locale: string;
  email?: string;
  /** A checkout to return to once signed in (the server checks it again), else the account. */
  next?: string | null;
  texts: GuestSignInTexts;
}) {
  const [requested, askForCode, asking] = useActionState(requestGuestCode, IDLE);
  const [signedIn, signIn, signingIn] = useActionState(signInGuest, IDLE);
  // The address a code went to, kept while a new code is asked for (which may be refused).
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [changing, setChanging] = useState(false);
  const justSent = requested.status === 'success' ? requested.data.email : null;
  // Each new answer to "send a code" is taken in once, while rendering (no effect needed).
  const [seen, setSeen] = useState(requested);
  if (seen !== requested) {
    setSeen(requested);
    if (justSent) {
      setSentTo(justSent);
      setChanging(false);
    }
  }
  const address = justSent ?? sentTo;
  const say = (key: string) => texts.errors[key] ?? texts.errors.failure ?? key;
  const requestError =
    requested.status === 'error' ? say(requested.fieldErrors?.email ?? requested.error) : null;

  if (!address || changing) {
    return (
      <form action={askForCode} className="grid justify-items-start gap-4">
        <input type="hidden" name="language" value={locale} />
        <TextInput
          id={`${id}-email`}
          name="email"
          type="email"
          label={texts.email}
          required
          autoComplete="email"
          dir="ltr"
          maxLength={EMAIL_MAX}
          defaultValue={address ?? email}
          className="w-full max-w-md"
          error={
            requested.status === 'error' && requested.fieldErrors?.email
              ? (requestError ?? undefined)
              : undefined
          }
        />
        <SubmitButton pending={asking} label={texts.sendCode} pendingLabel={texts.sending} />
        {requested.status === 'error' && !requested.fieldErrors?.email ? (
          <FormAlert tone="error">{requestError}</FormAlert>
        ) : null}
      </form>
    );
  }

  const signInError =
    signedIn.status === 'error' ? say(signedIn.fieldErrors?.code ?? signedIn.error) : null;
  return (
    <div className="grid justify-items-start gap-4">
      <p role="status">
        {texts.codeSentTo}{' '}
        <strong dir="ltr" className="break-all">
          {address}
        </strong>
        . {texts.codeLasts}
      </p>
      <form action={signIn} className="grid justify-items-start gap-4">
        <input type="hidden" name="language" value={locale} />
        <input type="hidden" name="email" value={address} />
        {next ? <input type="hidden" name="next" value={next} /> : null}
        <TextInput
          id={`${id}-code`}
          name="code"
          label={texts.code}
          required
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="\s*\d{6}\s*"
          maxLength={12}
          dir="ltr"
          className="w-full max-w-xs"
          error={signInError ?? undefined}
        />
        <SubmitButton pending={signingIn} label={texts.signIn} pendingLabel={texts.signingIn} />
      </form>
      <form action={askForCode} className="flex flex-wrap items-center gap-3">
        <input type="hidden" name="language" value={locale} />
        <input type="hidden" name="email" value={address} />
        <button type="submit" className="pill-outline" disabled={asking}>
          {asking ? texts.sending : texts.resend}
        </button>
        {/* A link before the script runs (or without it); then it stays on this page. */}
        <a
          href={localizedPath(locale, '/account/sign-in')}
          className="pill-outline"
          onClick={(event) => {
            event.preventDefault();
            setChanging(true);
          }}
        >
          {texts.otherAddress}
        </a>
      </form>
      {requested.status === 'error' ? <FormAlert tone="error">{requestError}</FormAlert> : null}
    </div>
  );
}
