'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { accountEmailSchema } from '@/schemas/admin/login';
import { Button } from '@/components/ui/button';
import { EmailField, FormFailure, OneTimeCodeField } from './auth-fields';
import { useMessage } from '../use-message';
import { authClient, loginErrorText, secondFactorNeeded } from './auth-client';

/** The server refuses a new code or link to the same address within this many seconds. */
const RESEND_AFTER_SECONDS = 60;

type Sent = { email: string; by: 'code' | 'link'; at: number };

/** Seconds left before another code or link may be asked for; ticks while one is waiting. */
function useResendCountdown(sent: Sent | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!sent) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [sent]);
  if (!sent) return 0;
  return Math.max(0, RESEND_AFTER_SECONDS - Math.floor((now - sent.at) / 1000));
}

/**
 * Sign-in without a password: a 6-digit code or a link, e-mailed to an existing account. After a
 * correct code, an account with a second factor still gives it (`onSecondFactor`).
 */
export function EmailCodeSignIn({
  onSignedIn,
  onSecondFactor,
}: {
  onSignedIn: () => void;
  /** `passkeyOnly`: the person has no authenticator app; their passkey is the second factor. */
  onSecondFactor: (passkeyOnly: boolean) => void;
}) {
  const t = useTranslations('admin.emailSignIn');
  const tl = useTranslations('admin.login');
  const message = useMessage();
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [sent, setSent] = useState<Sent | null>(null);
  const [error, setError] = useState<{ field: string; text: string } | null>(null);
  const [pending, setPending] = useState(false);
  const wait = useResendCountdown(sent);

  const fail = (text: string, field = '_form') => {
    setError({ field, text });
    toast.error(text);
  };

  async function send(by: 'code' | 'link', address = email) {
    setError(null);
    const parsed = accountEmailSchema.safeParse({ email: address });
    if (!parsed.success) {
      const text = message(parsed.error.issues[0]?.message ?? 'errors.invalidInput');
      setError({ field: 'email', text });
      document.getElementById('email-code-email')?.focus();
      return;
    }
    setPending(true);
    try {
      const { error: sendError } =
        by === 'code'
          ? await authClient.emailOtp.sendVerificationOtp({
              email: parsed.data.email,
              type: 'sign-in',
            })
          : await authClient.signIn.magicLink({
              email: parsed.data.email,
              callbackURL: '/admin',
              errorCallbackURL: '/admin/login',
            });
      if (sendError) return fail(loginErrorText(sendError, tl));
      setSent({ email: parsed.data.email, by, at: Date.now() });
      setCode('');
      toast.success(by === 'code' ? t('codeSent') : t('linkSent'));
    } catch {
      fail(tl('unexpected'));
    } finally {
      setPending(false);
    }
  }

  async function verify(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!sent) return send('code');
    setError(null);
    const value = code.replace(/\s+/g, '');
    if (!/^\d{6}$/.test(value)) return fail(t('codeFormat'), 'code');
    setPending(true);
    try {
      const { data, error: signInError } = await authClient.signIn.emailOtp({
        email: sent.email,
        otp: value,
      });
      if (signInError) {
        const text =
          signInError.code === 'TOO_MANY_ATTEMPTS'
            ? t('codeSpent')
            : signInError.code === 'OTP_EXPIRED'
              ? t('codeExpired')
              : signInError.code === 'INVALID_OTP'
                ? t('codeInvalid')
                : loginErrorText(signInError, tl);
        return fail(text, 'code');
      }
      const next = secondFactorNeeded(data);
      if (next) return onSecondFactor(next === 'passkey');
      onSignedIn();
    } catch {
      fail(tl('unexpected'));
    } finally {
      setPending(false);
    }
  }

  const errorFor = (field: string) => (error?.field === field ? error.text : undefined);
  const resend = sent ? (
    <Button
      type="button"
      variant="secondary"
      disabled={pending || wait > 0}
      onClick={() => send(sent.by, sent.email)}
      className="w-full"
    >
      {wait > 0
        ? t('resendIn', { seconds: wait })
        : t(sent.by === 'code' ? 'resendCode' : 'resendLink')}
    </Button>
  ) : null;

  return (
    <form onSubmit={verify} noValidate className="grid gap-4">
      {sent ? (
        <p role="status" className="rounded-md bg-stone-100 px-3 py-2 text-sm text-stone-800">
          {t(sent.by === 'code' ? 'codeSentTo' : 'linkSentTo', { email: sent.email })}
        </p>
      ) : (
        <EmailField
          id="email-code-email"
          label={tl('email')}
          error={errorFor('email')}
          value={email}
          onChange={setEmail}
        />
      )}
      {sent?.by === 'code' ? (
        <OneTimeCodeField
          id="email-code-code"
          label={t('code')}
          error={errorFor('code')}
          maxLength={12}
          value={code}
          onChange={setCode}
        />
      ) : null}
      <FormFailure text={errorFor('_form')} />
      {!sent ? (
        <>
          <Button type="submit" disabled={pending} className="w-full">
            {pending ? t('sending') : t('sendCode')}
          </Button>
          <Button
            type="button"
            variant="secondary"
            disabled={pending}
            onClick={() => send('link')}
            className="w-full"
          >
            {t('sendLink')}
          </Button>
        </>
      ) : sent.by === 'code' ? (
        <>
          <Button type="submit" disabled={pending} className="w-full">
            {pending ? tl('signingIn') : tl('signIn')}
          </Button>
          {resend}
        </>
      ) : (
        resend
      )}
      {sent ? (
        <button
          type="button"
          onClick={() => {
            setSent(null);
            setError(null);
          }}
          className="text-sm text-pomegranate underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-saffron-deep"
        >
          {t('otherAddress')}
        </button>
      ) : null}
    </form>
  );
}
