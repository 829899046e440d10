import { CampaignsManager } from '@/features/marketing/console/campaigns-manager';
import { ScreenLoader, screenMetadata } from '@/components/admin/screen';
import { getDb } from '@/server/db/client';
import {
  listCampaignRestaurants,
  listCampaigns,
} from '@/features/marketing/server/campaign-queries';

export const generateMetadata = screenMetadata('campaigns');

export default async function CampaignsPage() {
  const load = async () => {
    const db = await getDb();
    const [campaigns, restaurants] = await Promise.all([
      listCampaigns(db),
      listCampaignRestaurants(db),
    ]);
    return { campaigns, restaurants };
  };
  return (
    <ScreenLoader screen="campaigns" section="campaigns" load={load}>
      {({ campaigns, restaurants }) => (
        <CampaignsManager campaigns={campaigns} restaurants={restaurants} />
      )}
    </ScreenLoader>
  );
}
