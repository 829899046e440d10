import 'server-only';
import { desc, eq, sql } from 'drizzle-orm';
import type { OutboxStatus } from '@/lib/enums';
import type { DbOrTx } from '../db/client';
import { emailOutbox } from '../db/schema';

/**
 * Messages whose link an owner may copy for its person when it cannot be mailed: invitations
 * only, which let a new person in once and whose role the owner gives anyway. Never a sign-in
 * link or code, a password reset or an address confirmation: each opens an existing account (the
 * owner's own too: a copied sign-in link would make a stale session fresh) and must reach the
 * mailbox itself.
 */
export const COPYABLE_MAIL_KINDS = ['staff-invitation'] as const;

/** How long a copyable message written to the data folder offers its link (an invitation's life). */
export const FILE_LINK_DAYS = 7;

const copyableKind = sql`${emailOutbox.kind} in (${sql.join(
  COPYABLE_MAIL_KINDS.map((kind) => sql`${kind}`),
  sql`, `,
)})`;

/**
 * A message of a copyable kind whose link an owner may still copy: one not delivered (waiting or
 * failed) that still holds it; and, when mail only goes to the data folder (`fileMode`), one
 * written there in the last days, its link read back from the file (file-link.ts).
 */
export function copyableMail(fileMode: boolean) {
  const undelivered = sql`(${emailOutbox.secret} is not null and ${emailOutbox.status} <> 'sent')`;
  const onDisk = sql`(${emailOutbox.status} = 'sent' and ${emailOutbox.createdAt} > now() - make_interval(days => ${FILE_LINK_DAYS}))`;
  return sql<boolean>`(${copyableKind} and (${undelivered}${fileMode ? sql` or ${onDisk}` : sql``}))`;
}

/** How many messages the Mail screen lists, newest first. */
export const MAIL_LOG_SIZE = 200;

/**
 * The Mail screen's list (owners): each message's recipients, subject, kind and where it is:
 * sent, waiting (with its tries and the next), or failed with the server's last answer. Never
 * its body or the link it carries.
 */
export async function listMail(
  db: DbOrTx,
  status: OutboxStatus | null = null,
  { fileMode = false }: { fileMode?: boolean } = {},
) {
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
      copyable: copyableMail(fileMode),
    })
    .from(emailOutbox)
    .where(status ? eq(emailOutbox.status, status) : undefined)
    .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
    .limit(MAIL_LOG_SIZE);
}

export type MailLogRow = Awaited<ReturnType<typeof listMail>>[number];
