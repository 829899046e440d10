import 'server-only';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, language, languageCheck, timestamps } from './columns';
import { locations } from './locations';

/**
 * Guests' own accounts (features/accounts): separate from staff accounts (Better Auth's `user`),
 * with their own sessions and sign-in codes. Nothing here opens the console, and nothing of the
 * console's opens these. The address was confirmed by an e-mailed code when the account was made.
 */
export const guestAccounts = pgTable(
  'guest_accounts',
  {
    id: id(),
    email: text('email').notNull(),
    /** The language the account was made in: its e-mails'. */
    language: language(),
    name: text('name'),
    phone: text('phone'),
    favouriteLocationId: uuid('favourite_location_id').references(() => locations.id, {
      onDelete: 'set null',
    }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('guest_accounts_email_unique').on(sql`lower(${t.email})`),
    languageCheck('guest_accounts'),
  ],
);

/**
 * A signed-in browser: the cookie holds a random token, the table only its keyed hash. Ends when
 * it expires (30 days after its last use), on signing out, or when every session is ended.
 */
export const guestSessions = pgTable(
  'guest_sessions',
  {
    id: id(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => guestAccounts.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('guest_sessions_account_idx').on(t.accountId),
    index('guest_sessions_expires_idx').on(t.expiresAt),
  ],
);

/**
 * The one sign-in code an address may use now (a new one replaces it): its keyed hash, until when
 * it works, and how many wrong tries it has taken. Used once. The address is kept as a keyed hash
 * too: a code waiting for someone who never made an account says nothing about them.
 */
export const guestSignInCodes = pgTable(
  'guest_sign_in_codes',
  {
    addressKey: text('address_key').primaryKey(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    tries: integer('tries').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('guest_sign_in_codes_expires_idx').on(t.expiresAt),
    check('guest_sign_in_codes_tries_valid', sql`${t.tries} >= 0`),
  ],
);
