import 'server-only';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { generateTicketId } from '@/lib/ticket';
import type { careersSchema } from '@/schemas/careers';
import type { contactSchema } from '@/schemas/contact';
import type { feedbackSchema } from '@/schemas/feedback';
import { GOOD_RATING } from '@/schemas/feedback';
import type { franchiseSchema } from '@/schemas/franchise';
import type { bronxNotifySchema, newsletterSchema } from '@/schemas/signups';
import type { DbOrTx } from '../db/client';
import {
  bronxNotifyList,
  careersApplications,
  contactInquiries,
  leadsFranchise,
  newsletterSubscribers,
  reviewsFeedback,
} from '../db/schema';
import { enqueueMail } from '../mail/outbox';
import { staffNotification } from '../mail/templates';
import { recipientsFor } from '../settings/queries';

export async function createFranchiseLead(tx: DbOrTx, input: z.output<typeof franchiseSchema>) {
  const [lead] = await tx
    .insert(leadsFranchise)
    .values({ ...input, status: 'new' })
    .returning({ id: leadsFranchise.id });
  await enqueueMail(tx, [
    staffNotification({
      kind: 'franchise_lead',
      to: await recipientsFor(tx, 'franchise'),
      replyTo: input.email,
      titleEn: `New franchise application: ${input.fullName}`,
      titleAr: `طلب امتياز تجاري جديد: ${input.fullName}`,
      fields: [
        { en: 'Full name', ar: 'الاسم الكامل', value: input.fullName },
        { en: 'Email', ar: 'البريد الإلكتروني', value: input.email },
        { en: 'Phone', ar: 'الهاتف', value: input.phone },
        { en: 'City', ar: 'المدينة', value: input.city },
        { en: 'State', ar: 'الولاية', value: input.state },
        { en: 'Preferred territory', ar: 'المنطقة المفضلة', value: input.territory },
        {
          en: 'Liquid capital (USD)',
          ar: 'رأس المال السائل (دولار)',
          value: input.liquidCapitalUsd.toLocaleString('en-US'),
        },
        {
          en: 'Net worth (USD)',
          ar: 'صافي الثروة (دولار)',
          value: input.netWorthUsd.toLocaleString('en-US'),
        },
        { en: 'Timeline', ar: 'الإطار الزمني', value: input.timeline },
        {
          en: 'Prior restaurant experience',
          ar: 'خبرة سابقة في المطاعم',
          value: input.priorRestaurantExperience,
        },
        { en: 'Experience notes', ar: 'تفاصيل الخبرة', value: input.experienceNotes },
        { en: 'Language', ar: 'اللغة', value: input.language },
      ],
    }),
  ]);
  return { id: lead!.id };
}

export async function createCareerApplication(tx: DbOrTx, input: z.output<typeof careersSchema>) {
  const [row] = await tx
    .insert(careersApplications)
    .values(input)
    .returning({ id: careersApplications.id });
  await enqueueMail(tx, [
    staffNotification({
      kind: 'career_application',
      to: await recipientsFor(tx, 'careers'),
      replyTo: input.email,
      titleEn: `New job application: ${input.name} (${input.position})`,
      titleAr: `طلب توظيف جديد: ${input.name} (${input.position})`,
      fields: [
        { en: 'Name', ar: 'الاسم', value: input.name },
        { en: 'Email', ar: 'البريد الإلكتروني', value: input.email },
        { en: 'Phone', ar: 'الهاتف', value: input.phone },
        { en: 'Position', ar: 'الوظيفة', value: input.position },
        { en: 'Resume link', ar: 'رابط السيرة الذاتية', value: input.resumeLink },
        { en: 'Availability', ar: 'أوقات التوفر', value: input.availability },
        { en: 'Experience', ar: 'الخبرة', value: input.experience },
        { en: 'Cover letter', ar: 'رسالة التقديم', value: input.coverLetter },
        { en: 'Language', ar: 'اللغة', value: input.language },
      ],
    }),
  ]);
  return { id: row!.id };
}

export type StoredAttachment = { key: string; name: string; mime: string; size: number };

export async function createContactInquiry(
  tx: DbOrTx,
  input: Omit<z.output<typeof contactSchema>, 'attachment' | 'website' | 'consent'>,
  meta: { userAgent: string | null; referrer: string | null; attachment: StoredAttachment | null },
) {
  // A clash of random suffixes is very unlikely; the unique key makes it impossible, and we retry.
  for (let attempt = 0; attempt < 5; attempt++) {
    const ticketId = generateTicketId();
    const inserted = await tx
      .insert(contactInquiries)
      .values({
        ticketId,
        fullName: input.fullName,
        email: input.email,
        phone: input.phone,
        inquiryType: input.inquiryType,
        locationSlug: input.locationSlug,
        message: input.message,
        language: input.language,
        userAgent: meta.userAgent?.slice(0, 500) ?? null,
        referrer: meta.referrer?.slice(0, 1000) || null,
        attachmentKey: meta.attachment?.key ?? null,
        attachmentName: meta.attachment?.name ?? null,
        attachmentMimeType: meta.attachment?.mime ?? null,
        attachmentSize: meta.attachment?.size ?? null,
      })
      .onConflictDoNothing({ target: contactInquiries.ticketId })
      .returning({ id: contactInquiries.id });
    if (inserted.length === 0) continue;
    await enqueueMail(tx, [
      staffNotification({
        kind: 'contact_inquiry',
        to: await recipientsFor(tx, 'contact'),
        replyTo: input.email,
        titleEn: `New ${input.inquiryType} inquiry ${ticketId}: ${input.fullName}`,
        titleAr: `استفسار جديد ${ticketId}: ${input.fullName}`,
        fields: [
          { en: 'Ticket', ar: 'رقم التذكرة', value: ticketId },
          { en: 'Name', ar: 'الاسم', value: input.fullName },
          { en: 'Email', ar: 'البريد الإلكتروني', value: input.email },
          { en: 'Phone', ar: 'الهاتف', value: input.phone },
          { en: 'Inquiry type', ar: 'نوع الاستفسار', value: input.inquiryType },
          { en: 'Location', ar: 'الفرع', value: input.locationSlug },
          { en: 'Message', ar: 'الرسالة', value: input.message },
          {
            en: 'Attachment',
            ar: 'المرفق',
            value: meta.attachment
              ? `${meta.attachment.name} (${Math.round(meta.attachment.size / 1024)} KB, in the admin console)`
              : null,
          },
          { en: 'Language', ar: 'اللغة', value: input.language },
        ],
      }),
    ]);
    return { id: inserted[0]!.id, ticketId };
  }
  throw new Error('could not allocate a unique ticket id');
}

export const REDIRECTED_TO_REVIEWS = 'Visitor was redirected to Google Reviews';

export async function createFeedback(tx: DbOrTx, input: z.output<typeof feedbackSchema>) {
  const comments = input.rating >= GOOD_RATING ? REDIRECTED_TO_REVIEWS : input.comments.trim();
  const [row] = await tx
    .insert(reviewsFeedback)
    .values({
      locationSlug: input.locationSlug,
      rating: input.rating,
      comments,
      language: input.language,
    })
    .returning({ id: reviewsFeedback.id });
  return { id: row!.id };
}

/** One row per e-mail (case-insensitive); a repeat sign-up is thanked, not duplicated. */
async function addOnce(
  tx: DbOrTx,
  table: typeof newsletterSubscribers | typeof bronxNotifyList,
  input: { email: string; language: 'en' | 'ar' },
) {
  const inserted = await tx
    .insert(table)
    .values({ email: input.email, language: input.language })
    // The only unique key besides the id is lower(email).
    .onConflictDoNothing()
    .returning({ id: table.id });
  return { alreadySubscribed: inserted.length === 0 };
}

export const subscribeNewsletter = (tx: DbOrTx, input: z.output<typeof newsletterSchema>) =>
  addOnce(tx, newsletterSubscribers, input);

export const joinBronxNotifyList = (tx: DbOrTx, input: z.output<typeof bronxNotifySchema>) =>
  addOnce(tx, bronxNotifyList, input);

export const newAttachmentKey = (extension: string) =>
  `contact/${new Date().toISOString().slice(0, 10)}/${randomUUID()}.${extension}`;
