import { AutoMessagesCard } from '@/features/marketing/console/auto-messages-card';
import { CampaignsManager } from '@/features/marketing/console/campaigns-manager';
import { ScreenLoader, screenMetadata } from '@/components/admin/screen';
import { mayWorkIn } from '@/lib/admin-areas';
import type { StaffActor } from '@/server/auth/guard';
import { getDb } from '@/server/db/client';
import {
  autoMessageFigures,
  FIGURES_DAYS,
  readAutoMessageRules,
} from '@/features/marketing/server/auto-messages';
import {
  listCampaignRestaurants,
  listCampaigns,
} from '@/features/marketing/server/campaign-queries';

export const generateMetadata = screenMetadata('campaigns');

export default async function CampaignsPage() {
  const load = async (actor: StaffActor) => {
    const db = await getDb();
    // The automatic e-mails are the owners' to turn on (the settings area).
    const owner = mayWorkIn(actor.role, 'settings');
    const [campaigns, restaurants, auto] = await Promise.all([
      listCampaigns(db),
      listCampaignRestaurants(db),
      owner
        ? Promise.all([readAutoMessageRules(db), autoMessageFigures(db)])
        : Promise.resolve(null),
    ]);
    return { campaigns, restaurants, auto };
  };
  return (
    <ScreenLoader screen="campaigns" section="campaigns" load={load}>
      {({ campaigns, restaurants, auto }) => (
        <>
          <CampaignsManager campaigns={campaigns} restaurants={restaurants} />
          {auto ? (
            <AutoMessagesCard rules={auto[0]} figures={{ days: FIGURES_DAYS, ...auto[1] }} />
          ) : null}
        </>
      )}
    </ScreenLoader>
  );
}
