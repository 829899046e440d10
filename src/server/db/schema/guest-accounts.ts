import 'server-only';
import { sql } from 'drizzle-orm';
import {
  boolean,
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

/**
 * A guest's passkey (features/accounts/server/guest-passkeys.ts): the credential's id and public
 * key, which open nothing by themselves (a backup may keep them), and its signature counter.
 */
export const guestPasskeys = pgTable(
  'guest_passkeys',
  {
    id: id(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => guestAccounts.id, { onDelete: 'cascade' }),
    /** base64url, as the browser names it. */
    credentialId: text('credential_id').notNull().unique(),
    /** The COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    counter: integer('counter').notNull().default(0),
    transports: text('transports')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    backedUp: boolean('backed_up').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [
    index('guest_passkeys_account_idx').on(t.accountId),
    check('guest_passkeys_counter_valid', sql`${t.counter} >= 0`),
  ],
);

/**
 * A passkey ceremony under way (adding one, or signing in with one): the challenge the browser was
 * given, under the keyed hash of a random key its cookie holds; used once, within five minutes.
 */
export const guestPasskeyChallenges = pgTable(
  'guest_passkey_challenges',
  {
    keyHash: text('key_hash').primaryKey(),
    challenge: text('challenge').notNull(),
    purpose: text('purpose', { enum: ['add', 'sign-in'] }).notNull(),
    /** Adding: the account it is added to. */
    accountId: uuid('account_id').references(() => guestAccounts.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('guest_passkey_challenges_expires_idx').on(t.expiresAt),
    check('guest_passkey_challenges_purpose_valid', sql`${t.purpose} in ('add', 'sign-in')`),
  ],
);
