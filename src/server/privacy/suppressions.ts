import 'server-only';
import { eq, inArray } from 'drizzle-orm';
import type { MailSuppressionReason } from '@/lib/enums';
import { resolveAuthSecret } from '../auth/secret';
import type { DbOrTx } from '../db/client';
import { mailSuppressions } from '../db/schema';
import { addressKey } from './address-key';

/**
 * Addresses that are never mailed again: their owner unsubscribed or asked to be erased. The list
 * keeps a keyed hash of each address (the site's secret, never in a backup), so that it can say
 * "not this one" without holding the address itself.
 */
export async function suppressionKey(tx: DbOrTx, email: string): Promise<string> {
  return keyWith(await resolveAuthSecret(tx), email);
}

const keyWith = (secret: string, email: string) => addressKey(secret, 'mail suppression', email);

/** Adds the address to the list (once; the first reason stays). */
export async function suppress(
  tx: DbOrTx,
  email: string,
  reason: MailSuppressionReason,
): Promise<void> {
  await tx
    .insert(mailSuppressions)
    .values({ keyHash: await suppressionKey(tx, email), reason })
    .onConflictDoNothing();
}

/** Whether the address is on the list. */
export async function isSuppressed(tx: DbOrTx, email: string): Promise<boolean> {
  const key = await suppressionKey(tx, email);
  const [row] = await tx
    .select({ key: mailSuppressions.keyHash })
    .from(mailSuppressions)
    .where(eq(mailSuppressions.keyHash, key));
  return row !== undefined;
}

/** Which of these addresses are on the list (for a list's send: one query per thousand). */
export async function suppressedAmong(tx: DbOrTx, emails: readonly string[]): Promise<Set<string>> {
  const secret = await resolveAuthSecret(tx);
  const found = new Set<string>();
  for (let start = 0; start < emails.length; start += 1000) {
    const byKey = new Map(emails.slice(start, start + 1000).map((e) => [keyWith(secret, e), e]));
    const rows = await tx
      .select({ key: mailSuppressions.keyHash })
      .from(mailSuppressions)
      .where(inArray(mailSuppressions.keyHash, [...byKey.keys()]));
    for (const row of rows) found.add(byKey.get(row.key)!);
  }
  return found;
}

/**
 * Takes the address off the list: only when its owner, signed in with a code sent to it, asks to
 * be mailed again (a guest account's e-mail news).
 */
export async function unsuppress(tx: DbOrTx, email: string): Promise<void> {
  await tx
    .delete(mailSuppressions)
    .where(eq(mailSuppressions.keyHash, await suppressionKey(tx, email)));
}
