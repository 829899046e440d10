/**
 * The staff inboxes of what visitors send (contacts, catering, careers, franchise leads, visit
 * feedback): one shape for their lists, filters, statuses and exports. Client-safe.
 */
import {
  CAREER_POSITIONS,
  CAREER_STATUSES,
  FRANCHISE_STATUSES,
  INQUIRY_STATUSES,
  INQUIRY_TYPES,
} from './enums';

export const INBOX_KINDS = ['contacts', 'catering', 'careers', 'franchise', 'reviews'] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];

/** Visit feedback has no stored status; it is open until someone addresses it. */
export const REVIEW_STATUSES = ['open', 'addressed'] as const;

export const INBOX_STATUSES = {
  contacts: INQUIRY_STATUSES,
  catering: INQUIRY_STATUSES,
  careers: CAREER_STATUSES,
  franchise: FRANCHISE_STATUSES,
  reviews: REVIEW_STATUSES,
} as const satisfies Record<InboxKind, readonly string[]>;

export type InboxStatus<K extends InboxKind = InboxKind> = (typeof INBOX_STATUSES)[K][number];

export const INBOX_SORTS = ['newest', 'oldest', 'name'] as const;
export type InboxSort = (typeof INBOX_SORTS)[number];

/** The filters each inbox offers besides search, status and dates. */
export const INBOX_FILTERS: Record<
  InboxKind,
  { type?: readonly string[]; position?: readonly string[]; location: boolean; rating: boolean }
> = {
  contacts: { type: INQUIRY_TYPES, location: true, rating: false },
  catering: { location: true, rating: false },
  careers: { position: CAREER_POSITIONS, location: false, rating: false },
  franchise: { location: false, rating: false },
  reviews: { location: true, rating: true },
};

/** The console screen (and its route) of each inbox. */
export const INBOX_SCREENS = {
  contacts: 'contacts',
  catering: 'catering',
  careers: 'careers',
  franchise: 'franchise',
  reviews: 'reviews',
} as const satisfies Record<InboxKind, string>;

/** How a detail value is shown (and exported). */
export type InboxFieldFormat =
  | 'text'
  | 'long'
  | 'email'
  | 'phone'
  | 'url'
  | 'date'
  | 'datetime'
  | 'money'
  | 'bool'
  | 'rating'
  | 'enum';

export type InboxField = {
  /** Catalogue key under admin.inbox.fields. */
  key: string;
  value: string | number | boolean | null;
  format: InboxFieldFormat;
  /** For `enum`: the catalogue group under admin.inbox.values that names the value. */
  group?: string;
  /** For `money`: the minimum it is measured against (franchise capital and net worth). */
  minimum?: number;
};

export type InboxRow = {
  id: string;
  createdAt: string;
  status: string;
  notes: string | null;
  name: string;
  email: string | null;
  /** Ticket id of a contact inquiry. */
  reference: string | null;
  location: string | null;
  /** The kind's own column in the table (type, position, territory, rating...). */
  summary: InboxField;
  /** Low rating, or a franchise lead below a minimum. */
  flagged: boolean;
  fields: InboxField[];
  attachment: { name: string; size: number; href: string } | null;
  addressed: { at: string; by: string | null } | null;
  /** The time zone of the restaurant it names (its times are shown there); null: the brand's. */
  timeZone?: string | null;
};

export const INBOX_NOTES_MAX = 5000;
