import 'server-only';
import { sql } from 'drizzle-orm';
import type { Language } from '@/lib/enums';
import type { DbOrTx } from '@/server/db/client';
import { newsletterSubscribers } from '@/server/db/schema';
import { unsuppress } from '@/server/privacy/suppressions';
import { signUp } from '@/features/visitor-forms/server';
import type { GuestSession } from './sessions';

/**
 * A guest account's e-mail news is its address on the newsletter list, confirmed: the address was
 * proven by the sign-in code and the guest ticked the box themselves, so no second link is sent.
 * Unticking takes it off the list; an unsubscribe link takes it off too, and the box shows it.
 */

const sameAddress = (email: string) =>
  sql`lower(${newsletterSubscribers.email}) = ${email.trim().toLowerCase()}`;

export async function hasNewsletterConsent(db: DbOrTx, email: string): Promise<boolean> {
  const [row] = await db
    .select({ confirmedAt: newsletterSubscribers.confirmedAt })
    .from(newsletterSubscribers)
    .where(sameAddress(email));
  return Boolean(row?.confirmedAt);
}

export async function setNewsletterConsent(
  tx: DbOrTx,
  input: { email: string; language: Language; consent: boolean },
  now = new Date(),
): Promise<void> {
  if (!input.consent) {
    await tx.delete(newsletterSubscribers).where(sameAddress(input.email));
    return;
  }
  // Asked for again by its proven owner: an earlier unsubscribe no longer holds.
  await unsuppress(tx, input.email);
  const updated = await tx
    .update(newsletterSubscribers)
    .set({
      confirmedAt: sql`coalesce(${newsletterSubscribers.confirmedAt}, ${now.toISOString()}::timestamptz)`,
      language: input.language,
      confirmTokenHash: null,
    })
    .where(sameAddress(input.email))
    .returning({ id: newsletterSubscribers.id });
  if (updated.length > 0) return;
  await tx
    .insert(newsletterSubscribers)
    .values({ email: input.email, language: input.language, confirmedAt: now })
    .onConflictDoNothing();
}

/**
 * The checkout's "E-mail me news and offers": the order's address joins the newsletter once it is
 * confirmed through the link mailed to it (double opt-in), unless it is the signed-in guest's own
 * address, proven by their sign-in code: then it joins at once.
 */
export async function consentAtCheckout(
  tx: DbOrTx,
  input: { email: string; language: Language },
  guest: GuestSession | null,
): Promise<void> {
  if (guest && guest.email === input.email.trim().toLowerCase()) {
    await setNewsletterConsent(tx, { ...input, consent: true });
    return;
  }
  await signUp(tx, newsletterSubscribers, input);
}
