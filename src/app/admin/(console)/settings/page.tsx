import { BackupCard } from '@/components/admin/settings/backup-card';
import { HomeReviewsCard } from '@/components/admin/settings/home-reviews-card';
import { MailCard } from '@/components/admin/settings/mail-card';
import { RefundPolicyCard } from '@/features/ordering/console/refund-policy-card';
import { SecurityPolicyCard } from '@/components/admin/settings/security-policy-card';
import { SettingsForm } from '@/components/admin/settings/settings-form';
import { VisitorDataCard } from '@/components/admin/settings/visitor-data-card';
import { ScreenLoader, screenMetadata } from '@/components/admin/screen';
import { serverEnv } from '@/env';
import { readSecurityPolicy } from '@/server/auth/security-policy';
import { readRefundPolicy } from '@/features/ordering/server/refund-policy';
import { getDb } from '@/server/db/client';
import { readReviewTargets } from '@/server/locations/queries';
import { readHomeReviews, readSiteSettings } from '@/server/settings/queries';
import { getTranslations } from 'next-intl/server';
import { BRAND, brandName } from '@/lib/brand';
import type { HomeReviews } from '@/lib/home-reviews';
import type { StaffActor } from '@/server/auth/guard';
import { mailRoute } from '@/server/mail/status';

export const generateMetadata = screenMetadata('settings');

/** What the home page shows until owners set their own: the brand's figure, the catalogues' words. */
async function homeReviewDefaults(): Promise<HomeReviews> {
  const [en, ar] = await Promise.all([
    getTranslations({ locale: 'en', namespace: 'home' }),
    getTranslations({ locale: 'ar', namespace: 'home' }),
  ]);
  const brand = { brand: brandName('en') };
  const brandAr = { brand: brandName('ar') };
  return {
    rating: BRAND.rating,
    testimonials: ([1, 2, 3] as const).map((n) => ({
      quoteEn: en(`testimonial${n}`, brand),
      quoteAr: ar(`testimonial${n}`, brandAr),
      authorEn: en(`testimonial${n}Author`),
      authorAr: ar(`testimonial${n}Author`),
    })),
  };
}

async function load(actor: StaffActor) {
  const db = await getDb();
  const [settings, policy, refunds, reviewTargets, homeReviews] = await Promise.all([
    readSiteSettings(db),
    readSecurityPolicy(db),
    readRefundPolicy(db),
    readReviewTargets(db),
    readHomeReviews(db),
  ]);
  return {
    settings,
    policy,
    refunds,
    locations: reviewTargets,
    email: actor.email,
    homeReviews: homeReviews ?? (await homeReviewDefaults()),
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
          <HomeReviewsCard reviews={data.homeReviews} />
          <MailCard route={mailRoute()} to={data.email} />
          <SecurityPolicyCard policy={data.policy} />
          <RefundPolicyCard policy={data.refunds} />
          <VisitorDataCard />
          <BackupCard />
        </>
      )}
    </ScreenLoader>
  );
}
