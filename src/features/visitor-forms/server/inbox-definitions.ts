import 'server-only';
import { eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { FRANCHISE_MINIMUMS } from '@/lib/franchise';
import {
  CAREERS_FIELDS,
  CATERING_FIELDS,
  CONTACT_FIELDS,
  FEEDBACK_FIELDS,
  FRANCHISE_FIELDS,
  inboxFields,
  type LocationNames,
} from './forms';
import { LOW_RATING_MAX } from '@/lib/admin-limits';
import type { InboxField, InboxKind, InboxRow } from '@/lib/inbox';
import {
  careersApplications,
  contactInquiries,
  inquiriesCatering,
  leadsFranchise,
  reviewsFeedback,
} from '@/server/db/schema';

type Columns = {
  id: AnyPgColumn;
  createdAt: AnyPgColumn;
  /** Sorting by "name" (reviews: by rating, lowest first). */
  name: AnyPgColumn;
  search: AnyPgColumn[];
  location?: AnyPgColumn;
  type?: AnyPgColumn;
  position?: AnyPgColumn;
  rating?: AnyPgColumn;
};

export type InboxDefinition<R> = {
  table: PgTable;
  columns: Columns;
  /** The condition for one status. */
  statusIs: (status: string) => SQL;
  toRow: (row: R, locations: LocationNames) => InboxRow;
  /** The change a status/note update writes. */
  update: (input: { status: string; notes?: string | null; actorEmail: string }) => object;
};

const text = (key: string, value: string | null | undefined): InboxField => ({
  key,
  value: value ?? null,
  format: 'text',
});
const of = (
  key: string,
  value: InboxField['value'] | undefined,
  format: InboxField['format'],
  extra: Partial<InboxField> = {},
): InboxField => ({ key, value: value ?? null, format, ...extra });

type Stored = {
  id: string;
  createdAt: Date;
  notes?: string | null;
  status?: string;
  email?: string;
};

/**
 * What every row shares: its id, arrival, notes, status and e-mail from the stored row, and no
 * reference, location, flag, attachment or "addressed" unless the kind says otherwise.
 */
function baseRow(
  r: Stored,
  own: Pick<InboxRow, 'name' | 'summary' | 'fields'> & Partial<InboxRow>,
): InboxRow {
  return {
    id: r.id,
    createdAt: r.createdAt.toISOString(),
    notes: r.notes ?? null,
    status: r.status ?? '',
    email: r.email ?? null,
    reference: null,
    location: null,
    flagged: false,
    attachment: null,
    addressed: null,
    ...own,
  };
}

const statusUpdate = ({ status, notes }: { status: string; notes?: string | null }) => ({
  status,
  ...(notes === undefined ? {} : { notes }),
  updatedAt: new Date(),
});

/** A kind kept in a table with a `status` column and staff notes. */
const withStatus = (table: PgTable & { status: AnyPgColumn }) => ({
  table,
  statusIs: (status: string) => eq(table.status, status),
  update: statusUpdate,
});

const contacts: InboxDefinition<typeof contactInquiries.$inferSelect> = {
  ...withStatus(contactInquiries),
  columns: {
    id: contactInquiries.id,
    createdAt: contactInquiries.createdAt,
    name: contactInquiries.fullName,
    search: [
      contactInquiries.fullName,
      contactInquiries.email,
      contactInquiries.ticketId,
      contactInquiries.message,
    ],
    location: contactInquiries.locationSlug,
    type: contactInquiries.inquiryType,
  },
  toRow: (r, locations) =>
    baseRow(r, {
      name: r.fullName,
      reference: r.ticketId,
      location: r.locationSlug,
      summary: of('inquiryType', r.inquiryType, 'enum', { group: 'inquiryTypes' }),
      attachment:
        r.attachmentKey && r.attachmentName
          ? {
              name: r.attachmentName,
              size: r.attachmentSize ?? 0,
              href: `/api/admin/contacts/${r.id}/attachment`,
            }
          : null,
      fields: inboxFields(CONTACT_FIELDS, r, locations),
    }),
};

const catering: InboxDefinition<typeof inquiriesCatering.$inferSelect> = {
  ...withStatus(inquiriesCatering),
  columns: {
    id: inquiriesCatering.id,
    createdAt: inquiriesCatering.createdAt,
    name: inquiriesCatering.fullName,
    search: [inquiriesCatering.fullName, inquiriesCatering.email, inquiriesCatering.message],
    location: inquiriesCatering.locationSlug,
  },
  toRow: (r, locations) =>
    baseRow(r, {
      name: r.fullName,
      location: r.locationSlug,
      summary: of('eventDate', r.eventDate, 'date'),
      fields: inboxFields(CATERING_FIELDS, r, locations),
    }),
};

const careers: InboxDefinition<typeof careersApplications.$inferSelect> = {
  ...withStatus(careersApplications),
  columns: {
    id: careersApplications.id,
    createdAt: careersApplications.createdAt,
    name: careersApplications.name,
    search: [careersApplications.name, careersApplications.email, careersApplications.phone],
    position: careersApplications.position,
  },
  toRow: (r, locations) =>
    baseRow(r, {
      name: r.name,
      summary: of('position', r.position, 'enum', { group: 'positions' }),
      fields: inboxFields(CAREERS_FIELDS, r, locations),
    }),
};

const franchise: InboxDefinition<typeof leadsFranchise.$inferSelect> = {
  ...withStatus(leadsFranchise),
  columns: {
    id: leadsFranchise.id,
    createdAt: leadsFranchise.createdAt,
    name: leadsFranchise.fullName,
    search: [
      leadsFranchise.fullName,
      leadsFranchise.email,
      leadsFranchise.territory,
      leadsFranchise.city,
    ],
  },
  toRow: (r, locations) =>
    baseRow(r, {
      name: r.fullName,
      summary: text('territory', r.territory),
      flagged:
        r.liquidCapitalUsd < FRANCHISE_MINIMUMS.liquidCapital ||
        r.netWorthUsd < FRANCHISE_MINIMUMS.netWorth,
      fields: inboxFields(FRANCHISE_FIELDS, r, locations),
    }),
};

const reviews: InboxDefinition<typeof reviewsFeedback.$inferSelect> = {
  table: reviewsFeedback,
  columns: {
    id: reviewsFeedback.id,
    createdAt: reviewsFeedback.createdAt,
    name: reviewsFeedback.rating,
    search: [reviewsFeedback.comments],
    location: reviewsFeedback.locationSlug,
    rating: reviewsFeedback.rating,
  },
  statusIs: (status) =>
    status === 'addressed'
      ? isNotNull(reviewsFeedback.addressedAt)
      : isNull(reviewsFeedback.addressedAt),
  update: ({ status, notes, actorEmail }) =>
    status === 'addressed'
      ? {
          addressedAt: new Date(),
          addressedBy: actorEmail,
          ...(notes === undefined ? {} : { addressNote: notes }),
        }
      : {
          addressedAt: null,
          addressedBy: null,
          ...(notes === undefined ? {} : { addressNote: notes }),
        },
  toRow: (r, locations) =>
    baseRow(
      { ...r, notes: r.addressNote },
      {
        status: r.addressedAt ? 'addressed' : 'open',
        name: '',
        email: null,
        location: r.locationSlug,
        summary: of('rating', r.rating, 'rating'),
        flagged: r.rating <= LOW_RATING_MAX && !r.addressedAt,
        addressed: r.addressedAt ? { at: r.addressedAt.toISOString(), by: r.addressedBy } : null,
        fields: inboxFields(FEEDBACK_FIELDS, r, locations),
      },
    ),
};

// Each definition is typed by its own table's row; the registry hands rows through untyped.
export const INBOX_DEFINITIONS = {
  contacts,
  catering,
  careers,
  franchise,
  reviews,
} as unknown as Record<InboxKind, InboxDefinition<Record<string, unknown>>>;
