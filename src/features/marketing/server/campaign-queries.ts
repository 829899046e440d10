import 'server-only';
import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/client';
import { campaigns, emailOutbox, locations, orders } from '@/server/db/schema';

/** What the console reads of campaigns: the list with each one's figures, one campaign. */

/**
 * A campaign's figures: its messages sent, refused by the mail server, still waiting, and the
 * orders placed through its links (counted as orders count: not cancelled).
 */
export type CampaignFigures = { sent: number; refused: number; waiting: number; orders: number };

const none = (): CampaignFigures => ({ sent: 0, refused: 0, waiting: 0, orders: 0 });

export async function campaignFigures(
  db: DbOrTx,
  ids: readonly string[],
): Promise<Map<string, CampaignFigures>> {
  const figures = new Map<string, CampaignFigures>();
  if (ids.length === 0) return figures;
  const rows = await db
    .select({
      id: emailOutbox.campaignId,
      status: emailOutbox.status,
      n: sql<number>`count(*)::int`,
    })
    .from(emailOutbox)
    .where(inArray(emailOutbox.campaignId, [...ids]))
    .groupBy(emailOutbox.campaignId, emailOutbox.status);
  for (const row of rows) {
    const f = figures.get(row.id!) ?? none();
    if (row.status === 'sent') f.sent += row.n;
    else if (row.status === 'failed') f.refused += row.n;
    else f.waiting += row.n;
    figures.set(row.id!, f);
  }
  const placed = await db
    .select({ id: orders.campaignId, n: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(inArray(orders.campaignId, [...ids]), ne(orders.status, 'cancelled')))
    .groupBy(orders.campaignId);
  for (const row of placed) {
    const f = figures.get(row.id!) ?? none();
    f.orders = row.n;
    figures.set(row.id!, f);
  }
  return figures;
}

/** The console's list: newest first. */
export async function listCampaigns(db: DbOrTx) {
  const rows = await db.select().from(campaigns).orderBy(desc(campaigns.createdAt)).limit(200);
  const figures = await campaignFigures(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    ...row,
    figures: figures.get(row.id) ?? none(),
  }));
}

export async function getCampaign(
  db: DbOrTx,
  id: string,
): Promise<typeof campaigns.$inferSelect | null> {
  const [row] = await db.select().from(campaigns).where(eq(campaigns.id, id));
  return row ?? null;
}

/** A campaign as the console's list shows it, with its figures. */
export type AdminCampaign = Awaited<ReturnType<typeof listCampaigns>>[number];

/** The restaurants an audience may name, in the brand's order. */
export async function listCampaignRestaurants(db: DbOrTx) {
  return db
    .select({ id: locations.id, name: locations.nameEn })
    .from(locations)
    .orderBy(asc(locations.sort), asc(locations.nameEn));
}
