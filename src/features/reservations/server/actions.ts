import 'server-only';
import { idSchema } from '@/schemas/admin/fields';
import {
  cancelReservationSchema,
  declineReservationSchema,
  editReservationSchema,
  phoneReservationSchema,
  reservationStatusSchema,
} from '@/features/reservations/schemas/console';
import { reservationSchema } from '@/schemas/reservation';
import { defineAction, savedResult } from '../../../server/action';
import { VISITOR_FORM_LIMIT } from '../../../server/security/rate-limit';
import { locationIdsOf } from '../../../server/locations/queries';
import {
  addPhoneReservation,
  cancelReservation,
  changeReservation,
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
  run: async ({ input, tx }) => {
    const saved = savedResult(await addPhoneReservation(tx, input));
    // A booking over the notice period or a full time says so in the audit log.
    return input.override
      ? { ...saved, audit: { ...saved.audit, action: 'create-override' } }
      : saved;
  },
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

/** Staff change a booking's day, time or party size (the guest is e-mailed the change). */
export const editReservationAction = defineAction({
  name: 'reservation-edit',
  area: 'reservations',
  entity: 'reservation',
  locations: (input, tx) => reservationRestaurant(tx, input.id),
  schema: editReservationSchema,
  run: async ({ input, tx }) => {
    const { before, after } = await changeReservation(tx, input);
    const facts = (r: typeof before) => ({
      reservationDate: r.reservationDate,
      reservationTime: r.reservationTime,
      partySize: r.partySize,
    });
    return {
      data: { id: after.id, created: false },
      audit: {
        action: input.override ? 'update-override' : 'update',
        entityId: after.id,
        before: facts(before),
        after: facts(after),
      },
    };
  },
});

/** Staff cancel a booking, at the guest's request or the restaurant's. */
export const cancelReservationAction = defineAction({
  name: 'reservation-cancel',
  area: 'reservations',
  entity: 'reservation',
  locations: (input, tx) => reservationRestaurant(tx, input.id),
  schema: cancelReservationSchema,
  run: async ({ input, tx }) => {
    const { before, after } = await cancelReservation(tx, input);
    return {
      data: { status: after.status },
      audit: {
        action: 'cancel',
        entityId: after.id,
        before: { status: before.status },
        after: { status: after.status, cancelledBy: input.by, staffNote: input.note },
      },
    };
  },
});
