import 'server-only';
import { and, asc, eq, lte } from 'drizzle-orm';
import { createTranslator } from 'next-intl';
import ar from '../../../../messages/ar.json';
import en from '../../../../messages/en.json';
import { serverEnv } from '@/env';
import type { Language } from '@/lib/enums';
import { localizedPath } from '@/lib/locale-path';
import { siteUrl } from '@/lib/site-url';
import type { Db, DbOrTx, Tx } from '@/server/db/client';
import type { Removed, Saved } from '@/server/db/rows';
import { campaigns } from '@/server/db/schema';
import { enqueueMail, SECRET_MARK, type QueuedMail } from '@/server/mail/outbox';
import { Refusal } from '@/server/refusal';
import type { CampaignInput } from '../schemas/campaign';
import { audienceOf } from './campaign-audience';
import { listMailer, type ListLetter } from './list-mail';

/**
 * E-mail campaigns (issue 48): written in both languages, sent to the confirmed list (or the part
 * of it an audience names: a language, guests who ordered at some restaurants, in the last N days,
 * or not for N days), now or at a time. When its time comes every message is written to the
 * outbox at once, each not before its turn at CAMPAIGN_MAILS_PER_MINUTE, and behind any other
 * mail due; its figures are read from there.
 */

export type Campaign = typeof campaigns.$inferSelect;

const texts = {
  en: createTranslator({ locale: 'en', messages: en, namespace: 'listMail' }),
  ar: createTranslator({ locale: 'ar', messages: ar, namespace: 'listMail' }),
};

/** Messages are written to the outbox this many at a time. */
const BATCH = 500;

/** Saves a draft (a campaign scheduled or sent is no longer changed). */
export async function saveCampaign(
  tx: Tx,
  input: CampaignInput,
  createdBy: string | null,
): Promise<Saved<Campaign>> {
  const { id, ...values } = input;
  const before = id ? await lockCampaign(tx, id) : null;
  if (before && before.status !== 'draft') throw new Refusal('admin.campaigns.notDraft');
  const [row] = before
    ? await tx
        .update(campaigns)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(campaigns.id, before.id))
        .returning()
    : await tx
        .insert(campaigns)
        .values({ ...values, createdBy })
        .returning();
  return { id: row!.id, created: !before, before, after: row! };
}

/** Deletes a draft or a scheduled campaign; a sent one stays, with its figures. */
export async function deleteCampaign(tx: Tx, id: string): Promise<Removed<Campaign>> {
  const before = await lockCampaign(tx, id);
  if (before.status === 'sent') throw new Refusal('admin.campaigns.alreadySent');
  await tx.delete(campaigns).where(eq(campaigns.id, id));
  return { id, before };
}

async function lockCampaign(tx: DbOrTx, id: string): Promise<Campaign> {
  const [row] = await tx.select().from(campaigns).where(eq(campaigns.id, id)).for('update');
  if (!row) throw new Refusal('admin.errors.notFound');
  return row;
}

/** Both languages' subject and body, or the fields still empty (each its message). */
function missingParts(campaign: Campaign): Record<string, string> {
  const missing: Record<string, string> = {};
  for (const field of ['subjectEn', 'subjectAr', 'bodyEn', 'bodyAr'] as const) {
    if (!campaign[field].trim()) missing[field] = `admin.campaigns.${field}Required`;
  }
  return missing;
}

function requireWhole(campaign: Campaign) {
  const missing = missingParts(campaign);
  if (Object.keys(missing).length > 0) throw new Refusal('admin.campaigns.incomplete', missing);
}

/** One reader's letter: the campaign's text in their language, and a link to the site. */
function letterOf(
  campaign: Campaign,
  reader: { email: string; language: Language },
  kind = 'campaign',
): ListLetter {
  const { language } = reader;
  const home = `${siteUrl()}${localizedPath(language, '/')}?c=${campaign.id}`;
  return {
    kind,
    email: reader.email,
    language,
    subject: language === 'ar' ? campaign.subjectAr : campaign.subjectEn,
    body: [
      language === 'ar' ? campaign.bodyAr : campaign.bodyEn,
      texts[language]('visit', { url: home }),
    ].join('\n\n'),
    reason: { kind: 'newsletter' },
    ...(kind === 'campaign' ? { campaignId: campaign.id } : {}),
  };
}

/**
 * Schedules a whole draft for `sendAt`, or for now (then writes its messages at once). Refused,
 * with nothing written: a language version missing, a time past, an audience of nobody, no
 * postal address.
 */
export async function scheduleCampaign(
  tx: Tx,
  id: string,
  sendAt: Date | null,
  now = new Date(),
): Promise<Campaign> {
  const campaign = await lockCampaign(tx, id);
  if (campaign.status !== 'draft') throw new Refusal('admin.campaigns.notDraft');
  requireWhole(campaign);
  if (sendAt && sendAt.getTime() < now.getTime() - 60_000) {
    throw new Refusal('admin.campaigns.sendAtPast', { sendAt: 'admin.campaigns.sendAtPast' });
  }
  if ((await audienceOf(tx, campaign, now)).length === 0) {
    throw new Refusal('admin.campaigns.nobody');
  }
  await listMailer(tx); // Refused here, not at its time, when no postal address is set.
  const at = sendAt && sendAt > now ? sendAt : now;
  const [scheduled] = await tx
    .update(campaigns)
    .set({ status: 'scheduled', sendAt: at, updatedAt: now })
    .where(eq(campaigns.id, id))
    .returning();
  return at > now ? scheduled! : dispatchCampaign(tx, scheduled!, now);
}

/** A scheduled campaign back to a draft, before its time. */
export async function unscheduleCampaign(tx: Tx, id: string): Promise<Campaign> {
  const campaign = await lockCampaign(tx, id);
  if (campaign.status !== 'scheduled') throw new Refusal('admin.campaigns.notScheduled');
  const [row] = await tx
    .update(campaigns)
    .set({ status: 'draft', sendAt: null, updatedAt: new Date() })
    .where(eq(campaigns.id, id))
    .returning();
  return row!;
}

/**
 * Writes a scheduled campaign's messages to the outbox, each reader's turn spread at the rate,
 * and marks it sent with how many. The audience is read now (a reader who left since is not
 * mailed); nobody left, it is sent to nobody.
 */
async function dispatchCampaign(tx: Tx, campaign: Campaign, now: Date): Promise<Campaign> {
  const readers = await audienceOf(tx, campaign, now);
  const write = await listMailer(tx);
  const spacingMs = 60_000 / serverEnv().CAMPAIGN_MAILS_PER_MINUTE;
  const mails: QueuedMail[] = readers.map((reader, i) => ({
    ...write(letterOf(campaign, reader)),
    campaignId: campaign.id,
    notBefore: new Date(now.getTime() + Math.floor(i * spacingMs)),
  }));
  for (let start = 0; start < mails.length; start += BATCH) {
    await enqueueMail(tx, mails.slice(start, start + BATCH));
  }
  const [sent] = await tx
    .update(campaigns)
    .set({ status: 'sent', sendAt: now, recipients: mails.length, updatedAt: now })
    .where(eq(campaigns.id, campaign.id))
    .returning();
  return sent!;
}

/**
 * The campaigns whose time has come, each in its own transaction, taken under its row's lock so
 * that several instances send each once. Run by the campaign worker.
 */
export async function dispatchDueCampaigns(db: Db, now = new Date()): Promise<number> {
  let dispatched = 0;
  for (;;) {
    const done = await db.transaction(async (tx) => {
      const [due] = await tx
        .select()
        .from(campaigns)
        .where(and(eq(campaigns.status, 'scheduled'), lte(campaigns.sendAt, now)))
        .orderBy(asc(campaigns.sendAt))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!due) return false;
      await dispatchCampaign(tx, due, now);
      return true;
    });
    if (!done) return dispatched;
    dispatched++;
  }
}

/**
 * Both language versions to the staff member who asks, marked as a test; the campaign's figures
 * do not count it.
 */
export async function sendCampaignTest(tx: Tx, id: string, to: string): Promise<void> {
  const campaign = await lockCampaign(tx, id);
  requireWhole(campaign);
  const write = await listMailer(tx);
  await enqueueMail(
    tx,
    (['en', 'ar'] as const).map((language) => {
      const mail = write(letterOf(campaign, { email: to, language }, 'campaign-test'));
      return { ...mail, subject: texts[language]('testSubject', { subject: mail.subject }) };
    }),
  );
}

/** What each reader will read, in both languages, the unsubscribe link shown as a mark. */
export async function previewCampaign(tx: DbOrTx, campaign: Campaign) {
  const write = await listMailer(tx);
  const show = (language: Language) => {
    const mail = write(letterOf(campaign, { email: 'reader@example.com', language }));
    return { subject: mail.subject, text: mail.text.split(SECRET_MARK).join('…') };
  };
  return { en: show('en'), ar: show('ar') };
}
