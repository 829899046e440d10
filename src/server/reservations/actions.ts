import 'server-only';
import { idSchema } from '@/schemas/admin/menu';
import {
  declineReservationSchema,
  phoneReservationSchema,
  reservationStatusSchema,
} from '@/schemas/admin/reservations';
import { reservationSchema } from '@/schemas/reservation';
import { defineAction, savedResult } from '../action';
import { VISITOR_FORM_LIMIT } from '../security/rate-limit';
import { locationIdsOf } from '../locations/queries';
import {
  addPhoneReservation,
  reservationRestaurant,
  changeReservationStatus,
  createReservationRequest,
  requestReview,
} from './mutations';

/** A visitor asks for a table (the reservation page's form, with or without JavaScript). */
export const reservationRequestAction = defineAction({
  name: 'reservation-request',
  public: true,
  counted: 'reservation',
  schema: reservationSchema,
  rateLimit: VISITOR_FORM_LIMIT,
  run: async ({ input, tx }) => ({ data: await createReservationRequest(tx, input) }),
});

/** Staff confirm a request, or record that the guest was seated or did not come. */
export const reservationStatusAction = defineAction({
  name: 'reservation-status',
  area: 'reservations',
  entity: 'reservation',
  locations: (input, tx) => reservationRestaurant(tx, input.id),
  schema: reservationStatusSchema,
  run: async ({ input, tx }) => {
    const changed = await changeReservationStatus(tx, input.id, input.status, null);
    return {
      data: { status: changed.after.status },
      audit: {
        action: input.status,
        entityId: input.id,
        before: { status: changed.before.status },
        after: { status: changed.after.status },
      },
    };
  },
});

/** Staff decline a request (or a confirmed table), with a note the guest receives. */
export const declineReservationAction = defineAction({
  name: 'reservation-decline',
  area: 'reservations',
  entity: 'reservation',
  locations: (input, tx) => reservationRestaurant(tx, input.id),
  schema: declineReservationSchema,
  run: async ({ input, tx }) => {
    const changed = await changeReservationStatus(tx, input.id, 'declined', input.note);
    return {
      data: { status: changed.after.status },
      audit: {
        action: 'decline',
        entityId: input.id,
        before: { status: changed.before.status },
        after: { status: changed.after.status, staffNote: input.note },
      },
    };
  },
});

/** A table booked on the phone. */
export const addReservationAction = defineAction({
  name: 'reservation-add',
  area: 'reservations',
  entity: 'reservation',
  locations: (input, tx) => locationIdsOf(tx, [input.locationSlug]),
  schema: phoneReservationSchema,
  run: async ({ input, tx }) => savedResult(await addPhoneReservation(tx, input)),
});

/** Managers ask a past guest for a review; the e-mail goes through the outbox. */
export const requestReviewAction = defineAction({
  name: 'reservation-review-request',
  area: 'reservations',
  entity: 'reservation',
  locations: (input, tx) => reservationRestaurant(tx, input.id),
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
