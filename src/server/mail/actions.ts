import 'server-only';
import { and, eq } from 'drizzle-orm';
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
