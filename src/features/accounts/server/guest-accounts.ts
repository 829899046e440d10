import 'server-only';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Language } from '@/lib/enums';
import type { DbOrTx } from '@/server/db/client';
import { guestAccounts, locations, orders } from '@/server/db/schema';
import { eraseVisitorData } from '@/server/privacy/mutations';
import { Refusal } from '@/server/refusal';
import { setNewsletterConsent } from './consent';
import { earnPastOrders } from './points';
import { startGuestSession, type GuestSession } from './sessions';
import { spendGuestCode, type CodeRefusal } from './sign-in-codes';

const sameAddress = (email: string) =>
  sql`lower(${guestAccounts.email}) = ${email.trim().toLowerCase()}`;

/**
 * The account of a proven address, made now if there is none: its name and phone are those of the
 * address's latest pickup order (the guest's "save my details" after ordering), or blank; its
 * orders of the last 30 days earn their points.
 */
async function accountOf(
  tx: DbOrTx,
  email: string,
  language: Language,
  now: Date,
): Promise<string> {
  const [made] = await tx
    .insert(guestAccounts)
    .values({ email: email.trim().toLowerCase(), language, createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning({ id: guestAccounts.id });
  if (!made) {
    const [found] = await tx
      .select({ id: guestAccounts.id })
      .from(guestAccounts)
      .where(sameAddress(email));
    return found!.id;
  }
  const [latest] = await tx
    .select({ name: orders.fullName, phone: orders.phone })
    .from(orders)
    .where(sql`lower(${orders.email}) = ${email.trim().toLowerCase()}`)
    .orderBy(desc(orders.createdAt))
    .limit(1);
  if (latest) {
    await tx
      .update(guestAccounts)
      .set({ name: latest.name, phone: latest.phone })
      .where(eq(guestAccounts.id, made.id));
  }
  await earnPastOrders(tx, email, now);
  return made.id;
}

/**
 * Signs a guest in with the code e-mailed to them, making their account on the first time.
 * A wrong code is answered (and its try kept) without signing anyone in.
 */
export async function signInWithCode(
  tx: DbOrTx,
  input: { email: string; code: string; language: Language },
  now = new Date(),
): Promise<
  | { ok: true; token: string; expiresAt: Date; language: Language }
  | { ok: false; error: CodeRefusal }
> {
  const used = await spendGuestCode(tx, input, now);
  if (!used.ok) return used;
  const accountId = await accountOf(tx, input.email, input.language, now);
  const session = await startGuestSession(tx, accountId, now);
  return { ok: true, ...session, language: input.language };
}

export type GuestDetails = {
  name: string | null;
  phone: string | null;
  favouriteLocationId: string | null;
  marketing: boolean;
  language: Language;
};

/** The account page's details; a favourite restaurant must be one the site shows. */
export async function saveGuestDetails(
  tx: DbOrTx,
  guest: GuestSession,
  input: GuestDetails,
): Promise<void> {
  if (input.favouriteLocationId) {
    const [shown] = await tx
      .select({ id: locations.id })
      .from(locations)
      .where(and(eq(locations.id, input.favouriteLocationId), eq(locations.published, true)));
    if (!shown) {
      throw new Refusal('errors.invalidInput', {
        favouriteLocationId: 'account.errors.restaurantUnknown',
      });
    }
  }
  await tx
    .update(guestAccounts)
    .set({
      name: input.name,
      phone: input.phone,
      favouriteLocationId: input.favouriteLocationId,
      language: input.language,
    })
    .where(eq(guestAccounts.id, guest.accountId));
  await setNewsletterConsent(tx, {
    email: guest.email,
    language: input.language,
    consent: input.marketing,
  });
}

/**
 * Deletes the account as an owner's erasure of the address would: its orders, sign-ups, forms,
 * the e-mails to it, the account and its sessions; the address goes on the suppression list.
 */
export async function deleteGuestAccount(tx: DbOrTx, guest: GuestSession) {
  // An order the kitchen is still making stays until it is collected or cancelled.
  const [open] = await tx
    .select({ number: orders.number })
    .from(orders)
    .where(
      and(
        sql`lower(${orders.email}) = ${guest.email}`,
        inArray(orders.status, ['received', 'accepted', 'ready']),
      ),
    )
    .limit(1);
  if (open) throw new Refusal('account.errors.openOrder');
  return eraseVisitorData(tx, guest.email);
}
