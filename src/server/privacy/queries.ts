import 'server-only';
import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client';
import {
  bronxNotifyList,
  careersApplications,
  contactInquiries,
  emailOutbox,
  guestAccounts,
  inquiriesCatering,
  leadsFranchise,
  newsletterSubscribers,
  orders,
  reservations,
} from '../db/schema';

/**
 * Everything stored about one visitor, found by e-mail address (any case): each form's rows, the
 * sign-up lists, reservations, pickup orders, a guest account, and the staff notifications written about them. Owners export it
 * and erase it on request.
 */

/**
 * A table holding rows about a visitor, found by the address in `email` (or by `match`); its
 * `internal` columns (keys and hashes of the site's own) are left out of what is exported.
 */
export type Source = {
  table: PgTable;
  email: PgColumn;
  match?: (email: string) => SQL;
  internal?: readonly string[];
};

export const VISITOR_SOURCES = {
  contactInquiries: { table: contactInquiries, email: contactInquiries.email },
  franchiseLeads: { table: leadsFranchise, email: leadsFranchise.email },
  careerApplications: { table: careersApplications, email: careersApplications.email },
  cateringInquiries: { table: inquiriesCatering, email: inquiriesCatering.email },
  reservations: { table: reservations, email: reservations.email },
  // A pickup order and its lines (erased with it); never the keys to its page or checkout.
  pickupOrders: {
    table: orders,
    email: orders.email,
    internal: ['tokenHash', 'idempotencyKeyHash', 'tokenSealed', 'clientKey', 'checkoutUrl'],
  },
  // A sign-up, never the key its confirmation link opens it with.
  newsletter: {
    table: newsletterSubscribers,
    email: newsletterSubscribers.email,
    internal: ['confirmTokenHash'],
  },
  bronxNotify: {
    table: bronxNotifyList,
    email: bronxNotifyList.email,
    internal: ['confirmTokenHash'],
  },
  // A guest's account (its sessions go with it).
  guestAccount: { table: guestAccounts, email: guestAccounts.email },
  staffNotifications: { table: emailOutbox, email: emailOutbox.replyTo },
  // What was mailed to the visitor (a form's acknowledgement, a booking's confirmation).
  mailsToThem: {
    table: emailOutbox,
    email: emailOutbox.toAddresses,
    match: (email) =>
      sql`exists (select 1 from unnest(${emailOutbox.toAddresses}) as a where lower(a) = ${normal(email)})`,
  },
} satisfies Record<string, Source>;

export type VisitorSource = keyof typeof VISITOR_SOURCES;
export type VisitorData = Record<VisitorSource, Record<string, unknown>[]>;

const normal = (email: string) => email.trim().toLowerCase();

export const sameAddress = (column: PgColumn, email: string): SQL =>
  sql`lower(${column}) = ${normal(email)}`;

/** The rows of a source that are about this address. */
export const aboutAddress = (source: Source, email: string): SQL =>
  source.match ? source.match(email) : sameAddress(source.email, email);

/** A stand-in for the address in the audit log: proves which request was handled, keeps no address. */
export function emailFingerprint(email: string): string {
  return `sha256:${createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 16)}`;
}

export async function findVisitorData(db: DbOrTx, email: string): Promise<VisitorData> {
  const found = {} as VisitorData;
  for (const [name, source] of Object.entries(VISITOR_SOURCES) as [VisitorSource, Source][]) {
    const rows = (await db
      .select()
      .from(source.table)
      .where(aboutAddress(source, email))) as Record<string, unknown>[];
    found[name] = rows.map((row) =>
      Object.fromEntries(Object.entries(row).filter(([key]) => !source.internal?.includes(key))),
    );
  }
  return found;
}

export function countsOf(data: VisitorData): Record<VisitorSource, number> {
  return Object.fromEntries(
    Object.entries(data).map(([name, rows]) => [name, rows.length]),
  ) as Record<VisitorSource, number>;
}
