import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachEngine, setAsAppDatabase, type TestDatabase } from '../../../tests/setup/db';
import { depsFor } from '../../../tests/setup/staff-deps';
import { seedDemoContent } from '../db/seed';
import { locations } from '../db/schema';
import { saveLocationAction } from './actions';

/*
 * Tips at a restaurant are the owners' to turn on and to price (issue 47): a manager saving the
 * restaurant keeps them as they were, whatever the post says; an owner changes them.
 */

describeEachEngine('a restaurant’s tips', (engine) => {
  let db: TestDatabase;
  let canton: { id: string; slug: string };

  beforeAll(async () => {
    db = await engine.create();
    setAsAppDatabase(db);
    await seedDemoContent(db.db);
    const [row] = await db.db
      .select({ id: locations.id, slug: locations.slug })
      .from(locations)
      .where(eq(locations.slug, 'canton'));
    canton = row!;
  });
  afterAll(async () => {
    setAsAppDatabase(undefined);
    await db.dispose();
  });

  const post = (tips: Record<string, string>) => ({
    id: canton.id,
    slug: canton.slug,
    nameEn: 'Saba Canton',
    nameAr: 'سباء كانتون',
    addressEn: '1 Ford Rd',
    addressAr: '١ طريق فورد',
    city: 'Canton',
    'hours.mon.opens': '09:00',
    'hours.mon.closes': '22:00',
    ...Object.fromEntries(
      ['tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((d) => [`hours.${d}.closed`, 'on']),
    ),
    specialHours: '[]',
    ...tips,
  });
  const tipsNow = async () => {
    const [row] = await db.db
      .select({ on: locations.tipsEnabled, percents: locations.tipPercents })
      .from(locations)
      .where(eq(locations.id, canton.id));
    return row;
  };

  it('are kept as they were when a manager saves the restaurant, and changed by an owner', async () => {
    // The demo takes tips at 10, 15 and 20%.
    expect(await tipsNow()).toEqual({ on: true, percents: [10, 15, 20] });
    // A manager's post that turns them off and names other shares changes neither.
    const managed = await saveLocationAction(post({ tipPercents: '25, 50' }), depsFor('manager'));
    expect(managed.status).toBe('success');
    expect(await tipsNow()).toEqual({ on: true, percents: [10, 15, 20] });

    const owned = await saveLocationAction(
      post({ tipsEnabled: 'on', tipPercents: '18, 20, 22' }),
      depsFor('owner'),
    );
    expect(owned.status).toBe('success');
    expect(await tipsNow()).toEqual({ on: true, percents: [18, 20, 22] });
    // An owner turns them off (the box unticked); the shares stay for next time.
    await saveLocationAction(post({}), depsFor('owner'));
    expect(await tipsNow()).toEqual({ on: false, percents: [18, 20, 22] });
    // And a manager cannot turn them back on.
    await saveLocationAction(post({ tipsEnabled: 'on' }), depsFor('manager'));
    expect(await tipsNow()).toEqual({ on: false, percents: [18, 20, 22] });
  });
});
