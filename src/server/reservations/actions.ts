import 'server-only';
import { eq } from 'drizzle-orm';
import { todayDate } from '@/lib/time-zone';
import { idSchema } from '@/schemas/admin/menu';
import { ActionError, defineAction } from '../action';
import { reservations } from '../db/schema';
import { enqueueMail } from '../mail/outbox';
import { reviewRequestMail } from './review-mail';

/** Managers ask a past guest for a review; the e-mail goes through the outbox. */
export const requestReviewAction = defineAction({
  name: 'reservation-review-request',
  area: 'reservations',
  entity: 'reservation',
  schema: idSchema,
  run: async ({ input, tx }) => {
    const [row] = await tx
      .select()
      .from(reservations)
      .where(eq(reservations.id, input.id))
      .for('update');
    if (!row) throw new ActionError('admin.errors.notFound');
    // Spec: only for reservations dated before the start of today.
    if (row.reservationDate >= todayDate()) throw new ActionError('admin.reservations.sendFailed');
    await enqueueMail(tx, [
      reviewRequestMail({
        email: row.email,
        name: row.fullName,
        locationSlug: row.locationSlug,
        language: row.language,
      }),
    ]);
    const requestedAt = new Date();
    await tx
      .update(reservations)
      .set({ reviewRequestedAt: requestedAt })
      .where(eq(reservations.id, row.id));
    return {
      data: { name: row.fullName },
      audit: {
        action: 'review-request',
        entityId: row.id,
        after: { email: row.email, requestedAt },
      },
    };
  },
});
