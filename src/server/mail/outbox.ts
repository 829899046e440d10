import 'server-only';
import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx, Db } from '../db/client';
import { emailOutbox } from '../db/schema';
import { logger } from '../logger';
import type { MailTransport } from './transport';

export type QueuedMail = {
  kind: string;
  to: string[];
  replyTo?: string | null;
  subject: string;
  text: string;
  html?: string | null;
  /**
   * A link or code that opens a door (an invitation, a reset, a sign-in): the subject and bodies
   * hold SECRET_MARK in its place. It is kept apart, filled in only as the message leaves, and
   * cleared once it is sent: a sent message's row (and a backup of it) keeps no live secret.
   */
  secret?: string | null;
  /** Extra headers (a list's List-Unsubscribe and List-Unsubscribe-Post, RFC 8058). */
  headers?: Record<string, string> | null;
  /** The campaign it belongs to: sent after every other message due, from `notBefore` on. */
  campaignId?: string | null;
  /** Not sent before this time (a campaign's messages, spread at its rate); default now. */
  notBefore?: Date;
};

/** Where a message's secret goes in its subject or bodies (see QueuedMail.secret). */
export const SECRET_MARK = '[[secret]]';

/** What the outgoing message says: the stored text with its secret filled in. */
export function withSecret(text: string, secret: string | null): string;
export function withSecret(text: string | null, secret: string | null): string | null;
export function withSecret(text: string | null, secret: string | null): string | null {
  if (text === null || secret === null) return text;
  return text.split(SECRET_MARK).join(secret);
}

/** Max attempts before a message is marked failed for staff to look at. */
export const MAX_ATTEMPTS = 8;
const BASE_DELAY_MS = 30_000;
const MAX_DELAY_MS = 60 * 60_000;
const CLAIM_MS = 2 * 60_000;

/** The mail server's answer was a permanent refusal (SMTP 5xx). */
function refusedForGood(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/** 30 s, 1 min, 2 min … capped at one hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(BASE_DELAY_MS * 2 ** Math.max(0, attempts - 1), MAX_DELAY_MS);
}

/** Queue messages; call inside the transaction that stores the submission. */
export async function enqueueMail(db: DbOrTx, mails: QueuedMail[]): Promise<void> {
  if (mails.length === 0) return;
  await db.insert(emailOutbox).values(
    mails.map((m) => ({
      kind: m.kind,
      toAddresses: m.to,
      replyTo: m.replyTo ?? null,
      subject: m.subject,
      textBody: m.text,
      htmlBody: m.html ?? null,
      secret: m.secret ?? null,
      headers: m.headers ?? null,
      campaignId: m.campaignId ?? null,
      // Set here, not by the database's now(): the sender compares with this process's clock.
      nextAttemptAt: m.notBefore ?? new Date(),
    })),
  );
}

export type DrainResult = { sent: number; retried: number; failed: number };

/** How many messages one drain claims. */
export const OUTBOX_BATCH = 20;
/** How many messages of a batch are being sent at once. */
export const OUTBOX_PARALLEL = 4;

/**
 * Sends what is due. Rows are claimed first (locked_until), so several app instances can drain
 * one outbox without sending a message twice.
 */
export async function drainOutbox(
  db: Db,
  transport: MailTransport,
  options: { from: string; now?: Date; batchSize?: number },
): Promise<DrainResult> {
  const now = options.now ?? new Date();
  const due = db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(
      and(
        eq(emailOutbox.status, 'pending'),
        lte(emailOutbox.nextAttemptAt, now),
        or(isNull(emailOutbox.lockedUntil), lte(emailOutbox.lockedUntil, now)),
      ),
    )
    // A campaign's messages wait behind every other message due: a sign-in code or an order's
    // e-mail never queues behind ten thousand newsletters.
    .orderBy(sql`${emailOutbox.campaignId} is not null`, asc(emailOutbox.nextAttemptAt))
    .limit(options.batchSize ?? OUTBOX_BATCH)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(emailOutbox)
    .set({ lockedUntil: new Date(now.getTime() + CLAIM_MS) })
    .where(inArray(emailOutbox.id, due))
    .returning();

  const result: DrainResult = { sent: 0, retried: 0, failed: 0 };
  const sendOne = async (row: (typeof claimed)[number]) => {
    const attempts = row.attempts + 1;
    try {
      await transport.send({
        id: row.id,
        from: options.from,
        to: row.toAddresses,
        replyTo: row.replyTo,
        subject: withSecret(row.subject, row.secret),
        text: withSecret(row.textBody, row.secret),
        html: withSecret(row.htmlBody, row.secret),
        headers: row.headers
          ? Object.fromEntries(
              Object.entries(row.headers).map(([name, value]) => [
                name,
                withSecret(value, row.secret),
              ]),
            )
          : undefined,
      });
      await db
        .update(emailOutbox)
        .set({
          status: 'sent',
          attempts,
          sentAt: now,
          lockedUntil: null,
          lastError: null,
          secret: null,
        })
        .where(eq(emailOutbox.id, row.id));
      result.sent++;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      // A campaign's message the mail server refused for good (5xx: no such mailbox) is not
      // tried again: it counts as refused in the campaign's figures.
      const giveUp = attempts >= MAX_ATTEMPTS || (row.campaignId !== null && refusedForGood(error));
      await db
        .update(emailOutbox)
        .set({
          status: giveUp ? 'failed' : 'pending',
          attempts,
          lastError: message.slice(0, 1000),
          lockedUntil: null,
          nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempts)),
        })
        .where(eq(emailOutbox.id, row.id));
      logger.warn({ id: row.id, kind: row.kind, attempts, err: message }, 'mail send failed');
      if (giveUp) result.failed++;
      else result.retried++;
    }
  };
  // A few at a time, each on its own connection: a campaign leaves at its rate, not at one
  // server round trip after another. The batch is in the order claimed (other mail first).
  let next = 0;
  const lane = async () => {
    while (next < claimed.length) await sendOne(claimed[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(OUTBOX_PARALLEL, claimed.length) }, lane));
  return result;
}

/** Counts per status, for the operator (and tests). */
export async function outboxCounts(db: DbOrTx) {
  const rows = await db
    .select({ status: emailOutbox.status, n: sql<number>`count(*)::int` })
    .from(emailOutbox)
    .groupBy(emailOutbox.status);
  return Object.fromEntries(rows.map((r) => [r.status, r.n])) as Partial<
    Record<'pending' | 'sent' | 'failed', number>
  >;
}
