import { asc } from 'drizzle-orm';
import { BackupCard } from '@/components/admin/settings/backup-card';
import { SecurityPolicyCard } from '@/components/admin/settings/security-policy-card';
import { SettingsForm } from '@/components/admin/settings/settings-form';
import { VisitorDataCard } from '@/components/admin/settings/visitor-data-card';
import { ScreenLoader, screenMetadata } from '@/components/admin/screen';
import { serverEnv } from '@/env';
import { reviewUrlFor } from '@/lib/review-url';
import { readSecurityPolicy } from '@/server/auth/security-policy';
import { getDb } from '@/server/db/client';
import { locations } from '@/server/db/schema';
import { readSiteSettings } from '@/server/settings/queries';

export const generateMetadata = screenMetadata('settings');

async function load() {
  const db = await getDb();
  const [settings, policy, places] = await Promise.all([
    readSiteSettings(db),
    readSecurityPolicy(db),
    db
      .select({
        slug: locations.slug,
        name: locations.nameEn,
        googlePlaceId: locations.googlePlaceId,
        googleMapsLink: locations.googleMapsLink,
      })
      .from(locations)
      .orderBy(asc(locations.sort), asc(locations.nameEn)),
  ]);
  return {
    settings,
    policy,
    locations: places.map((p) => ({ slug: p.slug, name: p.name, fallbackUrl: reviewUrlFor(p) })),
  };
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
          <SecurityPolicyCard policy={data.policy} />
          <VisitorDataCard />
          <BackupCard />
        </>
      )}
    </ScreenLoader>
  );
}
