import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AdminPageHeader } from '@/components/admin/page-header';
import { PasskeySettings } from '@/components/admin/security/passkey-settings';
import { TwoFactorSettings } from '@/components/admin/security/two-factor-settings';
import { requireStaff } from '@/server/auth/guard';
import { isTwoFactorEnabled } from '@/server/auth/queries';
import { getDb } from '@/server/db/client';
import { listPasskeys } from '@/server/auth/passkey-store';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: 'en', namespace: 'admin.security' });
  return { title: t('title') };
}

/** Any staff member's own account security: two-factor and passkeys. */
export default async function SecurityPage() {
  const actor = await requireStaff();
  const t = await getTranslations({ locale: 'en', namespace: 'admin.security' });
  const db = await getDb();
  const [enabled, passkeys] = await Promise.all([
    isTwoFactorEnabled(db, actor.userId),
    listPasskeys(db, actor.userId),
  ]);
  return (
    <>
      <AdminPageHeader title={t('title')} subtitle={t('subtitle')} />
      <div className="grid gap-6">
        <TwoFactorSettings enabled={enabled} />
        <PasskeySettings passkeys={passkeys} />
      </div>
    </>
  );
}
