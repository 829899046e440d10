import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeEachEngine, freshAppDatabase } from '../../../../tests/setup/db';
import { WEEKDAYS } from '@/lib/enums';
import { instantOf, nextDate, todayDate } from '@/lib/time-zone';
import {
  editReservationSchema,
  phoneReservationSchema,
} from '@/features/reservations/schemas/console';
import { reservationSchema } from '@/schemas/reservation';
import type { Db } from '../../../server/db/client';
import { emailOutbox, locations, reservations } from '../../../server/db/schema';
import { Refusal } from '../../../server/refusal';
import {
  addPhoneReservation,
  cancelReservation,
  changeReservation,
  changeReservationStatus,
  createReservationRequest,
  requestReview,
} from './mutations';

const ZONE = 'America/Detroit';
// The tests ask for the day after tomorrow, whatever the date they run on.
const NOW = new Date();
const DAY = nextDate(nextDate(todayDate(NOW, ZONE)));

let serial = 0;
async function bookableLocation(db: Db, guestsPerSlot = 6) {
  const slug = `table-place-${++serial}`;
  await db.insert(locations).values({
    slug,
    nameEn: 'Saba Table Place',
    nameAr: 'سباء للطاولات',
    published: true,
    reservationsEnabled: true,
    guestsPerSlot,
    maxPartySize: 6,
    hoursJson: Object.fromEntries(
      WEEKDAYS.map((day) => [day, { opens: '11:00', closes: '22:00' }]),
    ),
  });
  return slug;
}

const request = (slug: string, change: Record<string, unknown> = {}) =>
  reservationSchema.parse({
    locationSlug: slug,
    reservationDate: DAY,
    reservationTime: '19:00',
    partySize: '4',
    fullName: 'Huda Ali',
    email: 'huda@example.com',
    phone: '+1 313 555 0100',
    notes: 'A high chair, please',
    language: 'ar',
    ...change,
  });

async function mailsTo(db: Db, address: string) {
  const rows = await db.select().from(emailOutbox);
  return rows.filter((row) => row.toAddresses.includes(address));
}

/** The one e-mail to `address` with this subject (there is exactly one). */
async function mailTo(db: Db, address: string, subject: string) {
  const found = (await mailsTo(db, address)).filter((row) => row.subject === subject);
  expect(found).toHaveLength(1);
  return found[0]!;
}

async function refusalOf(promise: Promise<unknown>): Promise<Refusal> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(Refusal);
  return error as Refusal;
}

describeEachEngine('reservation requests', (engine) => {
  const database = freshAppDatabase(engine);

  it('stores a request as pending; the guest hears in their language, staff as usual', async () => {
    const { db } = database();
    const slug = await bookableLocation(db);
    const { id } = await db.transaction((tx) => createReservationRequest(tx, request(slug), NOW));
    const [row] = await db.select().from(reservations).where(eq(reservations.id, id));
    expect(row).toMatchObject({ status: 'pending', source: 'web', partySize: 4, language: 'ar' });
    const guest = await mailTo(db, 'huda@example.com', 'استلمنا طلب حجزك في سباء للطاولات');
    expect(guest!.textBody).toContain('٧:٠٠ م');
    expect(guest!.textBody).toContain('عزيزنا Huda Ali،');
    const staff = (await db.select().from(emailOutbox)).find(
      (m) => m.kind === 'reservation_request',
    );
    expect(staff!.subject).toContain('New table request: Huda Ali, 4 on');
    expect(staff!.textBody).toContain('A high chair, please');
    expect(staff!.replyTo).toBe('huda@example.com');
  });

  it('refuses what the location does not offer, writing nothing', async () => {
    const { db } = database();
    const slug = await bookableLocation(db);
    const before = await db.$count(reservations);
    const refused = async (change: Record<string, unknown>) =>
      (
        await refusalOf(
          db.transaction((tx) => createReservationRequest(tx, request(slug, change), NOW)),
        )
      ).fieldErrors;
    expect(await refused({ reservationTime: '19:10' })).toEqual({
      reservationTime: 'validation.reservationTimeInvalid',
    });
    expect(await refused({ reservationDate: '2020-01-01' })).toEqual({
      reservationDate: 'validation.reservationDatePast',
    });
    expect(await refused({ partySize: '7' })).toEqual({ partySize: 'validation.partyTooLarge' });
    expect(await refused({ locationSlug: 'atlantis' })).toEqual({
      locationSlug: 'validation.locationRequired',
    });
    await db.update(locations).set({ reservationsEnabled: false }).where(eq(locations.slug, slug));
    expect(await refused({})).toEqual({ locationSlug: 'validation.reservationsNotTaken' });
    expect(await db.$count(reservations)).toBe(before);
  });

  it('never gives a slot’s last places twice, even to requests at the same moment', async () => {
    const { db } = database();
    const slug = await bookableLocation(db, 6);
    const attempts = await Promise.allSettled(
      [1, 2, 3].map((n) =>
        db.transaction((tx) =>
          createReservationRequest(tx, request(slug, { email: `guest-${n}@example.com` }), NOW),
        ),
      ),
    );
    const taken = attempts.filter((a) => a.status === 'fulfilled');
    expect(taken).toHaveLength(1);
    const refusals = attempts
      .filter((a): a is PromiseRejectedResult => a.status === 'rejected')
      .map((a) => (a.reason as Refusal).key);
    expect(refusals).toEqual(['validation.reservationSlotFull', 'validation.reservationSlotFull']);
    // A declined request frees its places.
    const [first] = await db.select().from(reservations).where(eq(reservations.locationSlug, slug));
    await db.transaction((tx) => changeReservationStatus(tx, first!.id, 'declined', 'Sorry', NOW));
    await db.transaction((tx) => createReservationRequest(tx, request(slug), NOW));
  });

  it('staff confirm, decline with a note, mark seated or no-show; each tells the guest', async () => {
    const { db } = database();
    const slug = await bookableLocation(db, 30);
    const ask = (email: string) =>
      db.transaction((tx) =>
        createReservationRequest(tx, request(slug, { email, language: 'en' }), NOW),
      );
    const one = await ask('one@example.com');
    const change = (id: string, next: 'confirmed' | 'declined' | 'seated' | 'no_show', at = NOW) =>
      db.transaction((tx) =>
        changeReservationStatus(
          tx,
          id,
          next,
          next === 'declined' ? 'Closed for a wedding' : null,
          at,
        ),
      );

    await change(one.id, 'confirmed');
    await mailTo(db, 'one@example.com', 'Your table at Saba Table Place is confirmed');
    // Seated only from the day of the table on.
    expect((await refusalOf(change(one.id, 'seated'))).key).toBe('admin.reservations.notYet');
    const onTheDay = instantOf(DAY, '19:30', ZONE);
    await change(one.id, 'seated', onTheDay);
    await mailTo(db, 'one@example.com', 'Thank you for dining with us at Saba Table Place');
    expect((await refusalOf(change(one.id, 'no_show', onTheDay))).key).toBe(
      'admin.reservations.notNow',
    );

    const two = await ask('two@example.com');
    await change(two.id, 'declined');
    const declined = await mailTo(
      db,
      'two@example.com',
      'We cannot take your table request at Saba Table Place',
    );
    expect(declined.textBody).toContain('From the restaurant: Closed for a wedding');
    expect(declined.textBody).toContain(`/reserve?location=${slug}`);

    const three = await ask('three@example.com');
    await change(three.id, 'confirmed');
    await change(three.id, 'no_show', onTheDay);
    await mailTo(db, 'three@example.com', 'We missed you at Saba Table Place');
  });

  it('a phone booking follows the same rules, is confirmed at once, and may have no e-mail', async () => {
    const { db } = database();
    const slug = await bookableLocation(db, 4);
    const booking = (change: Record<string, unknown>) =>
      phoneReservationSchema.parse({
        locationSlug: slug,
        reservationDate: DAY,
        reservationTime: '18:30',
        partySize: '3',
        fullName: 'Caller',
        phone: '+1 313 555 0111',
        ...change,
      });
    const saved = await db.transaction((tx) => addPhoneReservation(tx, booking({}), NOW));
    expect(saved.after).toMatchObject({ status: 'confirmed', source: 'phone', email: null });
    const full = await refusalOf(
      db.transaction((tx) => addPhoneReservation(tx, booking({ partySize: '2' }), NOW)),
    );
    // Staff are told the time is full and that they may book it anyway; ticked, it is booked.
    expect(full.key).toBe('admin.reservations.overrideFull');
    expect(full.fieldErrors).toEqual({ reservationTime: 'admin.reservations.overrideFull' });
    const over = await db.transaction((tx) =>
      addPhoneReservation(tx, booking({ partySize: '2', override: 'on' }), NOW),
    );
    expect(over.after).toMatchObject({ status: 'confirmed', partySize: 2 });
    // Today, inside the notice period: the same, with its own words.
    const soon = instantOf(todayDate(NOW, ZONE), '18:15', ZONE);
    const today = { reservationDate: todayDate(NOW, ZONE), reservationTime: '18:30' };
    const tooSoon = await refusalOf(
      db.transaction((tx) => addPhoneReservation(tx, booking(today), soon)),
    );
    expect(tooSoon.key).toBe('admin.reservations.overrideTooSoon');
    await db.transaction((tx) =>
      addPhoneReservation(tx, booking({ ...today, override: 'on' }), soon),
    );
    // Not the rules staff cannot pass over: a time the restaurant does not serve.
    const closed = await refusalOf(
      db.transaction((tx) =>
        addPhoneReservation(tx, booking({ reservationTime: '23:00', override: 'on' }), NOW),
      ),
    );
    expect(closed.key).toBe('validation.reservationTimeInvalid');
    await db.transaction((tx) =>
      addPhoneReservation(
        tx,
        booking({ reservationTime: '19:00', email: 'caller@example.com' }),
        NOW,
      ),
    );
    await mailTo(db, 'caller@example.com', 'Your table at Saba Table Place is confirmed');
  });

  it('staff change a booking against what else is booked (without itself); the guest is told', async () => {
    const { db } = database();
    const slug = await bookableLocation(db, 6);
    const { id } = await db.transaction((tx) =>
      createReservationRequest(tx, request(slug, { partySize: '4' }), NOW),
    );
    // Another party of 2 at 19:30: 4 places left then.
    await db.transaction((tx) =>
      createReservationRequest(
        tx,
        request(slug, { reservationTime: '19:30', partySize: '2', email: 'other@example.com' }),
        NOW,
      ),
    );
    const change = (values: Record<string, unknown>) =>
      db.transaction((tx) =>
        changeReservation(
          tx,
          editReservationSchema.parse({
            id,
            reservationDate: DAY,
            reservationTime: '19:00',
            ...values,
          }),
          NOW,
        ),
      );
    // Its own 4 places do not count against it: 6 at 19:00 is the whole room.
    const bigger = await change({ partySize: '6' });
    expect(bigger.after).toMatchObject({ partySize: 6, reservationTime: '19:00' });
    const full = await refusalOf(change({ reservationTime: '19:30', partySize: '6' }));
    expect(full.key).toBe('admin.reservations.overrideFull');
    const [unchanged] = await db.select().from(reservations).where(eq(reservations.id, id));
    expect(unchanged).toMatchObject({ partySize: 6, reservationTime: '19:00' });
    await change({ reservationTime: '19:30', partySize: '4' });
    // One e-mail per change, each with the booking as it now is.
    const changed = (await mailsTo(db, 'huda@example.com')).filter(
      (row) => row.subject === 'تغيّر حجز طاولتك في سباء للطاولات',
    );
    expect(changed.map((row) => row.textBody.includes('6 ضيوف'))).toEqual([true, false]);
    expect(changed.map((row) => row.textBody.includes('4 ضيوف'))).toEqual([false, true]);
    // A declined booking is not changed.
    await db.transaction((tx) => changeReservationStatus(tx, id, 'declined', 'Closed', NOW));
    const declined = await refusalOf(change({ partySize: '2' }));
    expect(declined.key).toBe('admin.reservations.notNow');
  });

  it('a cancellation frees the places; the guest who asked is told so, not declined', async () => {
    const { db } = database();
    const slug = await bookableLocation(db, 4);
    const first = await db.transaction((tx) =>
      createReservationRequest(tx, request(slug, { email: 'asked@example.com' }), NOW),
    );
    const second = await db.transaction((tx) =>
      addPhoneReservation(
        tx,
        phoneReservationSchema.parse({
          locationSlug: slug,
          reservationDate: DAY,
          reservationTime: '20:00',
          partySize: '2',
          fullName: 'Caller',
          phone: '+1 313 555 0111',
          email: 'caller@example.com',
        }),
        NOW,
      ),
    );
    await db.transaction((tx) =>
      cancelReservation(tx, { id: first.id, by: 'guest', note: null }, NOW),
    );
    await db.transaction((tx) =>
      cancelReservation(
        tx,
        { id: second.id, by: 'restaurant', note: 'A burst pipe: we are closed that night' },
        NOW,
      ),
    );
    const rows = await db.select().from(reservations).where(eq(reservations.locationSlug, slug));
    expect(rows.map((r) => [r.status, r.cancelledBy]).sort()).toEqual([
      ['cancelled', 'guest'],
      ['cancelled', 'restaurant'],
    ]);
    const asked = await mailTo(db, 'asked@example.com', 'تم إلغاء حجز طاولتك في سباء للطاولات');
    expect(asked.textBody).toContain('كما طلبت');
    expect(await mailsTo(db, 'asked@example.com')).not.toContainEqual(
      expect.objectContaining({ subject: expect.stringContaining('لا يمكننا') }),
    );
    const told = await mailTo(
      db,
      'caller@example.com',
      'We have had to cancel your table at Saba Table Place',
    );
    expect(told.textBody).toContain('A burst pipe: we are closed that night');
    // The 19:00 places are free again: a party of 4 fits.
    await db.transaction((tx) => createReservationRequest(tx, request(slug), NOW));
    // Once cancelled, it stays so.
    const again = await refusalOf(
      db.transaction((tx) => cancelReservation(tx, { id: first.id, by: 'guest', note: null }, NOW)),
    );
    expect(again.key).toBe('admin.reservations.notNow');
  });

  it('asks only a seated guest of a past day for a review', async () => {
    const { db } = database();
    const slug = await bookableLocation(db);
    const past = (status: 'seated' | 'declined' | 'no_show' | 'cancelled' | 'confirmed') =>
      db
        .insert(reservations)
        .values({
          fullName: 'Past Guest',
          email: `${status}@example.com`,
          locationSlug: slug,
          reservationDate: '2026-01-15',
          reservationTime: '19:00',
          partySize: 2,
          status,
        })
        .returning()
        .then(([row]) => row!.id);
    for (const status of ['declined', 'no_show', 'cancelled', 'confirmed'] as const) {
      const id = await past(status);
      const refused = await refusalOf(db.transaction((tx) => requestReview(tx, id, NOW)));
      expect(refused.key).toBe('admin.reservations.sendFailed');
    }
    const seated = await past('seated');
    await db.transaction((tx) => requestReview(tx, seated, NOW));
    expect(await mailsTo(db, 'seated@example.com')).toHaveLength(1);
  });
});
