import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { AuthCard } from '@/components/admin/auth/auth-card';
import { ResetPasswordForm } from '@/components/admin/auth/reset-password-form';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: 'en', namespace: 'admin.reset' });
  return { title: t('title') };
}

type Props = { searchParams: Promise<{ token?: string | string[]; error?: string }> };

export default async function ResetPasswordPage({ searchParams }: Props) {
  const t = await getTranslations({ locale: 'en', namespace: 'admin' });
  const { token, error } = await searchParams;
  const value = typeof token === 'string' && !error ? token : '';
  return (
    <AuthCard title={t('reset.title')}>
      {value ? (
        <ResetPasswordForm token={value} />
      ) : (
        <div className="grid gap-4">
          <p role="alert" className="rounded-md bg-red-50 p-4 text-sm text-red-900">
            {t('reset.invalidToken')}
          </p>
          <Link href="/admin/login" className="text-sm text-pomegranate underline">
            {t('login.backToSignIn')}
          </Link>
        </div>
      )}
    </AuthCard>
  );
}
