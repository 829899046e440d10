import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AdminPageHeader } from '@/components/admin/page-header';
import { AccountDetails } from '@/components/admin/security/account-details';
import { PasskeySettings } from '@/components/admin/security/passkey-settings';
import { SessionsCard } from '@/components/admin/security/sessions-card';
import { TwoFactorSettings } from '@/components/admin/security/two-factor-settings';
import { requireStaff } from '@/server/auth/guard';
import { isTwoFactorEnabled } from '@/server/auth/queries';
import { getDb } from '@/server/db/client';
import { listPasskeys } from '@/server/auth/passkey-store';
import { getCurrentActor } from '@/server/auth/session';
import { reauthMethods } from '@/server/auth/reauthentication';
import { listSessions } from '@/server/auth/sessions';
import { areaRole } from '@/lib/admin-areas';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: 'en', namespace: 'admin.security' });
  return { title: t('title') };
}

/** Any staff member's own account security: two-factor, passkeys, sessions. */
export default async function SecurityPage() {
  const actor = await requireStaff(areaRole('account'), { secondFactorSetup: true });
  const t = await getTranslations({ locale: 'en', namespace: 'admin.security' });
  const db = await getDb();
  const [enabled, passkeys, sessions, current, methods] = await Promise.all([
    isTwoFactorEnabled(db, actor.userId),
    listPasskeys(db, actor.userId),
    listSessions(db, actor.userId),
    getCurrentActor(),
    reauthMethods(db, actor.userId),
  ]);
  return (
    <>
      <AdminPageHeader title={t('title')} subtitle={t('subtitle')} />
      {current?.needsSecondFactor ? (
        <p
          role="alert"
          className="mb-6 max-w-xl rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
        >
          {t('setupRequired')}
        </p>
      ) : null}
      <div className="grid gap-6">
        <TwoFactorSettings enabled={enabled} />
        <PasskeySettings passkeys={passkeys} />
        <SessionsCard sessions={sessions} currentId={current?.sessionId ?? null} />
        <AccountDetails email={actor.email} hasPassword={methods.password} />
      </div>
    </>
  );
}
