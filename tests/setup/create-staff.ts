// Creates the end-to-end tests' staff accounts (one per role, and one without), two reservations
// (one past, one to come) and visitor submissions for the inbox screens in DATA_DIR's embedded
// database or DATABASE_URL, before the test server starts.
import { eq } from 'drizzle-orm';
import { WEEKDAYS, type Role } from '../../src/lib/enums';
import { createStaffAccount } from '../../src/server/auth/accounts';
import { withConfiguredDatabase } from '../../src/server/db/client';
import { locations, reservations } from '../../src/server/db/schema';
import { seedDemoContent } from '../../src/server/db/seed';
import { seedInboxes } from './inbox-fixtures';
import { locationIdsOf } from '../../src/server/locations/queries';
import { setStaffLocations } from '../../src/server/auth/staff-locations';
import {
  CANTON_MANAGER,
  CANTON_MANAGER_RESTAURANT,
  STAFF,
  STAFF_PASSWORD,
  TWO_FACTOR_PROJECTS,
  accountFlowEmails,
  PHONE_ROLE_EMAIL,
  POLICY_EMAIL,
  twoFactorEmail,
} from '../e2e/staff';

async function main() {
  await withConfiguredDatabase(async ({ db }) => {
    // The demo content first (the server would add it on its first start), so that a staff
    // member can be limited to one of its restaurants.
    await seedDemoContent(db);
    await db.transaction(async (tx) => {
      for (const [role, email] of Object.entries(STAFF)) {
        await createStaffAccount(tx, {
          email,
          password: STAFF_PASSWORD,
          role: role === 'none' ? null : (role as Role),
        });
      }
      await createStaffAccount(tx, {
        email: POLICY_EMAIL,
        password: STAFF_PASSWORD,
        role: 'editor',
      });
      await createStaffAccount(tx, {
        email: PHONE_ROLE_EMAIL,
        password: STAFF_PASSWORD,
        role: 'editor',
      });
      for (const project of TWO_FACTOR_PROJECTS) {
        const emails = [twoFactorEmail(project), ...Object.values(accountFlowEmails(project))];
        for (const email of emails) {
          await createStaffAccount(tx, { email, password: STAFF_PASSWORD, role: 'editor' });
        }
      }
      const cantonManager = await createStaffAccount(tx, {
        email: CANTON_MANAGER,
        password: STAFF_PASSWORD,
        role: 'manager',
      });
      const canton = await locationIdsOf(tx, [CANTON_MANAGER_RESTAURANT]);
      // None would mean every restaurant: a limited account must never be left unlimited.
      if (canton.length !== 1)
        throw new Error(`no ${CANTON_MANAGER_RESTAURANT} in the demo content`);
      await setStaffLocations(tx, cantonManager.id, canton);
      for (const project of TWO_FACTOR_PROJECTS) await seedInboxes(tx, project);
      // East Dearborn takes bookings round the clock, every quarter hour, so that a table for
      // today can be asked for whenever the tests run (tests/e2e/admin-reservations.spec.ts);
      // parties keep their tables for their turn times.
      await tx
        .update(locations)
        .set({
          bookingHours: Object.fromEntries(
            WEEKDAYS.map((day) => [day, { opens: '00:00', closes: '23:59' }]),
          ),
          slotMinutes: 15,
          turnTimes: [
            { upTo: 2, minutes: 60 },
            { upTo: 4, minutes: 90 },
            { upTo: null, minutes: 120 },
          ],
        })
        .where(eq(locations.slug, 'east-dearborn'));
      // West Dearborn is open round the clock, so that an order "as soon as possible" reaches
      // its kitchen at once whenever the tests run (tests/e2e/kitchen.spec.ts); an order placed
      // while a restaurant is closed is one for later, which has its own test. Its staff are
      // e-mailed about an order left unaccepted after a minute (tests/e2e/order-alerts.spec.ts).
      await tx
        .update(locations)
        .set({
          hoursJson: Object.fromEntries(
            WEEKDAYS.map((day) => [day, { opens: '00:00', closes: '00:00' }]),
          ),
          orderAlertMinutes: 1,
        })
        .where(eq(locations.slug, 'west-dearborn'));
      await tx.insert(reservations).values([
        {
          fullName: 'Huda Ali',
          email: 'huda.guest@e2e.test',
          phone: '+1 313 555 0199',
          locationSlug: 'east-dearborn',
          reservationDate: '2026-01-10',
          reservationTime: '19:30',
          partySize: 4,
          status: 'seated',
          notes: 'Birthday; high chair please',
          language: 'ar',
        },
        // For the staff's seated and no-show (tests/e2e/reservations.spec.ts, desktop).
        {
          fullName: 'Omar Visit',
          email: 'omar.guest@e2e.test',
          locationSlug: 'west-dearborn',
          reservationDate: '2026-02-02',
          reservationTime: '19:00',
          partySize: 2,
          status: 'confirmed',
          language: 'en',
        },
        {
          fullName: 'Nadia Away',
          email: 'nadia.guest@e2e.test',
          locationSlug: 'west-dearborn',
          reservationDate: '2026-02-03',
          reservationTime: '13:00',
          partySize: 3,
          status: 'confirmed',
          language: 'ar',
        },
        {
          fullName: 'John Future',
          email: 'john.guest@e2e.test',
          locationSlug: 'canton',
          reservationDate: '2099-05-01',
          reservationTime: '18:00',
          partySize: 1,
          status: 'pending',
          language: 'en',
        },
      ]);
    });
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
