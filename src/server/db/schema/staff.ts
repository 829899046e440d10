import 'server-only';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth';
import { locations } from './locations';
import { campaigns } from './campaigns';
import { createdAt, id, inList } from './columns';
import { OUTBOX_STATUSES, ROLES } from '../../../lib/enums';

export const userRoles = pgTable(
  'user_roles',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ROLES }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('user_roles_user_role_unique').on(t.userId, t.role),
    index('user_roles_role_idx').on(t.role),
    inList('user_roles', 'role', ROLES),
  ],
);

/**
 * The restaurants a manager or editor limited to restaurants (restaurant_limited_staff) works at:
 * only these restaurants' bookings, inbox, hours and menu settings (src/lib/location-scope.ts).
 * Owners are never limited.
 */
export const staffLocations = pgTable(
  'staff_locations',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.locationId] }),
    index('staff_locations_location_idx').on(t.locationId),
  ],
);

/**
 * A manager or editor limited to restaurants, recorded as such: their restaurants are the rows of
 * staff_locations, and none left (every one deleted) means no restaurant, never the whole brand.
 * No row here: every restaurant and the brand.
 */
export const restaurantLimitedStaff = pgTable('restaurant_limited_staff', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});

/**
 * An owner's invitation to join the staff with a role. Only a hash of the link's token is kept;
 * the link works once (accepted_at) and until expires_at, unless revoked. One invitation is
 * pending per address: a new one replaces it.
 */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: id(),
    email: text('email').notNull(),
    role: text('role', { enum: ROLES }).notNull(),
    /** The restaurants the invitee will be limited to (when `limited`). */
    locationIds: uuid('location_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    /** Limited to restaurants: `locationIds`, even once deleting restaurants has emptied it. */
    limited: boolean('limited').notNull().default(false),
    tokenHash: text('token_hash').notNull(),
    // Like the audit log's actor: kept as written, whatever becomes of the account.
    invitedBy: text('invited_by'),
    invitedByEmail: text('invited_by_email'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    unique('staff_invitations_token_unique').on(t.tokenHash),
    uniqueIndex('staff_invitations_pending_email_unique')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.acceptedAt} is null and ${t.revokedAt} is null`),
    inList('staff_invitations', 'role', ROLES),
  ],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorUserId: text('actor_user_id'),
    actorEmail: text('actor_email'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt.desc()),
    index('audit_log_entity_idx').on(t.entity, t.entityId),
    index('audit_log_actor_idx').on(t.actorUserId, t.createdAt.desc()),
  ],
);

export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedBy: text('updated_by'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: id(),
    kind: text('kind').notNull(),
    toAddresses: text('to_addresses').array().notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    // A link or code the message carries (an invitation, a reset, a sign-in): the bodies hold a
    // mark in its place, filled in as the message is sent; cleared once sent, so a sent row (and
    // a backup) holds nothing that still opens a door.
    secret: text('secret'),
    /** Extra headers (a list's List-Unsubscribe, RFC 8058); their values may hold the mark too. */
    headers: jsonb('headers').$type<Record<string, string>>(),
    /** The campaign a message belongs to (its figures: sent, refused); null for any other. */
    campaignId: uuid('campaign_id').references(() => campaigns.id, { onDelete: 'set null' }),
    status: text('status', { enum: OUTBOX_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    // A sender claims a row by moving this forward; another instance skips it until then.
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('email_outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('email_outbox_campaign_idx')
      .on(t.campaignId, t.status)
      .where(sql`${t.campaignId} IS NOT NULL`),
    inList('email_outbox', 'status', OUTBOX_STATUSES),
  ],
);

/** Fixed-window counters for visitor form rate limits, shared by every app instance. */
export const formRateLimits = pgTable('form_rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
});
