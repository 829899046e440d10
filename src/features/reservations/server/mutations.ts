import 'server-only';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  CHANGEABLE_STATUSES,
  NEXT_STATUSES,
  requestProblem,
  type BookingProblem,
} from '@/features/reservations/rules/reservations';
import { type CancelledBy } from '@/lib/enums';
import type { ReservationStatus } from '@/lib/enums';
import { formatTime } from '@/lib/hours';
import { todayDate, zonedNow } from '@/lib/time-zone';
import type { reservationSchema } from '@/schemas/reservation';
import type {
  editReservationSchema,
  phoneReservationSchema,
} from '@/features/reservations/schemas/console';
import type { DbOrTx } from '../../../server/db/client';
import { lockById, type Changed } from '../../../server/db/rows';
import { reservations } from '../../../server/db/schema';
import { locationIdsOf } from '../../../server/locations/queries';
import { enqueueMail } from '../../../server/mail/outbox';
import { Refusal } from '../../../server/refusal';
import {
  RESERVATION_FIELDS,
  queueStaffMail,
  storedAnswers,
  type Answers,
} from '@/features/visitor-forms/server';
import { reservationGuestMail, type GuestMailKind } from './guest-mail';
import { bookedGuests, readBookingLocation, type BookingLocationRow } from './queries';
import { reviewRequestMail } from './review-mail';

type Reservation = typeof reservations.$inferSelect;
type Request = Answers<z.output<typeof reservationSchema>>;
type NewReservation = typeof reservations.$inferInsert;
type PhoneBooking = z.output<typeof phoneReservationSchema>;
type BookingChange = z.output<typeof editReservationSchema>;

/**
 * What staff are told when the notice period or a full time stands in the way of a booking they
 * take themselves: what the rule is, and that ticking "Book anyway" takes it all the same.
 */
const OVERRIDE_MESSAGES: Record<NonNullable<BookingProblem['overridable']>, string> = {
  tooSoon: 'admin.reservations.overrideTooSoon',
  full: 'admin.reservations.overrideFull',
};

/**
 * The location, locked, and the guests already holding the day's times: a request for the last
 * places waits for the one before it, so a slot is never given twice.
 */
async function checkedSlot(
  tx: DbOrTx,
  request: Pick<Request, 'locationSlug' | 'reservationDate' | 'reservationTime' | 'partySize'>,
  now: Date,
  { staff = false, override = false, except }: StaffBooking = {},
): Promise<BookingLocationRow> {
  const location = await readBookingLocation(tx, request.locationSlug, { lock: true });
  if (!location) {
    throw new Refusal('errors.invalidInput', { locationSlug: 'validation.locationRequired' });
  }
  const booked = await bookedGuests(tx, location, request.reservationDate, { except });
  const problem = requestProblem(location, request, booked, now, { override: staff && override });
  if (problem) {
    const message =
      staff && problem.overridable ? OVERRIDE_MESSAGES[problem.overridable] : problem.message;
    throw new Refusal(message, { [problem.field]: message });
  }
  return location;
}

/**
 * A booking staff make or change themselves: they may pass over the notice period or a full
 * time once they have confirmed it (`override`); `except` is the booking being changed.
 */
type StaffBooking = { staff?: boolean; override?: boolean; except?: string };

/** Puts the guest's e-mail about this reservation into the outbox, when they gave an address. */
async function tellGuest(
  tx: DbOrTx,
  kind: GuestMailKind,
  row: Reservation,
  location: Pick<BookingLocationRow, 'nameEn' | 'nameAr' | 'slug'>,
) {
  if (!row.email) return;
  await enqueueMail(tx, [reservationGuestMail(kind, { ...row, email: row.email }, location)]);
}

/**
 * A visitor's table request: checked against the location's rules and what is booked, stored as
 * pending, and announced to the guest ("received") and to staff, in one transaction.
 */
export async function createReservationRequest(tx: DbOrTx, input: Request, now = new Date()) {
  const location = await checkedSlot(tx, input, now);
  const [row] = await tx
    .insert(reservations)
    .values({
      ...(storedAnswers(RESERVATION_FIELDS, input) as NewReservation),
      locationSlug: location.slug,
      status: 'pending',
      source: 'web',
    })
    .returning();
  await tellGuest(tx, 'received', row!, location);
  await queueStaffMail(
    tx,
    {
      kind: 'reservation_request',
      recipients: 'reservations',
      title: 'reservation',
      titleValues: {
        name: row!.fullName,
        guests: String(row!.partySize),
        date: row!.reservationDate,
        time: formatTime(row!.reservationTime, 'en'),
      },
      fields: RESERVATION_FIELDS,
    },
    row!,
  );
  return { id: row!.id };
}

/** A booking staff took on the phone: the same rules, confirmed at once. */
export async function addPhoneReservation(tx: DbOrTx, input: PhoneBooking, now = new Date()) {
  const { override, ...booking } = input;
  const location = await checkedSlot(tx, booking, now, { staff: true, override });
  const [row] = await tx
    .insert(reservations)
    .values({ ...booking, locationSlug: location.slug, status: 'confirmed', source: 'phone' })
    .returning();
  await tellGuest(tx, 'confirmed', row!, location);
  return { id: row!.id, created: true, before: null, after: row! };
}

/**
 * A booking's new day, time or party size, checked against what else is booked (without it),
 * with the override staff may confirm; the guest is e-mailed the change.
 */
export async function changeReservation(
  tx: DbOrTx,
  input: BookingChange,
  now = new Date(),
): Promise<Changed<Reservation>> {
  const before = await lockById(tx, reservations, input.id);
  if (!before) throw new Refusal('admin.errors.notFound');
  if (!(CHANGEABLE_STATUSES as readonly string[]).includes(before.status)) {
    throw new Refusal('admin.reservations.notNow');
  }
  const request = {
    locationSlug: before.locationSlug,
    reservationDate: input.reservationDate,
    reservationTime: input.reservationTime,
    partySize: input.partySize,
  };
  const location = await checkedSlot(tx, request, now, {
    staff: true,
    override: input.override,
    except: before.id,
  });
  const [after] = await tx
    .update(reservations)
    .set({
      reservationDate: request.reservationDate,
      reservationTime: request.reservationTime,
      partySize: request.partySize,
      updatedAt: now,
    })
    .where(eq(reservations.id, before.id))
    .returning();
  await tellGuest(tx, 'changed', after!, location);
  return { before, after: after! };
}

/**
 * A booking called off, at the guest's request or by the restaurant (with the reason it gives
 * the guest): its places are free again, and the guest is told in the words that fit.
 */
export async function cancelReservation(
  tx: DbOrTx,
  input: { id: string; by: CancelledBy; note: string | null },
  now = new Date(),
): Promise<Changed<Reservation>> {
  const before = await lockById(tx, reservations, input.id);
  if (!before) throw new Refusal('admin.errors.notFound');
  if (!NEXT_STATUSES[before.status]?.includes('cancelled')) {
    throw new Refusal('admin.reservations.notNow');
  }
  const [after] = await tx
    .update(reservations)
    .set({
      status: 'cancelled',
      cancelledBy: input.by,
      staffNote: input.note ?? before.staffNote,
      updatedAt: now,
    })
    .where(eq(reservations.id, before.id))
    .returning();
  const location = await readBookingLocation(tx, before.locationSlug);
  const names = location ?? { nameEn: before.locationSlug, nameAr: before.locationSlug };
  const kind = input.by === 'guest' ? 'cancelled_guest' : 'cancelled_restaurant';
  await tellGuest(tx, kind, after!, { ...names, slug: before.locationSlug });
  return { before, after: after! };
}

/**
 * Staff's decision on a reservation (confirm, decline with a note) or what became of it (seated,
 * no-show), each from the statuses it may follow; the guest hears of it in their language.
 */
export async function changeReservationStatus(
  tx: DbOrTx,
  id: string,
  next: ReservationStatus,
  note: string | null,
  now = new Date(),
): Promise<Changed<Reservation>> {
  const before = await lockById(tx, reservations, id);
  if (!before) throw new Refusal('admin.errors.notFound');
  if (next === 'cancelled' || !NEXT_STATUSES[before.status]?.includes(next)) {
    throw new Refusal('admin.reservations.notNow');
  }
  const location = await readBookingLocation(tx, before.locationSlug);
  // Seated and no-show are what happened: not before the day of the table.
  if (next === 'seated' || next === 'no_show') {
    const today = location ? zonedNow(now, location.timezone).date : todayDate(now);
    if (before.reservationDate > today) throw new Refusal('admin.reservations.notYet');
  }
  const [after] = await tx
    .update(reservations)
    .set({ status: next, staffNote: note ?? before.staffNote, updatedAt: now })
    .where(eq(reservations.id, id))
    .returning();
  const names = location ?? { nameEn: before.locationSlug, nameAr: before.locationSlug };
  await tellGuest(tx, next as GuestMailKind, after!, { ...names, slug: before.locationSlug });
  return { before, after: after! };
}

/**
 * Asks a past guest for a review: the e-mail goes into the outbox and the reservation records
 * when. Spec: only for reservations dated before the start of today; and only for guests who
 * were seated (never after a decline, a cancellation or a no-show).
 */
export async function requestReview(tx: DbOrTx, id: string, now = new Date()) {
  const row = await lockById(tx, reservations, id);
  if (!row) throw new Refusal('admin.errors.notFound');
  // Only a guest who came: seated, on a day before today.
  if (row.status !== 'seated' || row.reservationDate >= todayDate(now) || !row.email) {
    throw new Refusal('admin.reservations.sendFailed');
  }
  await enqueueMail(tx, [
    reviewRequestMail({
      email: row.email,
      name: row.fullName,
      locationSlug: row.locationSlug,
      language: row.language,
    }),
  ]);
  await tx.update(reservations).set({ reviewRequestedAt: now }).where(eq(reservations.id, row.id));
  return { id: row.id, name: row.fullName, email: row.email, requestedAt: now };
}

/** The restaurant a booking is at (none when there is no such booking). */
export async function reservationRestaurant(tx: DbOrTx, id: string) {
  const [row] = await tx
    .select({ slug: reservations.locationSlug })
    .from(reservations)
    .where(eq(reservations.id, id));
  return locationIdsOf(tx, [row?.slug ?? null]);
}
