'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { KeyRound } from 'lucide-react';
import { toast } from 'sonner';
import { fieldErrorsOf } from '@/lib/form-data';
import { adminLoginSchema, passwordResetRequestSchema, signUpSchema } from '@/schemas/admin/login';
import { Button } from '@/components/ui/button';
import { EmailField, FormFailure, OneTimeCodeField } from './auth-fields';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/controls';
import { useMessage } from '../use-message';
import { AuthCard } from './auth-card';
import { authClient, loginErrorText, secondFactorNeeded } from './auth-client';
import { EmailCodeSignIn } from './email-code-sign-in';
import type { SsoProvider } from '@/lib/sso';
import { startSingleSignOn } from './single-sign-on';
import { signInWithPasskey, usePasskeySupport } from './passkey-client';

export type LoginMode = 'signIn' | 'signUp' | 'forgot' | 'twoFactor' | 'emailCode';

/**
 * Admin Login: sign-in and sign-up modes (spec), plus password reset, sign-in by e-mailed code or
 * link, and the two-factor step. `initialMode` and `initialError` come from the address (a sign-in
 * link that needs a second factor, or one that failed).
 */
export function LoginForm({
  initialMode = 'signIn',
  initialError = null,
  initialNotice = null,
  initialPasskeyOnly = false,
  ssoProviders = [],
}: {
  initialMode?: LoginMode;
  initialError?: string | null;
  initialNotice?: string | null;
  /** On the second-factor step: the person has only a passkey to give, no code to type. */
  initialPasskeyOnly?: boolean;
  /** The single sign-on providers the server has configured (none: no buttons). */
  ssoProviders?: readonly SsoProvider[];
}) {
  const t = useTranslations('admin.login');
  const tr = useTranslations('admin.reset');
  const message = useMessage();
  const router = useRouter();
  const [mode, setMode] = useState<LoginMode>(initialMode);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<{ field: string; text: string } | null>(
    initialError ? { field: '_form', text: initialError } : null,
  );
  const [pending, setPending] = useState(false);
  const [passkeyOnly, setPasskeyOnly] = useState(initialPasskeyOnly);
  const canUsePasskey = usePasskeySupport();

  const switchMode = (next: LoginMode) => {
    setMode(next);
    setError(null);
    setPassword('');
    setCode('');
  };

  const fail = (text: string, field = '_form') => {
    setError({ field, text });
    toast.error(text);
  };

  /** Spec: only the first validation message is shown. */
  const showFirstIssue = (issues: readonly { path: readonly PropertyKey[]; message: string }[]) => {
    const [field = '_form', key = 'errors.invalidInput'] =
      Object.entries(fieldErrorsOf(issues))[0] ?? [];
    setError({ field, text: message(key) });
    document.getElementById(`login-${field}`)?.focus();
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    if (mode === 'twoFactor') return passkeyOnly ? signInByPasskey() : verifyCode();
    if (mode === 'forgot') return requestReset();
    const schema = mode === 'signUp' ? signUpSchema : adminLoginSchema;
    const parsed = schema.safeParse({ email, password });
    if (!parsed.success) return showFirstIssue(parsed.error.issues);
    setPending(true);
    try {
      if (mode === 'signUp') {
        const { error: signUpError } = await authClient.signUp.email({
          email: parsed.data.email,
          password: parsed.data.password,
          name: parsed.data.email,
        });
        if (signUpError) return fail(loginErrorText(signUpError, t));
        // No role yet: the new account signs in only once an administrator has assigned one.
        await authClient.signOut();
        toast.success(t('signUpSuccess'));
        switchMode('signIn');
        return;
      }
      const { data, error: signInError } = await authClient.signIn.email({
        email: parsed.data.email,
        password: parsed.data.password,
      });
      if (signInError) return fail(loginErrorText(signInError, t));
      const next = secondFactorNeeded(data);
      if (next) return toSecondFactor(next === 'passkey');
      enterConsole();
    } catch {
      fail(t('unexpected'));
    } finally {
      setPending(false);
    }
  }

  function toSecondFactor(onlyPasskey: boolean) {
    setPasskeyOnly(onlyPasskey);
    switchMode('twoFactor');
  }

  /** A passkey alone, or as the second factor on the two-factor step. */
  async function signInByPasskey() {
    setError(null);
    setPending(true);
    try {
      const outcome = await signInWithPasskey();
      if (outcome.ok) return enterConsole();
      if (outcome.cancelled) return fail(t('passkeyCancelled'));
      fail(outcome.status === 429 ? t('tooManyAttempts') : (outcome.message ?? t('unexpected')));
    } catch {
      fail(t('unexpected'));
    } finally {
      setPending(false);
    }
  }

  /** Off to the provider; it sends the browser back to the console (or to this page, refused). */
  async function signInWith(provider: SsoProvider) {
    setError(null);
    setPending(true);
    try {
      const { url } = await startSingleSignOn(provider);
      window.location.assign(url);
    } catch {
      fail(t('unexpected'));
      setPending(false);
    }
  }

  function enterConsole() {
    router.replace('/admin');
    router.refresh();
  }

  async function verifyCode() {
    const value = code.replace(/\s+/g, '');
    if (!value) return fail(t('codeRequired'), 'code');
    setPending(true);
    try {
      const isTotp = /^\d{6}$/.test(value);
      const { error: verifyError } = isTotp
        ? await authClient.twoFactor.verifyTotp({ code: value })
        : await authClient.twoFactor.verifyBackupCode({ code: value });
      if (verifyError)
        return fail(verifyError.status === 429 ? t('tooManyAttempts') : t('codeInvalid'), 'code');
      enterConsole();
    } catch {
      fail(t('unexpected'));
    } finally {
      setPending(false);
    }
  }

  async function requestReset() {
    const parsed = passwordResetRequestSchema.safeParse({ email });
    if (!parsed.success) return showFirstIssue(parsed.error.issues);
    setPending(true);
    try {
      const { error: resetError } = await authClient.requestPasswordReset({
        email: parsed.data.email,
        redirectTo: '/admin/reset-password',
      });
      if (resetError?.status === 429) return fail(t('tooManyAttempts'));
      // The same answer whether or not the account exists.
      toast.success(tr('sent'));
      switchMode('signIn');
    } catch {
      fail(t('unexpected'));
    } finally {
      setPending(false);
    }
  }

  const errorFor = (field: string) => (error?.field === field ? error.text : undefined);
  const [title, subtitle] = {
    signIn: [t('signInTitle'), t('signInSubtitle')],
    signUp: [t('signUpTitle'), t('signUpSubtitle')],
    forgot: [tr('requestTitle'), tr('requestHint')],
    twoFactor: [t('twoFactorTitle'), passkeyOnly ? t('passkeyStepHint') : t('twoFactorHint')],
    emailCode: [t('emailCodeTitle'), t('emailCodeHint')],
  }[mode];
  const submitLabel = {
    signIn: pending ? t('signingIn') : t('signIn'),
    signUp: pending ? t('signingUp') : t('signUp'),
    forgot: pending ? tr('sending') : tr('send'),
    twoFactor: pending ? t('verifying') : passkeyOnly ? t('passkeyStep') : t('verify'),
    emailCode: '',
  }[mode];

  return (
    <AuthCard title={title} subtitle={subtitle}>
      {initialNotice && mode === initialMode ? (
        <p role="status" className="mb-4 rounded-md bg-stone-100 px-3 py-2 text-sm text-stone-800">
          {initialNotice}
        </p>
      ) : null}
      {mode === 'emailCode' ? (
        <EmailCodeSignIn onSignedIn={enterConsole} onSecondFactor={toSecondFactor} />
      ) : (
        <form onSubmit={submit} noValidate className="grid gap-4">
          {mode === 'twoFactor' && passkeyOnly ? null : mode === 'twoFactor' ? (
            <OneTimeCodeField
              id="login-code"
              label={t('code')}
              error={errorFor('code')}
              value={code}
              onChange={setCode}
            />
          ) : (
            <EmailField
              id="login-email"
              label={t('email')}
              error={errorFor('email')}
              value={email}
              onChange={setEmail}
            />
          )}
          {mode === 'signIn' || mode === 'signUp' ? (
            <Field id="login-password" label={t('password')} error={errorFor('password')}>
              {(control) => (
                <Input
                  {...control}
                  name="password"
                  type="password"
                  autoComplete={mode === 'signUp' ? 'new-password' : 'current-password'}
                  value={password}
                  onChange={(e) => setPassword(e.target.value)}
                />
              )}
            </Field>
          ) : null}
          <FormFailure text={errorFor('_form')} />
          <Button type="submit" disabled={pending} className="w-full">
            {submitLabel}
          </Button>
          {canUsePasskey && (mode === 'signIn' || (mode === 'twoFactor' && !passkeyOnly)) ? (
            <Button
              type="button"
              variant="outline"
              disabled={pending}
              onClick={signInByPasskey}
              className="w-full"
            >
              <KeyRound aria-hidden="true" />
              {mode === 'signIn' ? t('passkeySignIn') : t('passkeySecondFactor')}
            </Button>
          ) : null}
          {mode === 'signIn'
            ? ssoProviders.map((provider) => (
                <Button
                  key={provider}
                  type="button"
                  variant="outline"
                  disabled={pending}
                  onClick={() => void signInWith(provider)}
                  className="w-full"
                >
                  {provider === 'google' ? t('ssoGoogle') : t('ssoMicrosoft')}
                </Button>
              ))
            : null}
        </form>
      )}
      <div className="mt-4 grid gap-2 text-center text-sm">
        {mode === 'signIn' ? (
          <>
            <LinkButton onClick={() => switchMode('emailCode')}>{t('toEmailCode')}</LinkButton>
            <LinkButton onClick={() => switchMode('forgot')}>{t('forgot')}</LinkButton>
            <LinkButton onClick={() => switchMode('signUp')}>{t('toSignUp')}</LinkButton>
          </>
        ) : mode === 'signUp' ? (
          <LinkButton onClick={() => switchMode('signIn')}>{t('toSignIn')}</LinkButton>
        ) : (
          <LinkButton onClick={() => switchMode('signIn')}>{t('backToSignIn')}</LinkButton>
        )}
      </div>
    </AuthCard>
  );
}

function LinkButton({ onClick, children }: { onClick: () => void; children: React.ReactNode }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="text-pomegranate underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-saffron-deep"
    >
      {children}
    </button>
  );
}
