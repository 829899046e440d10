import 'server-only';
import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from 'node:crypto';
import { eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/client';
import { orders } from '@/server/db/schema';
import { resolveAuthSecret } from '@/server/auth/secret';

/**
 * The secrets of an order's checkout, kept so that a copy of the database (a backup, the
 * visitor-data export) opens nothing: the site's secret (BETTER_AUTH_SECRET, or the one made on
 * first start, never in a backup) is needed for each.
 * - The checkout's idempotency key (the browser's, sent again on a retry) is kept as a keyed hash:
 *   a retry finds its order; nobody reading the row learns a key that would replay it.
 * - The order page's token (mutations.ts orderToken) is kept sealed (AES-256-GCM), so that later
 *   e-mails (accepted, ready, cancelled) can link to the page; only its hash finds the order.
 */

/** The keyed hash a checkout's idempotency key is stored and looked up as. */
export async function idempotencyKeyHash(tx: DbOrTx, key: string): Promise<string> {
  return idempotencyKeyHashWith(await resolveAuthSecret(tx), key);
}

/** The same, with the site's secret already read (an order's keys are made from one read). */
export function idempotencyKeyHashWith(secret: string, key: string): string {
  return createHmac('sha256', secret).update(`saba order checkout key:${key}`).digest('base64url');
}

function sealingKey(secret: string): Buffer {
  return createHash('sha256').update(`saba order token seal:${secret}`).digest();
}

/** The order page's token, sealed for the row: `v1.<iv>.<tag>.<ciphertext>` (base64url). */
export async function sealOrderToken(tx: DbOrTx, token: string): Promise<string> {
  return sealOrderTokenWith(await resolveAuthSecret(tx), token);
}

/** The same, with the site's secret already read. */
export function sealOrderTokenWith(secret: string, token: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealingKey(secret), iv);
  const body = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
  return ['v1', ...[iv, cipher.getAuthTag(), body].map((p) => p.toString('base64url'))].join('.');
}

/** The token a row's seal holds; throws when it was sealed with another secret or altered. */
export async function openOrderToken(tx: DbOrTx, sealed: string): Promise<string> {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || body === undefined) {
    throw new Error('an order token seal of an unknown form');
  }
  const decipher = createDecipheriv(
    'aes-256-gcm',
    sealingKey(await resolveAuthSecret(tx)),
    Buffer.from(iv, 'base64url'),
  );
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([
    decipher.update(Buffer.from(body, 'base64url')),
    decipher.final(),
  ]).toString('utf8');
}

/**
 * Orders placed before keys were kept this way hold their key in clear (and no seal): each gets
 * its hash and seal, once, at start. `orderToken` makes the token from the clear key.
 */
export async function sealLegacyOrderKeys(
  db: DbOrTx,
  orderToken: (tx: DbOrTx, key: string) => Promise<string>,
): Promise<number> {
  const legacy = await db
    .select({ id: orders.id, key: orders.idempotencyKeyHash })
    .from(orders)
    .where(isNull(orders.tokenSealed));
  for (const row of legacy) {
    await db
      .update(orders)
      .set({
        idempotencyKeyHash: await idempotencyKeyHash(db, row.key),
        tokenSealed: await sealOrderToken(db, await orderToken(db, row.key)),
      })
      .where(eq(orders.id, row.id));
  }
  return legacy.length;
}
