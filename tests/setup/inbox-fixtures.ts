import type { Tx } from '../../src/server/db/client';
import {
  careersApplications,
  contactInquiries,
  inquiriesCatering,
  leadsFranchise,
  reviewsFeedback,
} from '../../src/server/db/schema';
import { privateStorage } from '../../src/server/storage/storage';
import { ATTACHMENT_BYTES, inboxData } from '../e2e/inbox-data';

/** One set of visitor submissions for a test project (see tests/e2e/inbox-data.ts). */
export async function seedInboxes(tx: Tx, project: string) {
  const data = inboxData(project);
  const attachmentKey = `contact/e2e-${project}.pdf`;
  await privateStorage().put(
    attachmentKey,
    new TextEncoder().encode(ATTACHMENT_BYTES),
    'application/pdf',
  );
  await tx.insert(contactInquiries).values([
    {
      ticketId: data.contact.ticketId,
      fullName: data.contact.fullName,
      email: `layla.${project}@e2e.test`,
      phone: '+1 313 555 0101',
      inquiryType: 'catering',
      locationSlug: 'canton',
      message: data.contact.message,
      attachmentKey,
      attachmentName: data.contact.attachmentName,
      attachmentMimeType: 'application/pdf',
      attachmentSize: ATTACHMENT_BYTES.length,
      language: 'ar',
      userAgent: 'Mozilla/5.0 (e2e)',
      referrer: 'https://www.google.com/',
    },
    {
      ticketId: data.otherContact.ticketId,
      fullName: data.otherContact.fullName,
      email: `mark.${project}@e2e.test`,
      inquiryType: 'general',
      locationSlug: 'east-dearborn',
      message: 'Do you have gift cards?',
      language: 'en',
      createdAt: new Date('2026-01-05T15:00:00Z'),
    },
  ]);
  await tx.insert(inquiriesCatering).values({
    fullName: data.catering.fullName,
    email: `omar.${project}@e2e.test`,
    phone: '+1 313 555 0102',
    eventDate: '2026-12-20',
    guestCount: data.catering.guestCount,
    locationSlug: 'west-dearborn',
    message: 'Wedding lunch, mandi and haneeth',
  });
  await tx.insert(careersApplications).values([
    {
      name: data.careers.lineCook,
      email: `sara.${project}@e2e.test`,
      phone: '+1 313 555 0103',
      position: 'line-cook',
      availability: 'Evenings and weekends',
      experience: 'Three years on the grill',
      coverLetter: 'I love Yemeni food.',
    },
    {
      name: data.careers.server,
      email: `ali.${project}@e2e.test`,
      phone: '+1 313 555 0104',
      position: 'server',
    },
  ]);
  await tx.insert(leadsFranchise).values([
    {
      fullName: data.franchise.strong,
      email: `khalid.${project}@e2e.test`,
      phone: '+1 313 555 0105',
      city: 'Columbus',
      state: 'OH',
      territory: 'Central Ohio',
      liquidCapitalUsd: 200_000,
      netWorthUsd: 650_000,
      timeline: '6-12m',
      priorRestaurantExperience: true,
    },
    {
      fullName: data.franchise.weak,
      email: `nora.${project}@e2e.test`,
      phone: '+1 313 555 0106',
      territory: 'Buffalo, NY',
      liquidCapitalUsd: 90_000,
      netWorthUsd: 300_000,
      timeline: '12m+',
    },
  ]);
  await tx.insert(reviewsFeedback).values([
    { locationSlug: 'canton', rating: 2, comments: data.reviews.low, language: 'en' },
    { locationSlug: 'east-dearborn', rating: 5, comments: data.reviews.high, language: 'en' },
  ]);
}
