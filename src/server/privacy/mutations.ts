import 'server-only';
import { inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { auditLog } from '../db/schema';
import { suppress } from './suppressions';
import {
  aboutAddress,
  countsOf,
  findVisitorData,
  VISITOR_SOURCES,
  type Source,
  type VisitorSource,
} from './queries';

/** What an audit entry about an erased visitor keeps: that it happened, not what it said. */
const ERASED = { erased: true };

/**
 * Deletes every row about the address: each form's rows, the sign-up lists, reservations and the
 * e-mails written to or about them, and puts it on the suppression list (never mailed again); the audit entries that copied any of those rows (an inbox
 * edit, a phone booking) or name the address keep who did what and when, and lose what the row
 * said. Returns what was deleted, and what must go once the transaction has committed: the
 * attachments in storage and the written copies of the deleted e-mails.
 */
export async function eraseVisitorData(
  tx: DbOrTx,
  email: string,
): Promise<{ counts: Record<VisitorSource, number>; attachments: string[]; mailIds: string[] }> {
  const data = await findVisitorData(tx, email);
  const attachments = data.contactInquiries
    .map((row) => row.attachmentKey)
    .filter((key): key is string => typeof key === 'string' && key.length > 0);
  const ids = Object.values(data)
    .flat()
    .map((row) => row.id)
    .filter((id): id is string => typeof id === 'string');
  const mailIds = [...data.staffNotifications, ...data.mailsToThem]
    .map((row) => row.id)
    .filter((id): id is string => typeof id === 'string');
  for (const source of Object.values(VISITOR_SOURCES) as Source[]) {
    await tx.delete(source.table).where(aboutAddress(source, email));
  }
  const address = `%${email
    .trim()
    .toLowerCase()
    .replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  await tx
    .update(auditLog)
    .set({ before: null, after: ERASED })
    .where(
      or(
        ids.length > 0 ? inArray(auditLog.entityId, ids) : sql`false`,
        sql`lower(${auditLog.before}::text) like ${address}`,
        sql`lower(${auditLog.after}::text) like ${address}`,
      ),
    );
  // Never mailed again: the suppression list keeps a keyed hash of the address, not the address.
  await suppress(tx, email, 'erased');
  return { counts: countsOf(data), attachments, mailIds };
}
