import 'server-only';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { serverEnv } from '@/env';
import type { Db } from '../db/client';
import { settings } from '../db/schema';

const KEY = 'auth.secret';

/**
 * BETTER_AUTH_SECRET when set; otherwise a random secret made on first start and kept in the
 * database, so every instance sharing the database signs cookies alike and nobody ships a default.
 */
export async function resolveAuthSecret(db: Db): Promise<string> {
  const fromEnv = serverEnv().BETTER_AUTH_SECRET;
  if (fromEnv) return fromEnv;
  await db
    .insert(settings)
    .values({ key: KEY, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing({ target: settings.key });
  const [row] = await db.select().from(settings).where(eq(settings.key, KEY));
  return String(row?.value);
}
