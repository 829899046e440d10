import 'server-only';
import { desc, eq, sql } from 'drizzle-orm';
import type { OutboxStatus } from '@/lib/enums';
import type { DbOrTx } from '../db/client';
import { emailOutbox } from '../db/schema';

/**
 * Messages whose link or code an owner may copy for its person when it cannot be mailed: the
 * doors staff are let in by. Not an address confirmation or change, which must reach the mailbox
 * itself to prove it is theirs.
 */
export const COPYABLE_MAIL_KINDS = [
  'staff-invitation',
  'password-reset',
  'sign-in-link',
  'sign-in-code',
] as const;

/** A message not delivered (waiting or failed) that still holds a link of a copyable kind. */
export const copyableMail = sql<boolean>`(${emailOutbox.secret} is not null and ${emailOutbox.status} <> 'sent' and ${emailOutbox.kind} in (${sql.join(
  COPYABLE_MAIL_KINDS.map((kind) => sql`${kind}`),
  sql`, `,
)}))`;

/** How many messages the Mail screen lists, newest first. */
export const MAIL_LOG_SIZE = 200;

/**
 * The Mail screen's list (owners): each message's recipients, subject, kind and where it is:
 * sent, waiting (with its tries and the next), or failed with the server's last answer. Never
 * its body or the link it carries.
 */
export async function listMail(db: DbOrTx, status: OutboxStatus | null = null) {
  return db
    .select({
      id: emailOutbox.id,
      kind: emailOutbox.kind,
      to: emailOutbox.toAddresses,
      subject: emailOutbox.subject,
      status: emailOutbox.status,
      attempts: emailOutbox.attempts,
      lastError: emailOutbox.lastError,
      nextAttemptAt: emailOutbox.nextAttemptAt,
      sentAt: emailOutbox.sentAt,
      createdAt: emailOutbox.createdAt,
      /** Whether an owner may copy its link (never the link itself here). */
      copyable: copyableMail,
    })
    .from(emailOutbox)
    .where(status ? eq(emailOutbox.status, status) : undefined)
    .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
    .limit(MAIL_LOG_SIZE);
}

export type MailLogRow = Awaited<ReturnType<typeof listMail>>[number];
