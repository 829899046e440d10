import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { localizedPath } from '@/lib/locale-path';
import { siteUrl } from '@/lib/site-url';
import type { Language } from '@/lib/enums';
import { resolveAuthSecret } from '@/server/auth/secret';
import type { DbOrTx } from '@/server/db/client';
import { bronxNotifyList, campaigns, newsletterSubscribers } from '@/server/db/schema';
import { SECRET_MARK } from '@/server/mail/outbox';
import { isSuppressed, suppress } from '@/server/privacy/suppressions';
import { UNSUBSCRIBE_TOKEN } from '../schemas/unsubscribe';

/**
 * One-click unsubscribe (RFC 8058) for the mail the brand sends to lists. Each message carries a
 * link made for its address: a keyed signature (the site's secret) and the address, so an altered
 * link opens nothing and a replayed one only unsubscribes its own address again. Unsubscribing
 * removes the address from every sign-up list and puts it on the suppression list: never mailed
 * again.
 */

const normal = (email: string) => email.trim().toLowerCase();

const signatureWith = (secret: string, email: string) =>
  createHmac('sha256', secret)
    .update(`saba unsubscribe:${normal(email)}`)
    .digest()
    .subarray(0, 24);

/** How many bytes of the signature a token carries, before the address. */
const SIGNATURE_BYTES = 24;

/**
 * One base64url string, the signature's bytes then the address's: no dot or slash, so the link's
 * last segment never looks like a file name to the front server.
 */
const tokenWith = (secret: string, email: string) =>
  Buffer.concat([signatureWith(secret, email), Buffer.from(normal(email), 'utf8')]).toString(
    'base64url',
  );

/** The link's token for an address: base64url of the signature's bytes and the address's. */
export async function unsubscribeToken(tx: DbOrTx, email: string): Promise<string> {
  return tokenWith(await resolveAuthSecret(tx), email);
}

/** The address a token was made for, or null when it was altered or is not one. */
export async function addressOfUnsubscribeToken(tx: DbOrTx, token: string): Promise<string | null> {
  if (!UNSUBSCRIBE_TOKEN.test(token)) return null;
  const bytes = Buffer.from(token, 'base64url');
  if (bytes.length <= SIGNATURE_BYTES) return null;
  const given = bytes.subarray(0, SIGNATURE_BYTES);
  const email = bytes.subarray(SIGNATURE_BYTES).toString('utf8');
  if (email !== normal(email) || !email.includes('@')) return null;
  const expected = signatureWith(await resolveAuthSecret(tx), email);
  return timingSafeEqual(given, expected) ? email : null;
}

/**
 * Off every list and never mailed again. Doing it twice changes nothing more. Through a
 * campaign's link, the campaign counts the reader once (not when the address had already left).
 */
export async function unsubscribeAddress(
  tx: DbOrTx,
  email: string,
  campaignId: string | null = null,
): Promise<void> {
  const already = await isSuppressed(tx, email);
  for (const table of [newsletterSubscribers, bronxNotifyList] as const) {
    await tx.delete(table).where(sql`lower(${table.email}) = ${normal(email)}`);
  }
  await suppress(tx, email, 'unsubscribed');
  if (campaignId && !already) {
    await tx
      .update(campaigns)
      .set({ unsubscribed: sql`${campaigns.unsubscribed} + 1` })
      .where(and(eq(campaigns.id, campaignId), eq(campaigns.status, 'sent')));
  }
}

/**
 * What a list's message carries for its address: the one-click headers and the page's link for
 * its text. The token goes as the message's secret (SECRET_MARK in the texts and headers), so a
 * sent message's row keeps no working link. Made once per send: the secret is read once.
 */
export async function unsubscribeLinks(tx: DbOrTx) {
  const secret = await resolveAuthSecret(tx);
  return (email: string, language: Language, campaignId?: string) => {
    const from = campaignId ? `?c=${campaignId}` : '';
    return {
      secret: tokenWith(secret, email),
      pageUrl: `${siteUrl()}${localizedPath(language, `/unsubscribe/${SECRET_MARK}`)}${from}`,
      headers: {
        'List-Unsubscribe': `<${siteUrl()}/api/unsubscribe/${SECRET_MARK}${from}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    };
  };
}
