import 'server-only';
import { createHmac, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { serverEnv } from '@/env';
import type { DbOrTx } from '../db/client';
import { settings } from '../db/schema';

/** Where the secret made on first start is kept (never in a backup: backup/rules.ts). */
export const STORED_SECRET_KEY = 'auth.secret';

/** The stored secret, when there is one (no secret is made here). */
export async function storedAuthSecret(db: DbOrTx): Promise<string | null> {
  const [row] = await db.select().from(settings).where(eq(settings.key, STORED_SECRET_KEY));
  return row ? String(row.value) : null;
}

/**
 * BETTER_AUTH_SECRET when set; otherwise a random secret made on first start and kept in the
 * database, so every instance sharing the database signs cookies alike and nobody ships a default.
 */
export async function resolveAuthSecret(db: DbOrTx): Promise<string> {
  const fromEnv = serverEnv().BETTER_AUTH_SECRET;
  if (fromEnv) return fromEnv;
  // Made once: read it, and make it only where there is none yet (one round trip, not two).
  const stored = await storedAuthSecret(db);
  if (stored) return stored;
  await db
    .insert(settings)
    .values({ key: STORED_SECRET_KEY, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing({ target: settings.key });
  return (await storedAuthSecret(db))!;
}

/**
 * Names a signing secret without revealing it: what a backup records of the secret its two-factor
 * secrets were sealed with, so that a restore can tell whether they can still be opened.
 */
export function secretFingerprint(secret: string): string {
  return createHmac('sha256', secret)
    .update('saba backup: which secret')
    .digest('hex')
    .slice(0, 32);
}
