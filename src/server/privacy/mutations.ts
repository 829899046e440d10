import 'server-only';
import type { DbOrTx } from '../db/client';
import {
  countsOf,
  findVisitorData,
  sameAddress,
  VISITOR_SOURCES,
  type Source,
  type VisitorSource,
} from './queries';

/**
 * Deletes every row about the address; returns what was deleted and the attachment keys to remove
 * from storage once the transaction has committed.
 */
export async function eraseVisitorData(
  tx: DbOrTx,
  email: string,
): Promise<{ counts: Record<VisitorSource, number>; attachments: string[] }> {
  const data = await findVisitorData(tx, email);
  const attachments = data.contactInquiries
    .map((row) => row.attachmentKey)
    .filter((key): key is string => typeof key === 'string' && key.length > 0);
  for (const source of Object.values(VISITOR_SOURCES) as Source[]) {
    await tx.delete(source.table).where(sameAddress(source.email, email));
  }
  return { counts: countsOf(data), attachments };
}
