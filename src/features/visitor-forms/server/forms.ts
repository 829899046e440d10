import 'server-only';
import type { InboxField } from '@/lib/inbox';
import { careersForm } from '@/features/visitor-forms/schemas/careers';
import { cateringForm } from '@/features/visitor-forms/schemas/catering';
import { contactForm } from '@/features/visitor-forms/schemas/contact';
import { feedbackForm } from '@/features/visitor-forms/schemas/feedback';
import type { FormDescription, Shown } from '@/schemas/form-description';
import { franchiseForm } from '@/features/visitor-forms/schemas/franchise';
import { reservationForm } from '@/schemas/reservation';
import type * as schema from '@/server/db/schema';

/**
 * What staff read of each visitor form, made from the form's description
 * (`schemas/form-description.ts`: each field once, its rule and how it is shown) plus what the
 * server adds (a ticket, a browser, when it arrived). The insert (mutations.ts), the staff e-mail
 * (staff-mail.ts) and the inbox rows (inbox/definitions.ts) are all made from these lists; the
 * labels are the catalogues' (`admin.inbox.fields.<key>`; `staffMail.fields.<key>` in English and
 * Arabic).
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

const locationName = (slug: string | null, locations: LocationNames) =>
  slug ? (locations.get(slug) ?? slug) : null;

function fieldsOf<Row>() {
  const place = (shown: Omit<Shown, 'format'>) => ({
    group: shown.group,
    minimum: shown.minimum,
    inInbox: shown.only !== 'mail',
    inMail: shown.only !== 'inbox',
  });
  return {
    /** A visitor's answer, stored as sent in `column` and shown under `key` (default: the same). */
    answer<K extends keyof Row & string>(
      column: K,
      shown: Shown & { read?: (row: Row, locations: LocationNames) => Value },
    ): SubmissionField<Row> {
      const read =
        shown.read ??
        (shown.location
          ? (row: Row, names: LocationNames) => locationName(row[column] as string | null, names)
          : (row: Row) => (row[column] ?? null) as Value);
      return { key: shown.key ?? column, format: shown.format, column, read, ...place(shown) };
    },
    /** What the server adds or works out (a ticket, a location's name, a browser). */
    derived(
      key: string,
      format: InboxField['format'],
      read: (row: Row, locations: LocationNames) => Value,
      options: Omit<Shown, 'format'> = {},
    ): SubmissionField<Row> {
      return { key, format, read, ...place(options) };
    },
  };
}

/** The stored answers of a described form, in its order. */
export function answersOf<Row>(form: FormDescription): SubmissionField<Row>[] {
  const f = fieldsOf<Row>();
  return Object.entries(form.fields).flatMap(([name, field]) =>
    field.shown ? [f.answer(name as keyof Row & string, field.shown)] : [],
  );
}

/** Every form ends with the page's language (sent with it) and when it arrived. */
function withArrival<Row extends { language: string; createdAt: Date }>(
  fields: SubmissionField<Row>[],
): SubmissionField<Row>[] {
  const f = fieldsOf<Row>();
  return [
    ...fields,
    f.answer('language', { format: 'enum', group: 'languages' }),
    f.derived('receivedAt', 'datetime', (r) => r.createdAt.toISOString(), { only: 'inbox' }),
  ];
}

type ContactRow = typeof schema.contactInquiries.$inferSelect;
const contact = fieldsOf<ContactRow>();

export const CONTACT_FIELDS = withArrival<ContactRow>([
  contact.derived('ticketId', 'text', (r) => r.ticketId),
  ...answersOf<ContactRow>(contactForm),
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

export const CAREERS_FIELDS = withArrival<CareersRow>(answersOf<CareersRow>(careersForm));

type FranchiseRow = typeof schema.leadsFranchise.$inferSelect;

export const FRANCHISE_FIELDS = withArrival<FranchiseRow>(answersOf<FranchiseRow>(franchiseForm));

type CateringRow = typeof schema.inquiriesCatering.$inferSelect;

export const CATERING_FIELDS = withArrival<CateringRow>(answersOf<CateringRow>(cateringForm));

type ReservationRow = typeof schema.reservations.$inferSelect;

/** A table request as its staff e-mail shows it (reservations have their own console screen). */
export const RESERVATION_FIELDS = withArrival<ReservationRow>(
  answersOf<ReservationRow>(reservationForm),
);

type FeedbackRow = typeof schema.reviewsFeedback.$inferSelect;
const feedback = fieldsOf<FeedbackRow>();

export const FEEDBACK_FIELDS = withArrival<FeedbackRow>([
  ...answersOf<FeedbackRow>(feedbackForm),
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
/**
 * What a form's insert takes: its checked answers, where one that may be empty may also be left
 * out (stored as null). A new optional field asks nothing more of those who call the insert.
 */
export type Answers<Output> = {
  [K in keyof Output as null extends Output[K] ? never : K]: Output[K];
} & { [K in keyof Output as null extends Output[K] ? K : never]?: Output[K] };

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
