import { BackupCard } from '@/components/admin/settings/backup-card';
import { MailCard } from '@/components/admin/settings/mail-card';
import { SecurityPolicyCard } from '@/components/admin/settings/security-policy-card';
import { SettingsForm } from '@/components/admin/settings/settings-form';
import { VisitorDataCard } from '@/components/admin/settings/visitor-data-card';
import { ScreenLoader, screenMetadata } from '@/components/admin/screen';
import { serverEnv } from '@/env';
import { readSecurityPolicy } from '@/server/auth/security-policy';
import { getDb } from '@/server/db/client';
import { readReviewTargets } from '@/server/locations/queries';
import { readSiteSettings } from '@/server/settings/queries';
import type { StaffActor } from '@/server/auth/guard';
import { mailRoute } from '@/server/mail/status';

export const generateMetadata = screenMetadata('settings');

async function load(actor: StaffActor) {
  const db = await getDb();
  const [settings, policy, reviewTargets] = await Promise.all([
    readSiteSettings(db),
    readSecurityPolicy(db),
    readReviewTargets(db),
  ]);
  return { settings, policy, locations: reviewTargets, email: actor.email };
}

export default function SettingsPage() {
  return (
    <ScreenLoader screen="settings" section="settings" load={load}>
      {(data) => (
        <>
          <SettingsForm
            settings={data.settings}
            locations={data.locations}
            staffEmail={serverEnv().STAFF_EMAIL}
          />
          <MailCard route={mailRoute()} to={data.email} />
          <SecurityPolicyCard policy={data.policy} />
          <VisitorDataCard />
          <BackupCard />
        </>
      )}
    </ScreenLoader>
  );
}
