import { and, eq, isNull } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { describeEachEngine, freshAuthDatabase, type TestDatabase } from '../../../tests/setup/db';
import { invitationTokenIn } from '../../../tests/setup/invitation-link';
import { depsFor } from '../../../tests/setup/staff-deps';
import { createStaffAccount } from '../auth/accounts';
import { findLocationScope } from '../auth/staff';
import { auditLog, locations, staffInvitations, staffLocations } from '../db/schema';
import { deleteLocationAction } from '../locations/actions';
import { acceptInvitation } from '../auth/invitations';
import { inviteStaffAction, setRoleAction, setStaffLocationsAction } from './actions';

const owner = depsFor('owner');
const UNKNOWN = '0b7f1c2e-8d4a-4c1b-9e55-3a6f0d2b9c41';

describeEachEngine('staff limited to restaurants', (engine) => {
  const database = freshAuthDatabase(engine);
  let db: TestDatabase;
  const place: Record<string, string> = {};

  beforeAll(async () => {
    db = database();
    for (const slug of ['canton', 'bronx', 'dearborn']) {
      const [row] = await db.db
        .insert(locations)
        .values({ slug, nameEn: `Saba ${slug}`, nameAr: 'سباء' })
        .returning();
      place[slug] = row!.id;
    }
  });

  const scopeOf = async (userId: string, role: 'manager' | 'editor' | 'owner' = 'manager') =>
    findLocationScope(db.db, userId, role);

  async function newManager(email: string) {
    return (await createStaffAccount(db.db, { email, password: 'pass-word-1', role: 'manager' }))
      .id;
  }

  it('an invitation carries its restaurants; the person accepting it is limited to them', async () => {
    const sent = await inviteStaffAction(
      {
        email: 'franchisee@saba.test',
        role: 'manager',
        locationIds: [place['canton']!, place['bronx']!],
      },
      owner,
    );
    expect(sent).toMatchObject({ status: 'success' });
    const token = await invitationTokenIn(db, 'franchisee@saba.test');
    const accepted = await db.db.transaction((tx) =>
      acceptInvitation(tx, { token, password: 'a fine password' }),
    );
    expect(accepted.status).toBe('accepted');
    const userId = accepted.status === 'accepted' ? accepted.userId : '';
    expect(await scopeOf(userId)).toEqual([place['canton'], place['bronx']].sort());
  });

  it('an owner limits a manager, changes it and lifts it; each audited', async () => {
    const userId = await newManager('limited@saba.test');
    expect(await scopeOf(userId)).toBeNull();

    const limit = await setStaffLocationsAction({ userId, locationIds: [place['canton']!] }, owner);
    expect(limit).toMatchObject({ status: 'success', data: { restaurants: 1 } });
    expect(await scopeOf(userId)).toEqual([place['canton']]);

    // The form posts the ticked boxes; none ticked lifts the limit.
    expect(await setStaffLocationsAction({ userId }, owner)).toMatchObject({
      status: 'success',
      data: { restaurants: 0 },
    });
    expect(await scopeOf(userId)).toBeNull();

    const entries = await db.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'set-restaurants'));
    expect(entries.filter((e) => e.entityId === userId).map((e) => e.after)).toEqual([
      { locationIds: [place['canton']] },
      { locationIds: [] },
    ]);
  });

  it('refuses an owner limited, a restaurant that does not exist and a bad id, writing nothing', async () => {
    const userId = await newManager('careful@saba.test');
    const rows = await db.db.$count(staffLocations);
    const invitations = await db.db.$count(staffInvitations);
    const audits = await db.db.$count(auditLog);

    expect(
      await inviteStaffAction(
        { email: 'co-owner@saba.test', role: 'owner', locationIds: [place['canton']!] },
        owner,
      ),
    ).toMatchObject({
      status: 'error',
      fieldErrors: { locationIds: 'admin.users.ownerEverywhere' },
    });
    expect(
      await setStaffLocationsAction({ userId, locationIds: [place['canton']!, UNKNOWN] }, owner),
    ).toMatchObject({ status: 'error', error: 'admin.errors.notFound' });
    expect(
      await inviteStaffAction(
        { email: 'nowhere@saba.test', role: 'editor', locationIds: [UNKNOWN] },
        owner,
      ),
    ).toMatchObject({ status: 'error', error: 'admin.errors.notFound' });
    expect(await setStaffLocationsAction({ userId, locationIds: ['canton'] }, owner)).toMatchObject(
      { status: 'error', fieldErrors: { locationIds: 'errors.invalidInput' } },
    );
    expect(
      await setStaffLocationsAction(
        { userId, locationIds: Array.from({ length: 101 }, () => crypto.randomUUID()) },
        owner,
      ),
    ).toMatchObject({ status: 'error', fieldErrors: { locationIds: 'errors.invalidInput' } });
    expect(
      await setStaffLocationsAction({ userId: 'nobody', locationIds: [place['canton']!] }, owner),
    ).toMatchObject({ status: 'error', error: 'admin.errors.notFound' });

    // The owner's own account: an owner is never limited.
    const ownerId = (
      await createStaffAccount(db.db, {
        email: 'second-owner@saba.test',
        password: 'pass-word-1',
        role: 'owner',
      })
    ).id;
    expect(
      await setStaffLocationsAction({ userId: ownerId, locationIds: [place['canton']!] }, owner),
    ).toMatchObject({ status: 'error', error: 'admin.users.ownerEverywhere' });

    expect(await db.db.$count(staffLocations)).toBe(rows);
    expect(await db.db.$count(staffInvitations)).toBe(invitations);
    expect(await db.db.$count(auditLog)).toBe(audits);
  });

  it('made owner, a person loses the limit (it would come back on a demotion)', async () => {
    const userId = await newManager('promoted@saba.test');
    await setStaffLocationsAction({ userId, locationIds: [place['bronx']!] }, owner);
    expect(await setRoleAction({ userId, role: 'owner' }, owner)).toEqual({
      status: 'success',
      data: null,
    });
    expect(await setRoleAction({ userId, role: 'manager' }, owner)).toMatchObject({
      status: 'success',
    });
    expect(await scopeOf(userId)).toBeNull();
  });

  it("keeps a restaurant someone works for alone; another's removal narrows the limit", async () => {
    const [temporary] = await db.db
      .insert(locations)
      .values({ slug: 'pop-up', nameEn: 'Saba Pop-up', nameAr: 'سباء مؤقت' })
      .returning();
    const only = await newManager('only-here@saba.test');
    const both = await newManager('both@saba.test');
    await setStaffLocationsAction({ userId: only, locationIds: [temporary!.id] }, owner);
    await setStaffLocationsAction(
      { userId: both, locationIds: [temporary!.id, place['dearborn']!] },
      owner,
    );

    expect(await deleteLocationAction({ id: temporary!.id }, owner)).toEqual({
      status: 'error',
      error: 'admin.locations.limitedStaff',
    });
    // A pending invitation to it alone holds it too.
    await setStaffLocationsAction({ userId: only, locationIds: [place['dearborn']!] }, owner);
    await inviteStaffAction(
      { email: 'pop-up-cook@saba.test', role: 'editor', locationIds: [temporary!.id] },
      owner,
    );
    expect(await deleteLocationAction({ id: temporary!.id }, owner)).toMatchObject({
      error: 'admin.locations.limitedStaff',
    });
    await inviteStaffAction(
      {
        email: 'pop-up-cook@saba.test',
        role: 'editor',
        locationIds: [temporary!.id, place['dearborn']!],
      },
      owner,
    );

    expect(await deleteLocationAction({ id: temporary!.id }, owner)).toMatchObject({
      status: 'success',
    });
    expect(await scopeOf(both)).toEqual([place['dearborn']]);
    const [invitation] = await db.db
      .select({ locationIds: staffInvitations.locationIds })
      .from(staffInvitations)
      .where(
        and(
          eq(staffInvitations.email, 'pop-up-cook@saba.test'),
          isNull(staffInvitations.revokedAt),
        ),
      );
    expect(invitation!.locationIds).toEqual([place['dearborn']]);
  });

  it('two restaurants deleted at once never leave a person limited to them the whole brand', async () => {
    const [first, second] = await db.db
      .insert(locations)
      .values([
        { slug: 'stall-a', nameEn: 'Saba Stall A', nameAr: 'سباء أ' },
        { slug: 'stall-b', nameEn: 'Saba Stall B', nameAr: 'سباء ب' },
      ])
      .returning();
    const twoStalls = await newManager('two-stalls@saba.test');
    await setStaffLocationsAction(
      { userId: twoStalls, locationIds: [first!.id, second!.id] },
      owner,
    );
    const answers = await Promise.all([
      deleteLocationAction({ id: first!.id }, owner),
      deleteLocationAction({ id: second!.id }, owner),
    ]);
    // One goes; the other is the last restaurant this manager works at, and stays.
    expect(answers.map((a) => a.status).sort()).toEqual(['error', 'success']);
    const scope = await scopeOf(twoStalls);
    expect(scope).toHaveLength(1);

    // Were every restaurant of theirs gone all the same, they would have none, not the brand.
    await db.db.delete(staffLocations).where(eq(staffLocations.userId, twoStalls));
    expect(await scopeOf(twoStalls)).toEqual([]);
    // Lifting the limit is a choice an owner makes, recorded as such.
    await setStaffLocationsAction({ userId: twoStalls, locationIds: [] }, owner);
    expect(await scopeOf(twoStalls)).toBeNull();
  });
});
