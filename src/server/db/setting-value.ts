import 'server-only';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from './client';
import { settings } from './schema';

/** One stored setting's value by its key (the settings table holds one JSON value per key). */
export async function readSettingValue(db: DbOrTx, key: string): Promise<unknown> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, key));
  return row?.value;
}

/** Stores a setting's value (made or replaced), with who saved it. */
export async function writeSettingValue(
  tx: DbOrTx,
  key: string,
  value: unknown,
  updatedBy: string | null,
): Promise<void> {
  await tx
    .insert(settings)
    .values({ key, value, updatedBy })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedBy, updatedAt: new Date() } });
}
