import 'server-only';
import { eq, type InferSelectModel } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client';

/**
 * Reads a row by its id and locks it until the transaction ends (`SELECT … FOR UPDATE`), so that
 * what an edit records as "before" is what it changes; undefined when there is no such row.
 */
export async function lockById<T extends PgTable & { id: AnyPgColumn }>(
  tx: DbOrTx,
  table: T,
  id: string,
): Promise<InferSelectModel<T> | undefined> {
  const [row] = await tx
    .select()
    .from(table as PgTable)
    .where(eq(table.id, id))
    .for('update');
  return row as InferSelectModel<T> | undefined;
}

/** What a save did: the record, whether it is new, and its row before (null when new) and after. */
export type Saved<R> = { id: string; created: boolean; before: R | null; after: R };

/** What a delete did: the record and its last row. */
export type Removed<R> = { id: string; before: R };

/** What an edit of some columns did: the row before and after. */
export type Changed<R> = { before: R; after: R };
