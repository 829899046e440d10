import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AuthCard } from '@/components/admin/auth/auth-card';
import { buttonClass } from '@/components/ui/button';
import { signInLinkVerifyPath } from '@/server/auth/passwordless';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: 'en', namespace: 'admin.emailSignIn' });
  return { title: t('linkTitle'), robots: { index: false } };
}

type Props = { searchParams: Promise<{ token?: string | string[] }> };

/**
 * Where an e-mailed sign-in link leads. The link itself spends nothing: mail scanners that open
 * links would otherwise use it up. The button (a plain link, no script needed) signs in.
 */
export default async function SignInLinkPage({ searchParams }: Props) {
  const t = await getTranslations({ locale: 'en', namespace: 'admin.emailSignIn' });
  const { token } = await searchParams;
  const value = typeof token === 'string' && /^[A-Za-z0-9_-]{16,200}$/.test(token) ? token : '';
  if (!value) {
    return (
      <AuthCard title={t('linkTitle')}>
        <p role="alert" className="rounded-md bg-red-50 p-4 text-sm text-red-900">
          {t('linkMissing')}
        </p>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('linkTitle')} subtitle={t('linkHint')}>
      <a href={signInLinkVerifyPath(value)} className={buttonClass('default') + ' w-full'}>
        {t('linkButton')}
      </a>
    </AuthCard>
  );
}
