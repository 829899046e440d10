import 'server-only';
import { and, eq, gte, lte } from 'drizzle-orm';
import { CAMPAIGN_VISIT_DAYS } from '@/lib/campaign-visit';
import type { DbOrTx } from '@/server/db/client';
import { campaigns } from '@/server/db/schema';

/**
 * The campaign an order counts for: the one whose link the guest came by (the browser kept its
 * id), when it was sent and the order comes within CAMPAIGN_VISIT_DAYS of it; else none. An id
 * the browser made up names nothing.
 */
export async function campaignOfOrder(
  tx: DbOrTx,
  id: string | null,
  now: Date,
): Promise<string | null> {
  if (!id) return null;
  const [row] = await tx
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(
      and(
        eq(campaigns.id, id),
        eq(campaigns.status, 'sent'),
        lte(campaigns.sendAt, now),
        gte(campaigns.sendAt, new Date(now.getTime() - CAMPAIGN_VISIT_DAYS * 86_400_000)),
      ),
    );
  return row?.id ?? null;
}
