import 'server-only';
import { getDb } from '@/server/db/client';
import { logger } from '@/server/logger';
import { startRepeating, stopRepeating } from '@/server/jobs/repeating';
import { dispatchDueCampaigns } from './campaigns';

/** How often each instance looks for a campaign whose time has come. */
const EVERY_MS = 30_000;
const NAME = 'campaigns round';

async function round(): Promise<void> {
  const sent = await dispatchDueCampaigns(await getDb());
  if (sent > 0) logger.info({ campaigns: sent }, 'scheduled campaigns handed to the outbox');
}

/** Sends scheduled campaigns at their time (campaigns.ts), while the server runs. */
export function startCampaigns(): void {
  startRepeating(NAME, EVERY_MS, round);
}

export async function stopCampaigns(): Promise<void> {
  await stopRepeating(NAME);
}
