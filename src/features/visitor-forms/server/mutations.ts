import 'server-only';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { generateTicketId } from '@/lib/ticket';
import type { careersSchema } from '@/features/visitor-forms/schemas/careers';
import type { cateringSchema } from '@/features/visitor-forms/schemas/catering';
import type { contactSchema } from '@/features/visitor-forms/schemas/contact';
import type { feedbackSchema } from '@/features/visitor-forms/schemas/feedback';
import { GOOD_RATING } from '@/features/visitor-forms/schemas/feedback';
import type { franchiseSchema } from '@/features/visitor-forms/schemas/franchise';
import { signUp } from './signup-confirmation';
import type { bronxNotifySchema, newsletterSchema } from '@/features/visitor-forms/schemas/signups';
import type { DbOrTx } from '@/server/db/client';
import {
  bronxNotifyList,
  careersApplications,
  contactInquiries,
  inquiriesCatering,
  leadsFranchise,
  locations,
  newsletterSubscribers,
  reviewsFeedback,
} from '@/server/db/schema';
import {
  CAREERS_FIELDS,
  CATERING_FIELDS,
  CONTACT_FIELDS,
  FEEDBACK_FIELDS,
  FRANCHISE_FIELDS,
  storedAnswers,
  type Answers,
} from './forms';
import { queueStaffMail } from './staff-mail';
import { cateringGuestMail } from './catering-mail';
import { enqueueMail } from '@/server/mail/outbox';

type NewFranchiseLead = typeof leadsFranchise.$inferInsert;
type NewCareerApplication = typeof careersApplications.$inferInsert;
type NewContactInquiry = typeof contactInquiries.$inferInsert;
type NewFeedback = typeof reviewsFeedback.$inferInsert;
type NewCateringInquiry = typeof inquiriesCatering.$inferInsert;

/** A franchise application, and its staff e-mail. */
export async function createFranchiseLead(
  tx: DbOrTx,
  input: Answers<z.output<typeof franchiseSchema>>,
) {
  const [lead] = await tx
    .insert(leadsFranchise)
    .values({ ...storedAnswers(FRANCHISE_FIELDS, input), status: 'new' } as NewFranchiseLead)
    .returning();
  await queueStaffMail(
    tx,
    {
      kind: 'franchise_lead',
      recipients: 'franchise',
      title: 'franchise',
      titleValues: { name: lead!.fullName },
      fields: FRANCHISE_FIELDS,
    },
    lead!,
  );
  return { id: lead!.id };
}

/** A job application, and its staff e-mail. */
export async function createCareerApplication(
  tx: DbOrTx,
  input: Answers<z.output<typeof careersSchema>>,
) {
  const [row] = await tx
    .insert(careersApplications)
    .values(storedAnswers(CAREERS_FIELDS, input) as NewCareerApplication)
    .returning();
  await queueStaffMail(
    tx,
    {
      kind: 'career_application',
      recipients: 'careers',
      title: 'careers',
      titleValues: { name: row!.name, position: row!.position },
      fields: CAREERS_FIELDS,
    },
    row!,
  );
  return { id: row!.id };
}

/** A catering inquiry, its staff e-mail, and the guest's acknowledgement in their language. */
export async function createCateringInquiry(
  tx: DbOrTx,
  input: Answers<z.output<typeof cateringSchema>>,
) {
  const [row] = await tx
    .insert(inquiriesCatering)
    .values(storedAnswers(CATERING_FIELDS, input) as NewCateringInquiry)
    .returning();
  await queueStaffMail(
    tx,
    {
      kind: 'catering_inquiry',
      recipients: 'catering',
      title: 'catering',
      titleValues: {
        name: row!.fullName,
        guests: String(row!.guestCount ?? ''),
        date: row!.eventDate ?? '',
      },
      fields: CATERING_FIELDS,
    },
    row!,
  );
  const [location] = row!.locationSlug
    ? await tx
        .select({ nameEn: locations.nameEn, nameAr: locations.nameAr })
        .from(locations)
        .where(eq(locations.slug, row!.locationSlug))
    : [];
  await enqueueMail(tx, [cateringGuestMail(row!, location ?? null)]);
  return { id: row!.id };
}

export type StoredAttachment = { key: string; name: string; mime: string; size: number };

export async function createContactInquiry(
  tx: DbOrTx,
  input: Answers<Omit<z.output<typeof contactSchema>, 'attachment' | 'website' | 'consent'>>,
  meta: { userAgent: string | null; referrer: string | null; attachment: StoredAttachment | null },
) {
  // A clash of random suffixes is very unlikely; the unique key makes it impossible, and we retry.
  for (let attempt = 0; attempt < 5; attempt++) {
    const ticketId = generateTicketId();
    const inserted = await tx
      .insert(contactInquiries)
      .values({
        ...(storedAnswers(CONTACT_FIELDS, input) as NewContactInquiry),
        ticketId,
        userAgent: meta.userAgent?.slice(0, 500) ?? null,
        referrer: meta.referrer?.slice(0, 1000) || null,
        attachmentKey: meta.attachment?.key ?? null,
        attachmentName: meta.attachment?.name ?? null,
        attachmentMimeType: meta.attachment?.mime ?? null,
        attachmentSize: meta.attachment?.size ?? null,
      })
      .onConflictDoNothing({ target: contactInquiries.ticketId })
      .returning();
    const row = inserted[0];
    if (!row) continue;
    await queueStaffMail(
      tx,
      {
        kind: 'contact_inquiry',
        recipients: 'contact',
        title: 'contact',
        titleValues: { type: row.inquiryType, ticket: ticketId, name: row.fullName },
        fields: CONTACT_FIELDS,
      },
      row,
    );
    return { id: row.id, ticketId };
  }
  throw new Error('could not allocate a unique ticket id');
}

export const REDIRECTED_TO_REVIEWS = 'Visitor was redirected to Google Reviews';

export async function createFeedback(tx: DbOrTx, input: Answers<z.output<typeof feedbackSchema>>) {
  const comments = input.rating >= GOOD_RATING ? REDIRECTED_TO_REVIEWS : input.comments.trim();
  const [row] = await tx
    .insert(reviewsFeedback)
    .values(storedAnswers(FEEDBACK_FIELDS, { ...input, comments }) as NewFeedback)
    .returning({ id: reviewsFeedback.id });
  return { id: row!.id };
}

/** A sign-up, stored unconfirmed and sent its confirmation link (signup-confirmation.ts). */
export const subscribeNewsletter = (tx: DbOrTx, input: z.output<typeof newsletterSchema>) =>
  signUp(tx, newsletterSubscribers, input);

export const joinBronxNotifyList = (tx: DbOrTx, input: z.output<typeof bronxNotifySchema>) =>
  signUp(tx, bronxNotifyList, input);

export const newAttachmentKey = (extension: string) =>
  `contact/${new Date().toISOString().slice(0, 10)}/${randomUUID()}.${extension}`;
