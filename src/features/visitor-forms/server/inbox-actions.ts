import 'server-only';
import { inboxUpdateSchema } from '@/features/visitor-forms/schemas/inbox';
import { defineAction } from '@/server/action';
import { inboxRestaurant, updateInboxEntry } from './inbox-mutations';

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
  // The restaurant the item names: staff limited to restaurants answer their own only.
  locations: (input, tx) => inboxRestaurant(tx, input.kind, input.id),
  run: async ({ input, tx, meta }) => {
    const change = await updateInboxEntry(tx, input.kind, input.id, {
      status: input.status,
      notes: input.notes,
      actorEmail: meta.actor?.email ?? '',
    });
    return {
      data: { status: input.status },
      audit: {
        action: `update-${input.kind}`,
        entity: ENTITIES[input.kind],
        entityId: input.id,
        ...change,
      },
    };
  },
});
