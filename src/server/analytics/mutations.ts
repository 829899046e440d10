import 'server-only';
import { sql } from 'drizzle-orm';
import { takeCounts, type Count } from '@/http/analytics-counter.mts';
import type { DbOrTx } from '../db/client';
import { analyticsDaily } from '../db/schema';

/** Rows per statement when the counts are written. */
const BATCH = 500;

/** Adds counts to the day's totals (several instances add to the same rows). */
export async function addCounts(db: DbOrTx, rows: (Count & { count: number })[]): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH) {
    await db
      .insert(analyticsDaily)
      .values(rows.slice(start, start + BATCH))
      .onConflictDoUpdate({
        target: [
          analyticsDaily.day,
          analyticsDaily.kind,
          analyticsDaily.page,
          analyticsDaily.locationSlug,
          analyticsDaily.language,
        ],
        set: { count: sql`${analyticsDaily.count} + excluded.count` },
      });
  }
}

/**
 * Writes what this process counted since the last write; on failure the counts go back, to be
 * written next time (a database away for a while loses nothing).
 */
export async function writeCounts(db: DbOrTx): Promise<number> {
  const { rows, putBack } = takeCounts();
  if (rows.length === 0) return 0;
  try {
    await db.transaction((tx) => addCounts(tx, rows));
    return rows.length;
  } catch (error) {
    putBack();
    throw error;
  }
}
