import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { redirect } from 'next/navigation';
import { AuthCard } from '@/components/admin/auth/auth-card';
import { LoginForm } from '@/components/admin/auth/login-form';
import { SignOutButton } from '@/components/admin/auth/sign-out-button';
import { serverEnv } from '@/env';
import { consoleHome } from '@/lib/admin-areas';
import { getCurrentActor } from '@/server/auth/session';
import { configuredSsoProviders } from '@/server/auth/sso';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: 'en', namespace: 'admin.login' });
  return { title: t('signInTitle') };
}

type Props = {
  searchParams: Promise<{
    step?: string | string[];
    error?: string | string[];
    sso?: string | string[];
    via?: string | string[];
    with?: string | string[];
  }>;
};

/**
 * `?step=second-factor` and `?error=…` come back from an e-mailed sign-in link (or a single
 * sign-on, `&via=sso`; `&with=passkey` when a passkey is the person's only second factor), `?sso=failed` from a refused single sign-on (`&error=account_not_linked`:
 * an existing account the provider did not vouch for).
 */
export default async function AdminLoginPage({ searchParams }: Props) {
  const actor = await getCurrentActor();
  if (actor?.role) redirect(consoleHome(actor.role));
  if (actor) {
    const t = await getTranslations({ locale: 'en', namespace: 'admin.login' });
    return (
      <AuthCard title={t('signInTitle')}>
        <div
          role="alert"
          className="rounded-md border border-red-200 bg-red-50 p-4 text-sm text-red-900"
        >
          <p className="font-semibold">{t('noRoleTitle')}</p>
          <p className="mt-1">{t('noRole', { email: actor.email })}</p>
        </div>
        <SignOutButton className="mt-4 w-full" />
      </AuthCard>
    );
  }
  const { step, error, sso, via, with: factor } = await searchParams;
  const ssoProviders = configuredSsoProviders(serverEnv());
  const t = await getTranslations({ locale: 'en', namespace: 'admin.login' });
  if (step === 'second-factor') {
    return (
      <LoginForm
        initialMode="twoFactor"
        initialPasskeyOnly={factor === 'passkey'}
        // With only a passkey to give, the step's own words say what is next.
        initialNotice={
          factor === 'passkey'
            ? null
            : via === 'sso'
              ? t('secondFactorAfterSso')
              : t('secondFactorAfterLink')
        }
        ssoProviders={ssoProviders}
      />
    );
  }
  const initialError = sso
    ? error === 'account_not_linked'
      ? t('ssoNotLinked')
      : t('ssoFailed')
    : error
      ? t('linkInvalid')
      : null;
  return <LoginForm initialError={initialError} ssoProviders={ssoProviders} />;
}
