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

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: 'en', namespace: 'admin.security' });
  return { title: t('title') };
}

const NOTICE_TONES = {
  must: 'border-amber-300 bg-amber-50 text-amber-950',
  failed: 'border-red-200 bg-red-50 text-red-900',
  done: 'border-emerald-200 bg-emerald-50 text-emerald-900',
};

type Props = { searchParams: Promise<{ linked?: string | string[]; link?: string | string[] }> };

/** Any staff member's own account security: two-factor, passkeys, linked sign-ins, sessions. */
export default async function SecurityPage({ searchParams }: Props) {
  const actor = await requireStaff('account', { accountSetup: true });
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
  // What the person must do first, and where a provider sent the browser back after linking.
  const notices: { tone: 'must' | 'failed' | 'done'; text: string }[] = [
    ...(current?.needsSecondFactor
      ? [{ tone: 'must' as const, text: t('security.setupRequired') }]
      : []),
    ...(current?.mustChangePassword
      ? [{ tone: 'must' as const, text: t('security.passwordChangeRequired') }]
      : []),
    ...(query.link === 'failed'
      ? [{ tone: 'failed' as const, text: t('linkedSignIns.linkFailed') }]
      : []),
    ...(query.linked === '1'
      ? [{ tone: 'done' as const, text: t('linkedSignIns.linkedNow') }]
      : []),
  ];
  return (
    <>
      <AdminPageHeader title={t('security.title')} subtitle={t('security.subtitle')} />
      {notices.map((notice) => (
        <p
          key={notice.text}
          role={notice.tone === 'done' ? 'status' : 'alert'}
          className={`mb-6 max-w-xl rounded-md border p-4 text-sm ${NOTICE_TONES[notice.tone]}`}
        >
          {notice.text}
        </p>
      ))}
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
