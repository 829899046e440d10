import 'server-only';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { settings } from '../db/schema';
import { countOwners } from './accounts';

/**
 * The one-time link that lets the first person create the owner account. Only a hash is stored;
 * the token itself is printed once by the server at start, while no owner exists.
 */
const KEY = 'admin.setup-token';
export const SETUP_TOKEN_TTL_MS = 24 * 60 * 60_000;

type Stored = { hash: string; expiresAt: string };

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** A fresh token (replacing any earlier one) while no owner exists; null once there is one. */
export async function issueSetupToken(db: DbOrTx, now = new Date()): Promise<string | null> {
  if ((await countOwners(db)) > 0) return null;
  const token = randomBytes(24).toString('base64url');
  const value: Stored = {
    hash: hashOf(token),
    expiresAt: new Date(now.getTime() + SETUP_TOKEN_TTL_MS).toISOString(),
  };
  await db
    .insert(settings)
    .values({ key: KEY, value })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: now } });
  return token;
}

async function storedMatches(db: DbOrTx, token: string, now: Date, lock: boolean) {
  const query = db.select().from(settings).where(eq(settings.key, KEY));
  const [row] = lock ? await query.for('update') : await query;
  const stored = row?.value as Stored | undefined;
  if (!stored || !token) return false;
  if (new Date(stored.expiresAt).getTime() <= now.getTime()) return false;
  const a = Buffer.from(stored.hash, 'hex');
  const b = Buffer.from(hashOf(token), 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Whether the link may still be used (valid, unexpired, and still no owner). */
export async function isSetupTokenUsable(db: DbOrTx, token: string, now = new Date()) {
  return (await countOwners(db)) === 0 && (await storedMatches(db, token, now, false));
}

/** Uses the token up inside the caller's transaction; false when it is not (or no longer) valid. */
export async function consumeSetupToken(db: DbOrTx, token: string, now = new Date()) {
  if (!(await storedMatches(db, token, now, true))) return false;
  if ((await countOwners(db)) > 0) return false;
  await db.delete(settings).where(eq(settings.key, KEY));
  return true;
}
