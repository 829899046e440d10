import 'server-only';
import { and, eq } from 'drizzle-orm';
import { linkFromMailFile } from './file-link';
import { copyableMail } from './queries';
import { mailRoute } from './status';
import { resendMailSchema } from '@/schemas/admin/mail';
import { defineAction } from '../action';
import { emailOutbox } from '../db/schema';
import { Refusal } from '../refusal';

/**
 * "Send again" (owners): a message that failed goes back to the outbox, due now, its link or code
 * still with it (a failed message keeps it; a sent one never does). The outbox sends it once.
 */
export const resendMailAction = defineAction({
  name: 'mail-resend',
  area: 'settings',
  entity: 'mail',
  schema: resendMailSchema,
  run: async ({ input, tx }) => {
    const [row] = await tx
      .update(emailOutbox)
      .set({ status: 'pending', nextAttemptAt: new Date(), lockedUntil: null })
      .where(and(eq(emailOutbox.id, input.id), eq(emailOutbox.status, 'failed')))
      .returning({ id: emailOutbox.id, kind: emailOutbox.kind, attempts: emailOutbox.attempts });
    if (!row) throw new Refusal('admin.mail.notFailed');
    return {
      data: { id: row.id },
      audit: {
        action: 'resend',
        entityId: row.id,
        before: { status: 'failed', attempts: row.attempts },
        after: { status: 'pending', kind: row.kind },
      },
    };
  },
});

/**
 * "Copy link" (owners, confirmed in the last five minutes): the link of an invitation that could
 * not be mailed (the mail server has not taken it, or mail only goes to the data folder), for the
 * owner to give its person another way. Audited with its kind and recipient, never the link; the
 * message itself stays as it was.
 */
export const copyMailLinkAction = defineAction({
  name: 'mail-copy-link',
  area: 'settings',
  fresh: true,
  entity: 'mail',
  schema: resendMailSchema,
  run: async ({ input, tx }) => {
    const route = mailRoute();
    const [row] = await tx
      .select({
        id: emailOutbox.id,
        kind: emailOutbox.kind,
        to: emailOutbox.toAddresses,
        secret: emailOutbox.secret,
        text: emailOutbox.textBody,
      })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.id, input.id), copyableMail(route.kind === 'file')));
    const link =
      row?.secret ??
      (row && route.kind === 'file'
        ? await linkFromMailFile(route.folder, row.id, row.text)
        : null);
    if (!row || !link) throw new Refusal('admin.mail.noLink');
    return {
      data: { link, to: row.to },
      audit: { action: 'copy-link', entityId: row.id, after: { kind: row.kind, to: row.to } },
    };
  },
});
