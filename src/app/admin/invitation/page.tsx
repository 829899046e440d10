import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AuthCard } from '@/components/admin/auth/auth-card';
import { InvitationForm } from '@/components/admin/auth/invitation-form';
import { getDb } from '@/server/db/client';
import { invitedAccountState } from '@/server/staff/queries';
import { findUsableInvitation } from '@/server/auth/invitations';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: 'en', namespace: 'admin.invitations' });
  return { title: t('acceptTitle'), robots: { index: false } };
}

type Props = { searchParams: Promise<{ token?: string | string[] }> };

/** Where an invitation link leads: a password for a new account, then the invited role. */
export default async function InvitationPage({ searchParams }: Props) {
  const t = await getTranslations({ locale: 'en', namespace: 'admin' });
  const { token } = await searchParams;
  const value = typeof token === 'string' && token.length <= 200 ? token : '';
  const db = await getDb();
  const invitation = value ? await findUsableInvitation(db, value) : null;
  if (!invitation) {
    return (
      <AuthCard title={t('invitations.acceptTitle')}>
        <p role="alert" className="rounded-md bg-red-50 p-4 text-sm text-red-900">
          {t('invitations.invalid')}
        </p>
      </AuthCard>
    );
  }
  const account = await invitedAccountState(db, invitation.email);
  const facts = {
    inviter: invitation.invitedByEmail ?? t('invitations.anOwner'),
    role: t(`roles.${invitation.role}`),
    email: invitation.email,
  };
  return (
    <AuthCard
      title={t('invitations.acceptTitle')}
      subtitle={
        account === 'none'
          ? t('invitations.acceptNew', facts)
          : t('invitations.acceptReplaces', facts)
      }
    >
      <InvitationForm token={value} email={invitation.email} />
    </AuthCard>
  );
}
