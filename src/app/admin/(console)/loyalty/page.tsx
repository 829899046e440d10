import { getTranslations } from 'next-intl/server';
import { GuestPointsCard } from '@/features/accounts/console/guest-points-card';
import { LoyaltyRewards } from '@/features/accounts/console/loyalty-rewards';
import { LoyaltyRulesCard } from '@/features/accounts/console/loyalty-rules-card';
import { AdminPageHeader } from '@/components/admin/page-header';
import { ScreenLoader, screenMetadata } from '@/components/admin/screen';
import { getDb } from '@/server/db/client';
import { readLoyaltyRules } from '@/features/accounts/server/points';
import { listRewards } from '@/features/accounts/server/rewards';
import { rewardDishes } from '@/features/accounts/server/loyalty-admin';

export const generateMetadata = screenMetadata('loyalty');

export default async function LoyaltyPage() {
  const t = await getTranslations({ locale: 'en', namespace: 'admin.loyalty' });
  const load = async () => {
    const db = await getDb();
    const [rules, rewards, dishes] = await Promise.all([
      readLoyaltyRules(db),
      listRewards(db),
      rewardDishes(db),
    ]);
    return { rules, rewards, dishes };
  };
  return (
    <ScreenLoader screen="loyalty" section="loyalty" load={load}>
      {({ rules, rewards, dishes }) => (
        <>
          <AdminPageHeader title={t('title')} subtitle={t('subtitle')} />
          <LoyaltyRulesCard rules={rules} />
          <LoyaltyRewards rewards={rewards} dishes={dishes} />
          <GuestPointsCard />
        </>
      )}
    </ScreenLoader>
  );
}
