import 'server-only';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, id, inList, language, languageCheck, timestamps } from './columns';
import {
  CAREER_POSITIONS,
  CATERING_BUDGETS,
  CATERING_SERVICES,
  CAREER_STATUSES,
  FRANCHISE_STATUSES,
  FRANCHISE_TIMELINES,
  INQUIRY_STATUSES,
  INQUIRY_TYPES,
  RESERVATION_SOURCES,
  RESERVATION_STATUSES,
  CANCELLED_BY,
  MAIL_SUPPRESSION_REASONS,
} from '../../../lib/enums';

export const leadsFranchise = pgTable(
  'leads_franchise',
  {
    id: id(),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    city: text('city'),
    state: text('state'),
    territory: text('territory').notNull(),
    liquidCapitalUsd: numeric('liquid_capital_usd', {
      precision: 14,
      scale: 2,
      mode: 'number',
    }).notNull(),
    netWorthUsd: numeric('net_worth_usd', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    timeline: text('timeline', { enum: FRANCHISE_TIMELINES }).notNull().default('6-12m'),
    priorRestaurantExperience: boolean('prior_restaurant_experience').notNull().default(false),
    experienceNotes: text('experience_notes'),
    language: language(),
    status: text('status', { enum: FRANCHISE_STATUSES }).notNull().default('new'),
    notes: text('notes'),
    ...timestamps(),
  },
  (t) => [
    index('leads_franchise_status_created_idx').on(t.status, t.createdAt.desc()),
    index('leads_franchise_created_idx').on(t.createdAt.desc()),
    inList('leads_franchise', 'timeline', FRANCHISE_TIMELINES),
    inList('leads_franchise', 'status', FRANCHISE_STATUSES),
    languageCheck('leads_franchise'),
    check(
      'leads_franchise_money_nonnegative',
      sql`${t.liquidCapitalUsd} >= 0 AND ${t.netWorthUsd} >= 0`,
    ),
  ],
);

export const careersApplications = pgTable(
  'careers_applications',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    position: text('position', { enum: CAREER_POSITIONS }).notNull(),
    resumeLink: text('resume_link'),
    coverLetter: text('cover_letter'),
    availability: text('availability'),
    experience: text('experience'),
    language: language(),
    status: text('status', { enum: CAREER_STATUSES }).notNull().default('new'),
    notes: text('notes'),
    ...timestamps(),
  },
  (t) => [
    index('careers_applications_created_idx').on(t.createdAt.desc()),
    index('careers_applications_position_status_idx').on(t.position, t.status),
    inList('careers_applications', 'position', CAREER_POSITIONS),
    inList('careers_applications', 'status', CAREER_STATUSES),
    languageCheck('careers_applications'),
  ],
);

export const contactInquiries = pgTable(
  'contact_inquiries',
  {
    id: id(),
    ticketId: text('ticket_id').notNull().unique(),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    inquiryType: text('inquiry_type', { enum: INQUIRY_TYPES }).notNull(),
    locationSlug: text('location_slug').notNull(),
    message: text('message').notNull(),
    // Private storage key of the visitor's attachment; served only through an authorised route.
    attachmentKey: text('attachment_key'),
    attachmentName: text('attachment_name'),
    attachmentMimeType: text('attachment_mime_type'),
    attachmentSize: integer('attachment_size'),
    language: language(),
    userAgent: text('user_agent'),
    referrer: text('referrer'),
    status: text('status', { enum: INQUIRY_STATUSES }).notNull().default('new'),
    notes: text('notes'),
    ...timestamps(),
  },
  (t) => [
    index('contact_inquiries_created_idx').on(t.createdAt.desc()),
    index('contact_inquiries_filter_idx').on(t.status, t.inquiryType, t.locationSlug),
    inList('contact_inquiries', 'inquiry_type', INQUIRY_TYPES),
    inList('contact_inquiries', 'status', INQUIRY_STATUSES),
    languageCheck('contact_inquiries'),
  ],
);

export const inquiriesCatering = pgTable(
  'inquiries_catering',
  {
    id: id(),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    eventDate: date('event_date'),
    guestCount: integer('guest_count'),
    locationSlug: text('location_slug'),
    service: text('service', { enum: CATERING_SERVICES }),
    budget: text('budget', { enum: CATERING_BUDGETS }),
    message: text('message'),
    language: language(),
    status: text('status', { enum: INQUIRY_STATUSES }).notNull().default('new'),
    notes: text('notes'),
    ...timestamps(),
  },
  (t) => [
    index('inquiries_catering_created_idx').on(t.createdAt.desc()),
    index('inquiries_catering_status_idx').on(t.status),
    inList('inquiries_catering', 'status', INQUIRY_STATUSES),
    inList('inquiries_catering', 'service', CATERING_SERVICES),
    inList('inquiries_catering', 'budget', CATERING_BUDGETS),
    languageCheck('inquiries_catering'),
    check(
      'inquiries_catering_guests_positive',
      sql`${t.guestCount} IS NULL OR ${t.guestCount} > 0`,
    ),
  ],
);

export const reviewsFeedback = pgTable(
  'reviews_feedback',
  {
    id: id(),
    locationSlug: text('location_slug').notNull().default('general'),
    rating: integer('rating').notNull(),
    comments: text('comments').notNull().default(''),
    language: language(),
    addressedAt: timestamp('addressed_at', { withTimezone: true }),
    addressedBy: text('addressed_by'),
    addressNote: text('address_note'),
    createdAt: createdAt(),
  },
  (t) => [
    index('reviews_feedback_created_idx').on(t.createdAt.desc()),
    index('reviews_feedback_rating_idx').on(t.rating, t.addressedAt),
    index('reviews_feedback_location_idx').on(t.locationSlug),
    check('reviews_feedback_rating_range', sql`${t.rating} BETWEEN 1 AND 5`),
    languageCheck('reviews_feedback'),
  ],
);

export const bronxNotifyList = pgTable(
  'bronx_notify_list',
  {
    id: id(),
    email: text('email').notNull(),
    language: language(),
    /** Which coming-soon location's opening (the Bronx, or any later one). */
    locationSlug: text('location_slug').notNull().default('bronx'),
    /** Confirmed by the link in the e-mail sent on signing up (double opt-in); only then mailed. */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** The confirmation link's token, as a keyed hash; when that e-mail was last sent. */
    confirmTokenHash: text('confirm_token_hash'),
    confirmSentAt: timestamp('confirm_sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('bronx_notify_list_email_location_unique').on(
      sql`lower(${t.email})`,
      t.locationSlug,
    ),
    index('bronx_notify_list_created_idx').on(t.createdAt.desc()),
    uniqueIndex('bronx_notify_list_confirm_token_unique').on(t.confirmTokenHash),
    languageCheck('bronx_notify_list'),
  ],
);

export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: id(),
    email: text('email').notNull(),
    language: language(),
    /** Confirmed by the link in the e-mail sent on signing up (double opt-in); only then mailed. */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** The confirmation link's token, as a keyed hash; when that e-mail was last sent. */
    confirmTokenHash: text('confirm_token_hash'),
    confirmSentAt: timestamp('confirm_sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('newsletter_subscribers_email_unique').on(sql`lower(${t.email})`),
    index('newsletter_subscribers_created_idx').on(t.createdAt.desc()),
    uniqueIndex('newsletter_subscribers_confirm_token_unique').on(t.confirmTokenHash),
    languageCheck('newsletter_subscribers'),
  ],
);

export const reservations = pgTable(
  'reservations',
  {
    id: id(),
    fullName: text('full_name').notNull(),
    /** A phone booking may have none; the guest is then sent nothing. */
    email: text('email'),
    phone: text('phone'),
    locationSlug: text('location_slug').notNull(),
    reservationDate: date('reservation_date').notNull(),
    /** "HH:MM" in the location's time zone. */
    reservationTime: text('reservation_time').notNull(),
    partySize: integer('party_size').notNull(),
    status: text('status', { enum: RESERVATION_STATUSES }).notNull().default('confirmed'),
    notes: text('notes'),
    /** What staff told the guest with a decision (a decline's reason). */
    staffNote: text('staff_note'),
    source: text('source', { enum: RESERVATION_SOURCES }).notNull().default('web'),
    language: language(),
    reviewRequestedAt: timestamp('review_requested_at', { withTimezone: true }),
    /** Who called a cancelled booking off: the guest (at their request) or the restaurant. */
    cancelledBy: text('cancelled_by', { enum: CANCELLED_BY }),
    ...timestamps(),
  },
  (t) => [
    inList('reservations', 'cancelled_by', CANCELLED_BY),
    index('reservations_date_idx').on(t.reservationDate.desc()),
    index('reservations_slot_idx').on(t.locationSlug, t.reservationDate, t.reservationTime),
    inList('reservations', 'source', RESERVATION_SOURCES),
    index('reservations_created_idx').on(t.createdAt.desc()),
    check('reservations_party_positive', sql`${t.partySize} > 0`),
    inList('reservations', 'status', RESERVATION_STATUSES),
    languageCheck('reservations'),
  ],
);

/**
 * Addresses never to be mailed again (unsubscribed or erased), kept as a keyed hash of the
 * address (src/server/mail/suppressions.ts), never the address itself.
 */
export const mailSuppressions = pgTable(
  'mail_suppressions',
  {
    keyHash: text('key_hash').primaryKey(),
    reason: text('reason', { enum: MAIL_SUPPRESSION_REASONS }).notNull(),
    createdAt: createdAt(),
  },
  () => [inList('mail_suppressions', 'reason', MAIL_SUPPRESSION_REASONS)],
);
