import 'server-only';
import { eq } from 'drizzle-orm';
import { inboxUpdateSchema } from '@/schemas/admin/inbox';
import { ActionError, defineAction } from '../action';
import { INBOX_DEFINITIONS } from './definitions';

/** Audit entity of each inbox's records. */
const ENTITIES = {
  contacts: 'contact_inquiry',
  catering: 'catering_inquiry',
  careers: 'career_application',
  franchise: 'franchise_lead',
  reviews: 'visit_feedback',
} as const;

/**
 * Managers (and owners) move a submission through its statuses and keep an internal note; for
 * visit feedback the status is "addressed", recorded with who and when.
 */
export const updateInboxAction = defineAction({
  name: 'inbox-update',
  area: 'inbox',
  entity: 'submission',
  schema: inboxUpdateSchema,
  run: async ({ input, tx, meta }) => {
    const { table, columns, update } = INBOX_DEFINITIONS[input.kind];
    const [before] = await tx.select().from(table).where(eq(columns.id, input.id));
    if (!before) throw new ActionError('admin.errors.notFound');
    const [after] = await tx
      .update(table)
      .set(
        update({ status: input.status, notes: input.notes, actorEmail: meta.actor?.email ?? '' }),
      )
      .where(eq(columns.id, input.id))
      .returning();
    return {
      data: { status: input.status },
      audit: {
        action: `update-${input.kind}`,
        entity: ENTITIES[input.kind],
        entityId: input.id,
        before,
        after,
      },
    };
  },
});
