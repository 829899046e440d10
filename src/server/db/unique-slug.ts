import 'server-only';
import { and, count, eq, ne } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { Refusal } from '../refusal';
import type { Tx } from './client';
import { isUniqueViolation } from './errors';

type SlugTable = PgTable & { id: AnyPgColumn; slug: AnyPgColumn };

/** Whether another row (not `id`) already uses `slug`. */
export async function slugTaken(tx: Tx, table: SlugTable, slug: string, id?: string) {
  const [row] = await tx
    .select({ n: count() })
    .from(table)
    .where(id ? and(eq(table.slug, slug), ne(table.id, id)) : eq(table.slug, slug));
  return (row?.n ?? 0) > 0;
}

/** Runs a write; a unique-key race ends as the same field message as the pre-check. */
export async function withUniqueSlug<T>(messageKey: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new Refusal(messageKey, { slug: messageKey });
    throw error;
  }
}
