import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AdminPageHeader } from '@/components/admin/page-header';
import { AccountDetails } from '@/components/admin/security/account-details';
import { PasskeySettings } from '@/components/admin/security/passkey-settings';
import { SessionsCard } from '@/components/admin/security/sessions-card';
import { LinkedSignIns } from '@/components/admin/security/linked-sign-ins';
import { TwoFactorSettings } from '@/components/admin/security/two-factor-settings';
import { serverEnv } from '@/env';
import { requireStaff } from '@/server/auth/guard';
import { isTwoFactorEnabled } from '@/server/auth/queries';
import { getDb } from '@/server/db/client';
import { listLinkedSignIns } from '@/server/auth/linked-sign-ins';
import { listPasskeys } from '@/server/auth/passkey-store';
import { configuredSsoProviders } from '@/server/auth/sso';
import { getCurrentActor } from '@/server/auth/session';
import { reauthMethods } from '@/server/auth/reauthentication';
import { listSessions } from '@/server/auth/sessions';
import { areaRole } from '@/lib/admin-areas';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: 'en', namespace: 'admin.security' });
  return { title: t('title') };
}

type Props = { searchParams: Promise<{ linked?: string | string[]; link?: string | string[] }> };

/** Any staff member's own account security: two-factor, passkeys, linked sign-ins, sessions. */
export default async function SecurityPage({ searchParams }: Props) {
  const actor = await requireStaff(areaRole('account'), { accountSetup: true });
  const t = await getTranslations({ locale: 'en', namespace: 'admin' });
  const db = await getDb();
  const [enabled, passkeys, sessions, current, methods, linked] = await Promise.all([
    isTwoFactorEnabled(db, actor.userId),
    listPasskeys(db, actor.userId),
    listSessions(db, actor.userId),
    getCurrentActor(),
    reauthMethods(db, actor.userId),
    listLinkedSignIns(db, actor.userId),
  ]);
  const providers = configuredSsoProviders(serverEnv());
  const query = await searchParams;
  // Where a provider sent the browser back after linking (or failing to).
  const linkNotice =
    query.link === 'failed'
      ? { failed: true, text: t('linkedSignIns.linkFailed') }
      : query.linked === '1'
        ? { failed: false, text: t('linkedSignIns.linkedNow') }
        : null;
  return (
    <>
      <AdminPageHeader title={t('security.title')} subtitle={t('security.subtitle')} />
      {current?.needsSecondFactor ? (
        <p
          role="alert"
          className="mb-6 max-w-xl rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
        >
          {t('security.setupRequired')}
        </p>
      ) : null}
      {current?.mustChangePassword ? (
        <p
          role="alert"
          className="mb-6 max-w-xl rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
        >
          {t('security.passwordChangeRequired')}
        </p>
      ) : null}
      {linkNotice ? (
        <p
          role={linkNotice.failed ? 'alert' : 'status'}
          className={`mb-6 max-w-xl rounded-md border p-4 text-sm ${linkNotice.failed ? 'border-red-200 bg-red-50 text-red-900' : 'border-emerald-200 bg-emerald-50 text-emerald-900'}`}
        >
          {linkNotice.text}
        </p>
      ) : null}
      <div className="grid gap-6">
        <TwoFactorSettings enabled={enabled} />
        <PasskeySettings passkeys={passkeys} />
        {providers.length > 0 || linked.length > 0 ? (
          <LinkedSignIns linked={linked} available={providers} />
        ) : null}
        <SessionsCard sessions={sessions} currentId={current?.sessionId ?? null} />
        <AccountDetails email={actor.email} hasPassword={methods.password} />
      </div>
    </>
  );
}
