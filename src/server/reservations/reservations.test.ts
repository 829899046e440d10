import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeEachEngine, freshAppDatabase } from '../../../tests/setup/db';
import { WEEKDAYS } from '@/lib/enums';
import { instantOf, nextDate, todayDate } from '@/lib/time-zone';
import { phoneReservationSchema } from '@/schemas/admin/reservations';
import { reservationSchema } from '@/schemas/reservation';
import type { Db } from '../db/client';
import { emailOutbox, locations, reservations } from '../db/schema';
import { Refusal } from '../refusal';
import {
  addPhoneReservation,
  changeReservationStatus,
  createReservationRequest,
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
    expect(full.key).toBe('validation.reservationSlotFull');
    await db.transaction((tx) =>
      addPhoneReservation(
        tx,
        booking({ reservationTime: '19:00', email: 'caller@example.com' }),
        NOW,
      ),
    );
    await mailTo(db, 'caller@example.com', 'Your table at Saba Table Place is confirmed');
  });
});
