import 'server-only';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { resolveAuthSecret } from '@/server/auth/secret';
import type { DbOrTx } from '@/server/db/client';

/**
 * The keyed hashes a guest's secrets are stored and looked up as (the site's secret, one purpose
 * each): a backup or a copy of the database opens no session and reads no code.
 */
type Purpose = 'address' | 'code' | 'session' | 'passkey';

export async function guestKey(tx: DbOrTx, purpose: Purpose, value: string): Promise<string> {
  return createHmac('sha256', await resolveAuthSecret(tx))
    .update(`saba guest ${purpose}:${value}`)
    .digest('base64url');
}

/** An address as a key: the same for any case or spaces around it. */
export const addressKey = (tx: DbOrTx, email: string) =>
  guestKey(tx, 'address', email.trim().toLowerCase());

export function sameKey(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** A session's token: 32 random bytes. */
export const newSessionToken = () => randomBytes(32).toString('base64url');
export const isSessionToken = (token: string) => /^[A-Za-z0-9_-]{43}$/.test(token);
