import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachEngine, setAsAppDatabase, type TestDatabase } from '../../../tests/setup/db';
import { depsFor } from '../../../tests/setup/staff-deps';
import { formatAdminDateTime } from '@/lib/admin-format';
import { openingState } from '@/lib/hours';
import { reservationSchema } from '@/schemas/reservation';
import { getDashboardCounts } from '../dashboard/queries';
import { seedDemoContent } from '../db/seed';
import { locations, menuItems, reservations } from '../db/schema';
import { changeLocationSetting } from '../../features/menu/server/location-mutations';
import {
  readDishOptions,
  readMenuCategories,
  readPublishedMenuItems,
} from '../../features/menu/server/queries';
import { composeMenu } from '../../features/menu/server/public-menu';
import {
  readRestaurantSettings,
  settingsByKey,
} from '../../features/menu/server/restaurant-settings';
import { Refusal } from '../refusal';
import { createReservationRequest } from '../../features/reservations/server/mutations';
import { readReservationDay } from '../../features/reservations/server/queries';
import { saveLocationAction } from './actions';
import { getLocationForAdmin, readPublishedLocations } from './queries';
import { limitedTo, wholeBrand } from '../../../tests/setup/viewer-scope';

/*
 * One restaurant moves to Los Angeles (Canton, in the demo data; the others stay in Detroit,
 * three hours ahead): its open-now, its booking times, its "sold out today" and the dashboard's
 * "today" follow its own clock. Summer dates: both zones keep daylight time (UTC-4 and UTC-7).
 */

/** Monday 14 June 2027, 7:30 PM in Los Angeles; 10:30 PM in Detroit. */
const EVENING = new Date('2027-06-15T02:30:00Z');
const DAY = '2027-06-14';

describeEachEngine("a restaurant's own clock", (engine) => {
  let db: TestDatabase;
  const place: Record<string, { id: string; slug: string }> = {};

  beforeAll(async () => {
    db = await engine.create();
    setAsAppDatabase(db);
    await seedDemoContent(db.db);
    for (const row of await db.db
      .select({ id: locations.id, slug: locations.slug })
      .from(locations)) {
      place[row.slug] = row;
    }
  });
  afterAll(async () => {
    setAsAppDatabase(undefined);
    await db.dispose();
  });

  /** Canton's editor form as saved by the owner, with this time zone. */
  async function moveCanton(timezone: string) {
    const canton = (await getLocationForAdmin(db.db, place['canton']!.id))!;
    const hours = Object.fromEntries(
      Object.entries(canton.hoursJson).flatMap(([day, range]) => [
        [`hours.${day}.opens`, range!.opens],
        [`hours.${day}.closes`, range!.closes],
      ]),
    );
    return saveLocationAction(
      {
        id: canton.id,
        slug: canton.slug,
        nameEn: canton.nameEn,
        nameAr: canton.nameAr,
        addressEn: canton.addressEn,
        addressAr: canton.addressAr,
        city: canton.city,
        published: 'on',
        reservationsEnabled: 'on',
        timezone,
        ...hours,
        specialHours: '[]',
      },
      depsFor('owner'),
    );
  }

  const request = (time: string) =>
    reservationSchema.parse({
      locationSlug: 'canton',
      reservationDate: DAY,
      reservationTime: time,
      partySize: '2',
      fullName: 'Huda Ali',
      email: 'huda@example.com',
      phone: '+1 313 555 0100',
      language: 'en',
    });

  async function book(time: string, now: Date) {
    return db.db
      .transaction((tx) => createReservationRequest(tx, request(time), now))
      .then(
        () => 'booked',
        (error: unknown) => (error instanceof Refusal ? error.fieldErrors : error),
      );
  }

  it('refuses a zone that is not an IANA name, writing nothing', async () => {
    for (const zone of ['Pacific Time', 'PST', 'America/Springfield', 'UTC+3', 'x'.repeat(65)]) {
      expect(await moveCanton(zone)).toMatchObject({
        status: 'error',
        fieldErrors: { timezone: 'admin.locations.timeZoneInvalid' },
      });
    }
    const [row] = await db.db
      .select({ timezone: locations.timezone })
      .from(locations)
      .where(eq(locations.slug, 'canton'));
    expect(row!.timezone).toBe('America/Detroit');
  });

  it('in Detroit, Canton is closed at 10:30 PM and has no table left tonight', async () => {
    const canton = (await readPublishedLocations(db.db)).find((l) => l.slug === 'canton')!;
    expect(openingState(canton, EVENING)).toEqual({
      open: false,
      opens: '11:00',
      date: '2027-06-15',
      inDays: 1,
    });
    expect(await book('20:30', EVENING)).toEqual({
      reservationTime: 'validation.reservationTimeInvalid',
    });
  });

  it('moved to Los Angeles, Canton is open at 7:30 PM there and books tonight from 8 PM', async () => {
    expect(await moveCanton('America/Los_Angeles')).toMatchObject({ status: 'success' });
    const canton = (await readPublishedLocations(db.db)).find((l) => l.slug === 'canton')!;
    expect(canton.timezone).toBe('America/Los_Angeles');
    expect(openingState(canton, EVENING)).toEqual({ open: true, closes: '22:00' });
    // Another restaurant, still in Detroit, is closed at the same moment.
    const west = (await readPublishedLocations(db.db)).find((l) => l.slug === 'west-dearborn')!;
    expect(openingState(west, EVENING)).toMatchObject({ open: false, opens: '10:00' });

    // Half an hour's notice from 7:30 PM: the first time offered tonight is 8 PM.
    const tonight = await readReservationDay(db.db, 'canton', DAY, 2, EVENING);
    expect(tonight?.problem).toBeNull();
    expect(tonight!.slots[0]!.time).toBe('20:00');
    expect(tonight!.slots.map((slot) => slot.time)).not.toContain('19:30');
    expect(await book('19:30', EVENING)).toEqual({
      reservationTime: 'validation.reservationTimeInvalid',
    });
    expect(await book('20:30', EVENING)).toBe('booked');
  });

  it("ends Canton's sold out at its own midnight, three hours after Detroit's", async () => {
    const [mandi] = await db.db
      .select({ id: menuItems.id })
      .from(menuItems)
      .where(eq(menuItems.slug, 'lamb-mandi'));
    for (const slug of ['canton', 'west-dearborn']) {
      await db.db.transaction((tx) =>
        changeLocationSetting(tx, 'item', mandi!.id, place[slug]!.id, { soldOut: true }, EVENING),
      );
    }
    const soldOutAt = async (slug: string, now: Date) => {
      const settings = settingsByKey(await readRestaurantSettings(db.db, slug));
      const [categories, dishes, options] = await Promise.all([
        readMenuCategories(db.db),
        readPublishedMenuItems(db.db),
        readDishOptions(db.db),
      ]);
      const restaurant = (await readPublishedLocations(db.db)).find((l) => l.slug === slug)!;
      const menu = composeMenu({ categories, dishes, options, settings }, now, restaurant);
      return menu.dishes.find((dish) => dish.slug === 'lamb-mandi')!.soldOut;
    };
    // 11:59 PM in Detroit, 8:59 PM in Los Angeles: both still sold out.
    const beforeDetroitMidnight = new Date('2027-06-15T03:59:00Z');
    expect(await soldOutAt('west-dearborn', beforeDetroitMidnight)).toBe(true);
    expect(await soldOutAt('canton', beforeDetroitMidnight)).toBe(true);
    // Midnight in Detroit: West Dearborn serves it again; Canton's evening goes on.
    const detroitMidnight = new Date('2027-06-15T04:00:00Z');
    expect(await soldOutAt('west-dearborn', detroitMidnight)).toBe(false);
    expect(await soldOutAt('canton', detroitMidnight)).toBe(true);
    expect(await soldOutAt('canton', new Date('2027-06-15T06:59:00Z'))).toBe(true);
    // Midnight in Los Angeles.
    expect(await soldOutAt('canton', new Date('2027-06-15T07:00:00Z'))).toBe(false);
  });

  it("counts a booking in Canton's today until its midnight, and shows its time in its zone", async () => {
    const lateInLosAngeles = new Date('2027-06-15T03:30:00Z'); // 8:30 PM there, 11:30 PM here
    const values = {
      fullName: 'Guest',
      email: 'guest@example.com',
      reservationDate: '2027-06-20',
      reservationTime: '19:00',
      partySize: 2,
      language: 'en' as const,
      createdAt: lateInLosAngeles,
    };
    await db.db.insert(reservations).values([
      { ...values, locationSlug: 'canton' },
      { ...values, locationSlug: 'west-dearborn' },
    ]);
    // 2 AM in Detroit (a new day there), 11 PM in Los Angeles (the same day).
    const counts = await getDashboardCounts(
      db.db,
      new Date('2027-06-15T06:00:00Z'),
      await wholeBrand(db.db),
    );
    expect(counts.reservationsToday).toBe(1);
    // Canton's own staff see theirs; West Dearborn's see none today.
    expect(
      (
        await getDashboardCounts(
          db.db,
          new Date('2027-06-15T06:00:00Z'),
          await limitedTo(db.db, ['canton']),
        )
      ).reservationsToday,
    ).toBe(1);
    expect(
      (
        await getDashboardCounts(
          db.db,
          new Date('2027-06-15T06:00:00Z'),
          await limitedTo(db.db, ['west-dearborn']),
        )
      ).reservationsToday,
    ).toBe(0);
    // The console writes Canton's times in its zone, naming it; Detroit's plainly.
    expect(formatAdminDateTime(lateInLosAngeles, 'America/Los_Angeles')).toBe(
      'Jun 14, 2027, 8:30 PM PDT',
    );
    expect(formatAdminDateTime(lateInLosAngeles, 'America/Detroit')).toBe('Jun 14, 2027, 11:30 PM');
  });
});
