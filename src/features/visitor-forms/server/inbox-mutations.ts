import 'server-only';
import { eq } from 'drizzle-orm';
import type { InboxKind } from '@/lib/inbox';
import type { DbOrTx } from '@/server/db/client';
import type { Changed } from '@/server/db/rows';
import { Refusal } from '@/server/refusal';
import { INBOX_DEFINITIONS } from './inbox-definitions';
import { locationIdsOf } from '@/server/locations/queries';

/**
 * The restaurant an inbox item names (a contact message or catering request about one, visit
 * feedback); none for what is the brand's (careers, franchise leads, "general").
 */
export async function inboxRestaurant(tx: DbOrTx, kind: InboxKind, id: string) {
  const { table, columns } = INBOX_DEFINITIONS[kind];
  if (!columns.location) return [];
  const [row] = await tx.select({ slug: columns.location }).from(table).where(eq(columns.id, id));
  return locationIdsOf(tx, [row ? String(row.slug ?? '') : null]);
}

/**
 * Moves a submission to a status and keeps the staff note; for visit feedback the status is
 * "addressed", recorded with who and when.
 */
export async function updateInboxEntry(
  tx: DbOrTx,
  kind: InboxKind,
  id: string,
  change: { status: string; notes?: string | null; actorEmail: string },
): Promise<Changed<unknown>> {
  const { table, columns, update } = INBOX_DEFINITIONS[kind];
  const [before] = await tx.select().from(table).where(eq(columns.id, id));
  if (!before) throw new Refusal('admin.errors.notFound');
  const [after] = await tx.update(table).set(update(change)).where(eq(columns.id, id)).returning();
  return { before, after };
}
