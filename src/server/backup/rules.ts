import 'server-only';
import { STORED_SECRET_KEY } from '../auth/secret';

/**
 * What a backup leaves out: anything that still opens a door. A backup holds visitors' data and
 * password hashes and is kept for a long time, in more places than the database; a live session,
 * a pending link or code, the secret that signs sessions, or a provider's token in it would let
 * whoever reads it in. A restored site makes a new secret (unless BETTER_AUTH_SECRET is set), and
 * staff sign in again.
 */

/** Tables never archived, nor put back from an older archive that has them. */
export const LEFT_OUT_TABLES: ReadonlySet<string> = new Set([
  // Live sign-ins.
  'session',
  // Pending e-mail confirmations, password resets, sign-in codes and links, passkey challenges,
  // second-factor steps.
  'verification',
  // Guests' live sign-ins, their pending sign-in codes and passkey ceremonies (features/accounts):
  // guests sign in again.
  'guest_sessions',
  'guest_sign_in_codes',
  'guest_passkey_challenges',
]);

type RowRule = {
  /** Rows kept (an SQL condition on the table's own columns). */
  keep?: string;
  /** Columns emptied in every kept row. */
  clear?: readonly string[];
};

/** Rows and columns left out of the tables that are archived. */
export const ROW_RULES: Readonly<Record<string, RowRule>> = {
  // The secret that signs sessions and seals second-factor secrets.
  settings: { keep: `key <> '${STORED_SECRET_KEY}'` },
  // A message still waiting with its link or code (an invitation, a reset): it is not sent again
  // from a backup, and its secret is not kept (mail/outbox.ts clears it once sent).
  email_outbox: { keep: 'secret is null' },
  // What a single sign-on provider gave: tokens that act for the person there.
  account: { clear: ['access_token', 'refresh_token', 'id_token'] },
};

/** The rows of a table as archived: one JSON text per row. */
export function archivedRowsQuery(table: string): string {
  const quoted = `"${table.replace(/"/g, '""')}"`;
  const keep = ROW_RULES[table]?.keep;
  return `select row_to_json(t)::text as row from ${quoted} t${keep ? ` where ${keep}` : ''}`;
}

/** A row as archived: the table's cleared columns emptied. */
export function archivedRow(table: string, json: string): string {
  const clear = ROW_RULES[table]?.clear;
  if (!clear) return json;
  const row = JSON.parse(json) as Record<string, unknown>;
  for (const column of clear) if (column in row) row[column] = null;
  return JSON.stringify(row);
}
