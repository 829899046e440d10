import 'server-only';
import { idSchema } from '@/schemas/admin/menu';
import { defineAction } from '../action';
import { requestReview } from './mutations';

/** Managers ask a past guest for a review; the e-mail goes through the outbox. */
export const requestReviewAction = defineAction({
  name: 'reservation-review-request',
  area: 'reservations',
  entity: 'reservation',
  schema: idSchema,
  run: async ({ input, tx }) => {
    const sent = await requestReview(tx, input.id);
    return {
      data: { name: sent.name },
      audit: {
        action: 'review-request',
        entityId: sent.id,
        after: { email: sent.email, requestedAt: sent.requestedAt },
      },
    };
  },
});
