import 'server-only';
import { eq } from 'drizzle-orm';
import { createTranslator } from 'next-intl';
import ar from '../../../../messages/ar.json';
import en from '../../../../messages/en.json';
import { BRAND } from '@/lib/brand';
import type { Language } from '@/lib/enums';
import type { DbOrTx } from '@/server/db/client';
import { locations } from '@/server/db/schema';
import type { QueuedMail } from '@/server/mail/outbox';
import { Refusal } from '@/server/refusal';
import { unsubscribeLinks } from './unsubscribe';

/**
 * A message to a list (the newsletter, an opening notice, a campaign): what the law and the
 * reader ask of every one (CAN-SPAM, RFC 8058). It says why the reader gets it, carries a link
 * and the one-click headers to unsubscribe, and the brand's postal address (its headquarters').
 */

const texts = {
  en: createTranslator({ locale: 'en', messages: en, namespace: 'listMail' }),
  ar: createTranslator({ locale: 'ar', messages: ar, namespace: 'listMail' }),
};

/** Why a reader gets a list's message, said at its foot. */
export type ListReason = { kind: 'newsletter' } | { kind: 'opening'; location: string };

/** The brand's postal address in each language: its headquarters'. */
export type PostalAddress = Record<Language, string>;

/**
 * The headquarters' address, printed in every list message. Refused when no restaurant is marked
 * as the headquarters: a list message without a postal address is not sent.
 */
export async function brandPostalAddress(tx: DbOrTx): Promise<PostalAddress> {
  const [hq] = await tx
    .select({ en: locations.addressEn, ar: locations.addressAr })
    .from(locations)
    .where(eq(locations.isHeadquarters, true))
    .limit(1);
  if (!hq || !hq.en.trim()) throw new Refusal('admin.listMail.noPostalAddress');
  return { en: hq.en.trim(), ar: hq.ar.trim() || hq.en.trim() };
}

/** One reader's message, before the list's foot is added. */
export type ListLetter = {
  kind: string;
  email: string;
  language: Language;
  subject: string;
  body: string;
  reason: ListReason;
  /** The campaign it belongs to: its unsubscribe link counts for it. */
  campaignId?: string;
};

/**
 * Writes a list's messages: the body given, then the reason, the unsubscribe link and the postal
 * address. Made once per send (the address and the signing secret are read once), then called
 * for each reader.
 */
export async function listMailer(tx: DbOrTx): Promise<(letter: ListLetter) => QueuedMail> {
  const postal = await brandPostalAddress(tx);
  const links = await unsubscribeLinks(tx);
  return ({ kind, email, language, subject, body, reason, campaignId }) => {
    const t = texts[language];
    const unsubscribe = links(email, language, campaignId);
    const why =
      reason.kind === 'newsletter'
        ? t('reasonNewsletter', { brand: BRAND.name[language] })
        : t('reasonOpening', { location: reason.location });
    return {
      kind,
      to: [email],
      subject,
      text: [
        body,
        '--',
        why,
        t('unsubscribe', { url: unsubscribe.pageUrl }),
        t('postal', { brand: BRAND.fullName[language], address: postal[language] }),
      ].join('\n\n'),
      secret: unsubscribe.secret,
      headers: unsubscribe.headers,
    };
  };
}
