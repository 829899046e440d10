import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AdminPageHeader } from '@/components/admin/page-header';
import { TwoFactorSettings } from '@/components/admin/security/two-factor-settings';
import { requireStaff } from '@/server/auth/guard';
import { isTwoFactorEnabled } from '@/server/auth/queries';
import { getDb } from '@/server/db/client';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: 'en', namespace: 'admin.security' });
  return { title: t('title') };
}

/** Any staff member's own account security (two-factor). */
export default async function SecurityPage() {
  const actor = await requireStaff();
  const t = await getTranslations({ locale: 'en', namespace: 'admin.security' });
  const enabled = await isTwoFactorEnabled(await getDb(), actor.userId);
  return (
    <>
      <AdminPageHeader title={t('title')} subtitle={t('subtitle')} />
      <TwoFactorSettings enabled={enabled} />
    </>
  );
}
