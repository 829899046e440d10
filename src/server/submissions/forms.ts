import 'server-only';
import { FRANCHISE_MINIMUMS } from '@/lib/franchise';
import type { InboxField } from '@/lib/inbox';
import type * as schema from '../db/schema';

/**
 * One description per visitor form: each field once, with how it is stored, how staff read it in
 * the inbox (and its CSV) and in the staff e-mail. The insert (mutations.ts), the e-mail
 * (staff-mail.ts) and the inbox rows (inbox/definitions.ts) are all made from it; the labels are
 * the catalogues' (`admin.inbox.fields.<key>`; `staffMail.fields.<key>` in English and Arabic).
 *
 * Adding a field to a form: its line here, its input in the form component (and its rule in the
 * form's schema), and a migration for its column.
 */

export type LocationNames = ReadonlyMap<string, string>;

type Value = InboxField['value'];

export type SubmissionField<Row> = {
  /** Names its labels in the catalogues. */
  key: string;
  format: InboxField['format'];
  /** The column a visitor's answer is stored in as it was sent; none for what the server adds. */
  column?: keyof Row & string;
  /** What staff read: the stored value, in the inbox's terms. */
  read: (row: Row, locations: LocationNames) => Value;
  /** For `enum`: the catalogue group that names the value. */
  group?: string;
  /** For `money`: the minimum it is measured against. */
  minimum?: number;
  /** Where it shows; both unless said otherwise. */
  inInbox: boolean;
  inMail: boolean;
};

type Options = {
  group?: string;
  minimum?: number;
  /** Only in the staff e-mail, or only in the console. */
  only?: 'mail' | 'inbox';
};

function fieldsOf<Row>() {
  const place = (options: Options) => ({
    group: options.group,
    minimum: options.minimum,
    inInbox: options.only !== 'mail',
    inMail: options.only !== 'inbox',
  });
  return {
    /** A visitor's answer, stored as sent in `column` and shown under `key` (default: the same). */
    answer<K extends keyof Row & string>(
      column: K,
      format: InboxField['format'],
      options: Options & {
        key?: string;
        read?: (row: Row, locations: LocationNames) => Value;
      } = {},
    ): SubmissionField<Row> {
      return {
        key: options.key ?? column,
        format,
        column,
        read: options.read ?? ((row) => (row[column] ?? null) as Value),
        ...place(options),
      };
    },
    /** What the server adds or works out (a ticket, a location's name, a browser). */
    derived(
      key: string,
      format: InboxField['format'],
      read: (row: Row, locations: LocationNames) => Value,
      options: Options = {},
    ): SubmissionField<Row> {
      return { key, format, read, ...place(options) };
    },
  };
}

const locationName = (slug: string | null, locations: LocationNames) =>
  slug ? (locations.get(slug) ?? slug) : null;

/** Every form ends with the page's language (sent with it) and when it arrived. */
function withArrival<Row extends { language: string; createdAt: Date }>(
  fields: SubmissionField<Row>[],
): SubmissionField<Row>[] {
  const f = fieldsOf<Row>();
  return [
    ...fields,
    f.answer('language', 'enum', { group: 'languages' }),
    f.derived('receivedAt', 'datetime', (r) => r.createdAt.toISOString(), { only: 'inbox' }),
  ];
}

type ContactRow = typeof schema.contactInquiries.$inferSelect;
const contact = fieldsOf<ContactRow>();

export const CONTACT_FIELDS = withArrival<ContactRow>([
  contact.derived('ticketId', 'text', (r) => r.ticketId),
  contact.answer('fullName', 'text'),
  contact.answer('email', 'email'),
  contact.answer('phone', 'phone'),
  contact.answer('inquiryType', 'enum', { group: 'inquiryTypes' }),
  contact.answer('locationSlug', 'text', {
    key: 'location',
    read: (r, names) => locationName(r.locationSlug, names),
  }),
  contact.answer('message', 'long'),
  contact.derived(
    'attachment',
    'text',
    (r) =>
      r.attachmentName
        ? `${r.attachmentName} (${Math.round((r.attachmentSize ?? 0) / 1024)} KB, in the admin console)`
        : null,
    { only: 'mail' },
  ),
  contact.derived('userAgent', 'text', (r) => r.userAgent, { only: 'inbox' }),
  contact.derived('referrer', 'url', (r) => r.referrer, { only: 'inbox' }),
]);

type CareersRow = typeof schema.careersApplications.$inferSelect;
const careers = fieldsOf<CareersRow>();

export const CAREERS_FIELDS = withArrival<CareersRow>([
  careers.answer('name', 'text', { key: 'fullName' }),
  careers.answer('email', 'email'),
  careers.answer('phone', 'phone'),
  careers.answer('position', 'enum', { group: 'positions' }),
  careers.answer('resumeLink', 'url'),
  careers.answer('availability', 'text'),
  careers.answer('experience', 'long'),
  careers.answer('coverLetter', 'long'),
]);

type FranchiseRow = typeof schema.leadsFranchise.$inferSelect;
const franchise = fieldsOf<FranchiseRow>();

export const FRANCHISE_FIELDS = withArrival<FranchiseRow>([
  franchise.answer('fullName', 'text'),
  franchise.answer('email', 'email'),
  franchise.answer('phone', 'phone'),
  franchise.answer('city', 'text'),
  franchise.answer('state', 'text'),
  franchise.answer('territory', 'text'),
  franchise.answer('liquidCapitalUsd', 'money', {
    key: 'liquidCapital',
    minimum: FRANCHISE_MINIMUMS.liquidCapital,
  }),
  franchise.answer('netWorthUsd', 'money', {
    key: 'netWorth',
    minimum: FRANCHISE_MINIMUMS.netWorth,
  }),
  franchise.answer('timeline', 'enum', { group: 'timelines' }),
  franchise.answer('priorRestaurantExperience', 'bool', { key: 'priorExperience' }),
  franchise.answer('experienceNotes', 'long'),
]);

type CateringRow = typeof schema.inquiriesCatering.$inferSelect;
const catering = fieldsOf<CateringRow>();

export const CATERING_FIELDS = withArrival<CateringRow>([
  catering.answer('fullName', 'text'),
  catering.answer('email', 'email'),
  catering.answer('phone', 'phone'),
  catering.answer('eventDate', 'date'),
  catering.answer('guestCount', 'text', {
    read: (r) => (r.guestCount === null ? null : String(r.guestCount)),
  }),
  catering.answer('locationSlug', 'text', {
    key: 'location',
    read: (r, names) => locationName(r.locationSlug, names),
  }),
  catering.answer('message', 'long'),
]);

type FeedbackRow = typeof schema.reviewsFeedback.$inferSelect;
const feedback = fieldsOf<FeedbackRow>();

export const FEEDBACK_FIELDS = withArrival<FeedbackRow>([
  feedback.answer('locationSlug', 'text', {
    key: 'location',
    read: (r, names) => locationName(r.locationSlug, names),
  }),
  feedback.answer('rating', 'rating'),
  feedback.answer('comments', 'long'),
  feedback.derived('addressedAt', 'datetime', (r) => r.addressedAt?.toISOString() ?? null, {
    only: 'inbox',
  }),
  feedback.derived('addressedBy', 'email', (r) => r.addressedBy, { only: 'inbox' }),
]);

/** The fields of a stored submission as the inbox shows them. */
export function inboxFields<Row>(
  fields: SubmissionField<Row>[],
  row: Row,
  locations: LocationNames,
): InboxField[] {
  return fields
    .filter((field) => field.inInbox)
    .map((field) => ({
      key: field.key,
      value: field.read(row, locations),
      format: field.format,
      ...(field.group ? { group: field.group } : {}),
      ...(field.minimum !== undefined ? { minimum: field.minimum } : {}),
    }));
}

/** The visitor's answers of a form, picked from its parsed input: what the insert stores. */
export function storedAnswers<Row>(
  fields: SubmissionField<Row>[],
  input: Record<string, unknown>,
): Partial<Row> {
  const answers: Record<string, unknown> = {};
  for (const field of fields) {
    if (field.column && field.column in input) answers[field.column] = input[field.column];
  }
  return answers as Partial<Row>;
}
