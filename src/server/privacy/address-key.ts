import 'server-only';
import { createHmac } from 'node:crypto';
import { resolveAuthSecret } from '../auth/secret';
import type { DbOrTx } from '../db/client';

/**
 * A keyed hash of an e-mail address for one purpose (the site's secret, never in a backup): what
 * a table keeps where it must recognise an address without holding it (the suppression list, a
 * promo code made for one guest). The same address gives the same key whatever its case.
 */
export type AddressPurpose = 'mail suppression' | 'guest code';

export function addressKey(secret: string, purpose: AddressPurpose, email: string): string {
  return createHmac('sha256', secret)
    .update(`saba ${purpose}:${email.trim().toLowerCase()}`)
    .digest('base64url');
}

/** The key of a promo code made for one guest: what the code keeps in place of the address. */
export async function guestCodeKey(tx: DbOrTx, email: string): Promise<string> {
  return addressKey(await resolveAuthSecret(tx), 'guest code', email);
}
