import 'server-only';
import { getDb } from '@/server/db/client';
import { logger } from '@/server/logger';
import { startRepeating, stopRepeating } from '@/server/jobs/repeating';
import { runAutoMessages } from './auto-message-round';
import { dispatchDueCampaigns } from './campaigns';

/** How often each instance looks for a campaign whose time has come. */
const EVERY_MS = 30_000;
const NAME = 'campaigns round';
/** How often each instance looks for automatic e-mails due (auto-message-round.ts). */
const AUTO_EVERY_MS = 5 * 60_000;
const AUTO_NAME = 'automatic e-mails round';

async function round(): Promise<void> {
  const sent = await dispatchDueCampaigns(await getDb());
  if (sent > 0) logger.info({ campaigns: sent }, 'scheduled campaigns handed to the outbox');
}

async function autoRound(): Promise<void> {
  const sent = await runAutoMessages(await getDb());
  if (sent.thanks + sent.missYou > 0) logger.info(sent, 'automatic e-mails handed to the outbox');
}

/**
 * Sends scheduled campaigns at their time (campaigns.ts) and the automatic e-mails when they are
 * due (auto-message-round.ts), while the server runs.
 */
export function startCampaigns(): void {
  startRepeating(NAME, EVERY_MS, round);
  startRepeating(AUTO_NAME, AUTO_EVERY_MS, autoRound);
}

export async function stopCampaigns(): Promise<void> {
  await Promise.all([stopRepeating(NAME), stopRepeating(AUTO_NAME)]);
}
