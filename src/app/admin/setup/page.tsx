import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AuthCard } from '@/components/admin/auth/auth-card';
import { SetupForm } from '@/components/admin/auth/setup-form';
import { isSetupTokenUsable } from '@/server/auth/setup-token';
import { getDb } from '@/server/db/client';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: 'en', namespace: 'admin.setup' });
  return { title: t('title') };
}

type Props = { searchParams: Promise<{ token?: string | string[] }> };

export default async function AdminSetupPage({ searchParams }: Props) {
  const t = await getTranslations({ locale: 'en', namespace: 'admin.setup' });
  const { token } = await searchParams;
  const value = typeof token === 'string' ? token : '';
  const usable = value ? await isSetupTokenUsable(await getDb(), value) : false;
  return (
    <AuthCard title={t('title')} subtitle={usable ? t('hint') : undefined}>
      {usable ? (
        <SetupForm token={value} />
      ) : (
        <p role="alert" className="rounded-md bg-red-50 p-4 text-sm text-red-900">
          {t('invalid')}
        </p>
      )}
    </AuthCard>
  );
}
