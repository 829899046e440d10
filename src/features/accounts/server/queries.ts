import 'server-only';
import { asc, eq } from 'drizzle-orm';
import type { Language } from '@/lib/enums';
import type { DbOrTx } from '@/server/db/client';
import { guestAccounts, locations } from '@/server/db/schema';
import { hasNewsletterConsent } from './consent';
import type { GuestSession } from './sessions';

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
