import 'server-only';
import { asc, eq } from 'drizzle-orm';
import type { Language } from '@/lib/enums';
import type { DbOrTx } from '@/server/db/client';
import { guestAccounts, locations } from '@/server/db/schema';
import { hasNewsletterConsent } from './consent';
import type { GuestSession } from './sessions';
import { guestPoints } from './loyalty-admin';
import { pointsBalance, readLoyaltyRules } from './points';
import { listRewards } from './rewards';

export type GuestAccountView = {
  email: string;
  language: Language;
  name: string;
  phone: string;
  favouriteLocationId: string;
  marketing: boolean;
  /** The restaurants a favourite may be chosen from: those the site shows. */
  restaurants: { id: string; nameEn: string; nameAr: string }[];
};

/** What the account page shows of the signed-in guest. */
export async function readGuestAccount(db: DbOrTx, guest: GuestSession): Promise<GuestAccountView> {
  const [[account], restaurants, marketing] = await Promise.all([
    db.select().from(guestAccounts).where(eq(guestAccounts.id, guest.accountId)),
    db
      .select({ id: locations.id, nameEn: locations.nameEn, nameAr: locations.nameAr })
      .from(locations)
      .where(eq(locations.published, true))
      .orderBy(asc(locations.sort)),
    hasNewsletterConsent(db, guest.email),
  ]);
  return {
    email: guest.email,
    language: account?.language ?? guest.language,
    name: account?.name ?? '',
    phone: account?.phone ?? '',
    favouriteLocationId: account?.favouriteLocationId ?? '',
    marketing,
    restaurants,
  };
}

/** What a signed-in guest's checkout fills in: their saved details, and whether news is on. */
export async function readCheckoutDetails(db: DbOrTx, guest: GuestSession) {
  const [[account], marketing] = await Promise.all([
    db
      .select({ name: guestAccounts.name, phone: guestAccounts.phone })
      .from(guestAccounts)
      .where(eq(guestAccounts.id, guest.accountId)),
    hasNewsletterConsent(db, guest.email),
  ]);
  return {
    fullName: account?.name ?? '',
    phone: account?.phone ?? '',
    email: guest.email,
    marketing,
  };
}

/**
 * A signed-in guest's points as their account page shows them: the program's rule, the balance
 * and when it expires, the rewards on offer, and the ledger with each order's number. Null when
 * the program is off and the guest never had points.
 */
export async function readGuestPoints(db: DbOrTx, guest: GuestSession) {
  const [rules, points, rewards] = await Promise.all([
    readLoyaltyRules(db),
    guestPoints(db, guest.email),
    listRewards(db, { activeOnly: true }),
  ]);
  if (!points || (!rules.enabled && points.history.length === 0)) return null;
  return { rules, ...points, rewards: rules.enabled ? rewards : [] };
}
export type GuestPointsView = NonNullable<Awaited<ReturnType<typeof readGuestPoints>>>;

/** A signed-in guest's checkout: their balance and the rewards on offer (none: program off). */
export async function readCheckoutRewards(db: DbOrTx, guest: GuestSession) {
  const rules = await readLoyaltyRules(db);
  if (!rules.enabled) return { balance: 0, rewards: [] };
  const [balance, rewards] = await Promise.all([
    pointsBalance(db, guest.accountId),
    listRewards(db, { activeOnly: true }),
  ]);
  return { balance, rewards };
}

/** The account page's passkeys (guest-passkeys.ts). */
export { listGuestPasskeys, type GuestPasskey } from './guest-passkeys';
