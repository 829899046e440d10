import 'server-only';
import { createHmac, randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { createTranslator } from 'next-intl';
import ar from '../../../../messages/ar.json';
import en from '../../../../messages/en.json';
import { BRAND } from '@/lib/brand';
import type { Language } from '@/lib/enums';
import { localizedPath } from '@/lib/locale-path';
import { siteUrl } from '@/lib/site-url';
import { resolveAuthSecret } from '@/server/auth/secret';
import type { DbOrTx } from '@/server/db/client';
import { bronxNotifyList, locations, newsletterSubscribers } from '@/server/db/schema';
import { enqueueMail, SECRET_MARK } from '@/server/mail/outbox';
import { isSuppressed } from '@/server/privacy/suppressions';

/**
 * Sign-ups are confirmed first (double opt-in): signing up stores the address unconfirmed and
 * e-mails a link in the sign-up's language; only the person who opens it and says yes is ever
 * mailed. An address on the suppression list (unsubscribed, erased) is given the same answer and
 * nothing is stored or sent.
 */

/** How long a confirmation link works. */
export const CONFIRM_LINK_DAYS = 7;
/** A repeat sign-up of an unconfirmed address sends the link again, at most this often. */
export const CONFIRM_RESEND_MINUTES = 10;

type SignupTable = typeof newsletterSubscribers | typeof bronxNotifyList;
/** Which list a sign-up is on: the newsletter, or a coming-soon restaurant's opening notice. */
export type SignupList =
  { kind: 'newsletter' } | { kind: 'opening'; nameEn: string; nameAr: string };

const texts = {
  en: createTranslator({ locale: 'en', messages: en, namespace: 'signupMail' }),
  ar: createTranslator({ locale: 'ar', messages: ar, namespace: 'signupMail' }),
};

/** The keyed hash a confirmation token is stored and looked up as. */
async function tokenHash(tx: DbOrTx, token: string): Promise<string> {
  return createHmac('sha256', await resolveAuthSecret(tx))
    .update(`saba signup confirmation:${token}`)
    .digest('base64url');
}

/** A token is 32 random bytes in base64url; anything else is refused before a lookup. */
export const isSignupToken = (token: string) => /^[A-Za-z0-9_-]{43}$/.test(token);

async function openingOf(tx: DbOrTx, slug: string): Promise<SignupList> {
  const [row] = await tx
    .select({ nameEn: locations.nameEn, nameAr: locations.nameAr })
    .from(locations)
    .where(eq(locations.slug, slug));
  return { kind: 'opening', nameEn: row?.nameEn ?? slug, nameAr: row?.nameAr ?? slug };
}

function confirmationMail(email: string, language: Language, list: SignupList) {
  const t = texts[language];
  const brand = BRAND.name[language];
  const what =
    list.kind === 'newsletter'
      ? t('newsletter', { brand })
      : t('opening', { location: language === 'ar' ? list.nameAr : list.nameEn });
  const link = `${siteUrl()}${localizedPath(language, `/subscriptions/${SECRET_MARK}`)}`;
  return {
    kind: 'signup-confirm',
    to: [email],
    subject: t('subject', { what }),
    text: [
      t('body', { what }),
      t('link', { url: link, days: CONFIRM_LINK_DAYS }),
      t('notYou'),
      t('signOff', { brand }),
    ].join('\n\n'),
  };
}

/**
 * One row per address (case-insensitive; per restaurant for an opening notice). A new or still
 * unconfirmed sign-up is sent the confirmation link (again after CONFIRM_RESEND_MINUTES); a
 * confirmed one is thanked and sent nothing. The answer is the same in every case.
 */
export async function signUp(
  tx: DbOrTx,
  table: SignupTable,
  input: { email: string; language: Language; locationSlug?: string },
  now = new Date(),
): Promise<{ alreadySubscribed: boolean }> {
  if (await isSuppressed(tx, input.email)) return { alreadySubscribed: false };
  const opening = table === bronxNotifyList;
  const slug = input.locationSlug ?? 'bronx';
  const sameAddress = and(
    sql`lower(${table.email}) = ${input.email.trim().toLowerCase()}`,
    opening ? eq(bronxNotifyList.locationSlug, slug) : undefined,
  );
  const row = { email: input.email, language: input.language };
  await tx
    .insert(table as typeof bronxNotifyList)
    .values(opening ? { ...row, locationSlug: slug } : row)
    // The only unique keys besides the id: lower(email) (per location) and the token's hash.
    .onConflictDoNothing();
  const [found] = await tx
    .select({ id: table.id, confirmedAt: table.confirmedAt, sentAt: table.confirmSentAt })
    .from(table as typeof bronxNotifyList)
    .where(sameAddress)
    .for('update');
  if (!found || found.confirmedAt) return { alreadySubscribed: Boolean(found?.confirmedAt) };
  const resendAfter = now.getTime() - CONFIRM_RESEND_MINUTES * 60_000;
  if (found.sentAt && found.sentAt.getTime() > resendAfter) return { alreadySubscribed: false };
  const token = randomBytes(32).toString('base64url');
  await tx
    .update(table as typeof bronxNotifyList)
    .set({
      confirmTokenHash: await tokenHash(tx, token),
      confirmSentAt: now,
      language: input.language,
    })
    .where(eq(table.id, found.id));
  const list: SignupList = opening ? await openingOf(tx, slug) : { kind: 'newsletter' };
  await enqueueMail(tx, [
    { ...confirmationMail(input.email, input.language, list), secret: token },
  ]);
  return { alreadySubscribed: false };
}

/** What a confirmation link is about, and whether it is still good: for its page. */
export type SignupLink =
  | { state: 'unknown' }
  | { state: 'expired' | 'pending' | 'confirmed'; list: SignupList; language: Language };

async function findByToken(tx: DbOrTx, token: string) {
  if (!isSignupToken(token)) return null;
  const hash = await tokenHash(tx, token);
  for (const table of [newsletterSubscribers, bronxNotifyList] as const) {
    const [row] = await tx
      .select({
        id: table.id,
        email: table.email,
        language: table.language,
        confirmedAt: table.confirmedAt,
        sentAt: table.confirmSentAt,
        ...(table === bronxNotifyList ? { slug: bronxNotifyList.locationSlug } : {}),
      })
      .from(table as typeof bronxNotifyList)
      .where(eq(table.confirmTokenHash, hash));
    if (row) return { table, row: row as typeof row & { slug?: string } };
  }
  return null;
}

const linkExpired = (sentAt: Date | null, now: Date) =>
  !sentAt || now.getTime() - sentAt.getTime() > CONFIRM_LINK_DAYS * 86_400_000;

export async function readSignupLink(
  tx: DbOrTx,
  token: string,
  now = new Date(),
): Promise<SignupLink> {
  const found = await findByToken(tx, token);
  if (!found || (await isSuppressed(tx, found.row.email))) return { state: 'unknown' };
  const { row } = found;
  const list: SignupList = row.slug ? await openingOf(tx, row.slug) : { kind: 'newsletter' };
  const state = row.confirmedAt
    ? 'confirmed'
    : linkExpired(row.sentAt, now)
      ? 'expired'
      : 'pending';
  return { state, list, language: row.language };
}

/**
 * Confirms the sign-up the link was sent for, once, while the link is good. Returns whether it
 * is confirmed now (a second press of the button finds it confirmed and says so).
 */
export async function confirmSignup(
  tx: DbOrTx,
  token: string,
  now = new Date(),
): Promise<'confirmed' | 'expired' | 'unknown'> {
  const found = await findByToken(tx, token);
  if (!found || (await isSuppressed(tx, found.row.email))) return 'unknown';
  if (found.row.confirmedAt) return 'confirmed';
  if (linkExpired(found.row.sentAt, now)) return 'expired';
  const table = found.table as typeof bronxNotifyList;
  await tx
    .update(table)
    .set({ confirmedAt: now })
    .where(and(eq(table.id, found.row.id), isNull(table.confirmedAt)));
  return 'confirmed';
}
