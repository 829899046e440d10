import 'server-only';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { CAMPAIGN_LANGUAGES, CAMPAIGN_STATUSES } from '../../../lib/enums';
import { id, inList, timestamps } from './columns';

/**
 * An e-mail campaign owners and managers write in the console (features/marketing): the subject
 * and body in both languages, who of the confirmed list it goes to, and when. Once its time comes
 * its messages are written to the outbox at the set rate (email_outbox.campaign_id), which is
 * where its figures come from; the unsubscribes its links brought are counted here.
 */
export const campaigns = pgTable(
  'campaigns',
  {
    id: id(),
    subjectEn: text('subject_en').notNull().default(''),
    subjectAr: text('subject_ar').notNull().default(''),
    bodyEn: text('body_en').notNull().default(''),
    bodyAr: text('body_ar').notNull().default(''),
    /** The audience: the list's readers in this language (all: both)… */
    audienceLanguage: text('audience_language', { enum: CAMPAIGN_LANGUAGES })
      .notNull()
      .default('all'),
    /** …who ordered at one of these restaurants (empty: anywhere or never)… */
    audienceLocationIds: uuid('audience_location_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    /** …who ordered in the last N days, or ordered once but not in the last N days. */
    orderedWithinDays: integer('ordered_within_days'),
    notOrderedForDays: integer('not_ordered_for_days'),
    status: text('status', { enum: CAMPAIGN_STATUSES }).notNull().default('draft'),
    /** When it goes (scheduled), or went (sent). */
    sendAt: timestamp('send_at', { withTimezone: true }),
    /** How many messages were written to the outbox. */
    recipients: integer('recipients'),
    /** Readers who unsubscribed through this campaign's links (each address once). */
    unsubscribed: integer('unsubscribed').notNull().default(0),
    createdBy: text('created_by'),
    ...timestamps(),
  },
  (t) => [
    index('campaigns_due_idx').on(t.status, t.sendAt),
    inList('campaigns', 'status', CAMPAIGN_STATUSES),
    inList('campaigns', 'audience_language', CAMPAIGN_LANGUAGES),
    check(
      'campaigns_days_range',
      sql`(${t.orderedWithinDays} IS NULL OR ${t.orderedWithinDays} BETWEEN 1 AND 3650)
        AND (${t.notOrderedForDays} IS NULL OR ${t.notOrderedForDays} BETWEEN 1 AND 3650)`,
    ),
    check('campaigns_scheduled_has_time', sql`${t.status} = 'draft' OR ${t.sendAt} IS NOT NULL`),
  ],
);
