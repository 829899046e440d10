import 'server-only';
import { desc, eq } from 'drizzle-orm';
import type { OutboxStatus } from '@/lib/enums';
import type { DbOrTx } from '../db/client';
import { emailOutbox } from '../db/schema';

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
    })
    .from(emailOutbox)
    .where(status ? eq(emailOutbox.status, status) : undefined)
    .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
    .limit(MAIL_LOG_SIZE);
}

export type MailLogRow = Awaited<ReturnType<typeof listMail>>[number];
