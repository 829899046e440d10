import 'server-only';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { createTranslator } from 'next-intl';
import ar from '../../../../messages/ar.json';
import en from '../../../../messages/en.json';
import { BRAND } from '@/lib/brand';
import { localizedPath } from '@/lib/locale-path';
import { siteUrl } from '@/lib/site-url';
import type { DbOrTx, Tx } from '@/server/db/client';
import { bronxNotifyList, locations } from '@/server/db/schema';
import { enqueueMail, type QueuedMail } from '@/server/mail/outbox';
import { suppressedAmong } from '@/server/privacy/suppressions';
import { Refusal } from '@/server/refusal';
import { listMailer } from './list-mail';

/**
 * Opening notices: when a coming-soon restaurant opens (published, no longer coming soon), owners
 * are offered to tell its notify list, once, each confirmed address in its own language. The
 * restaurant's row keeps when it went and to how many; a second send is refused.
 */

const texts = {
  en: createTranslator({ locale: 'en', messages: en, namespace: 'openingMail' }),
  ar: createTranslator({ locale: 'ar', messages: ar, namespace: 'openingMail' }),
};

/** Messages are written to the outbox this many at a time. */
const BATCH = 500;

/** What the restaurant's page in the console says of its opening notice. */
export type OpeningNoticeState = {
  /** Published and not coming soon: the news may go. */
  open: boolean;
  /** Confirmed addresses waiting to hear (before sending). */
  waiting: number;
  sentAt: Date | null;
  sentCount: number | null;
};

const confirmedFor = (slug: string) =>
  and(eq(bronxNotifyList.locationSlug, slug), isNotNull(bronxNotifyList.confirmedAt));

export async function openingNoticeState(
  db: DbOrTx,
  location: {
    slug: string;
    published: boolean;
    comingSoon: boolean;
    openingNoticeSentAt: Date | null;
    openingNoticeCount: number | null;
  },
): Promise<OpeningNoticeState> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(bronxNotifyList)
    .where(confirmedFor(location.slug));
  return {
    open: location.published && !location.comingSoon,
    waiting: row?.count ?? 0,
    sentAt: location.openingNoticeSentAt,
    sentCount: location.openingNoticeCount,
  };
}

/**
 * Sends the opening news to the restaurant's confirmed notify list, under the restaurant row's
 * lock so that two presses at once send it once. Refused, with nothing written, when it was sent
 * already, the restaurant is not open, nobody confirmed, or the brand has no postal address.
 */
export async function sendOpeningNotice(
  tx: Tx,
  locationId: string,
  now = new Date(),
): Promise<{ count: number; slug: string }> {
  const [location] = await tx
    .select()
    .from(locations)
    .where(eq(locations.id, locationId))
    .for('update');
  if (!location) throw new Refusal('admin.errors.notFound');
  if (location.openingNoticeSentAt) throw new Refusal('admin.openingNotice.alreadySent');
  if (!location.published || location.comingSoon) {
    throw new Refusal('admin.openingNotice.notOpen');
  }
  const write = await listMailer(tx);
  const readers = await tx
    .select({ email: bronxNotifyList.email, language: bronxNotifyList.language })
    .from(bronxNotifyList)
    .where(confirmedFor(location.slug))
    .orderBy(asc(bronxNotifyList.createdAt));
  const suppressed = await suppressedAmong(
    tx,
    readers.map((reader) => reader.email),
  );
  const mails: QueuedMail[] = [];
  for (const reader of readers) {
    if (suppressed.has(reader.email)) continue;
    const t = texts[reader.language];
    const name = reader.language === 'ar' ? location.nameAr : location.nameEn;
    const address = reader.language === 'ar' ? location.addressAr : location.addressEn;
    const page = `${siteUrl()}${localizedPath(reader.language, `/locations/${location.slug}`)}`;
    mails.push(
      write({
        kind: 'opening-notice',
        email: reader.email,
        language: reader.language,
        subject: t('subject', { location: name }),
        body: [
          t('body', { location: name, address }),
          t('link', { url: page }),
          t('signOff', { brand: BRAND.name[reader.language] }),
        ].join('\n\n'),
        reason: { kind: 'opening', location: name },
      }),
    );
  }
  if (mails.length === 0) throw new Refusal('admin.openingNotice.nobody');
  for (let start = 0; start < mails.length; start += BATCH) {
    await enqueueMail(tx, mails.slice(start, start + BATCH));
  }
  await tx
    .update(locations)
    .set({ openingNoticeSentAt: now, openingNoticeCount: mails.length })
    .where(eq(locations.id, location.id));
  return { count: mails.length, slug: location.slug };
}
