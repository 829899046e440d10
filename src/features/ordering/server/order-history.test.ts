import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  describeEachEngine,
  setAsAppDatabase,
  type TestDatabase,
} from '../../../../tests/setup/db';
import { addAllDayRestaurant, guestCheckout, insertOrder } from '../../../../tests/setup/ordering';
import { depsFor } from '../../../../tests/setup/staff-deps';
import { locations, orders } from '@/server/db/schema';
import { orderSearchSchema } from '@/features/ordering/schemas/order-search';
import { orderStepAction, placePickupOrderAction } from './actions';
import {
  readOrderRecord,
  searchOrderHistory,
  textCondition,
  type HistoryRestaurant,
} from './order-history';

/*
 * The console's order history: found by number, phone (its last digits, however written),
 * e-mail, a name's words in either script, restaurant and pickup day (each restaurant's own
 * day), newest first a page at a time, only at the restaurants the person works for; an order's
 * page with its timeline. Expected answers are written out by guest name.
 */

describeEachEngine('the order history', (engine) => {
  let db: TestDatabase;
  let detroit: HistoryRestaurant;
  let pacific: HistoryRestaurant;
  let both: HistoryRestaurant[];

  beforeAll(async () => {
    db = await engine.create();
    setAsAppDatabase(db);
    const allDay = await addAllDayRestaurant(db.db, { timezone: 'America/Detroit' });
    const [west] = await db.db
      .insert(locations)
      .values({
        slug: 'west',
        nameEn: 'Saba West',
        nameAr: 'سباء الغرب',
        addressEn: '1 Ocean Ave, Los Angeles, CA',
        addressAr: '1 شارع المحيط، لوس أنجلوس',
        timezone: 'America/Los_Angeles',
        published: true,
        orderingEnabled: true,
      })
      .returning();
    detroit = { id: allDay.id, slug: allDay.slug, name: allDay.nameEn };
    pacific = { id: west!.id, slug: west!.slug, name: west!.nameEn };
    both = [detroit, pacific];
    const at = (iso: string) => new Date(iso);
    await insertOrder(db.db, detroit.id, {
      fullName: 'Nadia Saeed',
      phone: '(313) 555-0142',
      email: 'Nadia.Saeed@example.com',
      // 6:30 PM on Friday the 27th in Detroit.
      pickupAt: at('2026-11-27T23:30:00Z'),
      createdAt: at('2026-11-27T22:00:00Z'),
    });
    await insertOrder(db.db, detroit.id, {
      fullName: 'Omar Haddad',
      phone: '+1 313 555 0199',
      email: 'omar@example.net',
      // 11:30 PM on the 27th in Detroit, already the 28th in UTC.
      pickupAt: at('2026-11-28T04:30:00Z'),
      createdAt: at('2026-11-28T04:00:00Z'),
    });
    await insertOrder(db.db, pacific.id, {
      fullName: 'نادية العلي',
      phone: '+1 248 555 0142',
      email: 'n.ali@example.org',
      // 11:30 PM on the 27th in Los Angeles.
      pickupAt: at('2026-11-28T07:30:00Z'),
      createdAt: at('2026-11-28T07:00:00Z'),
    });
    await insertOrder(db.db, detroit.id, {
      fullName: 'Sara Nadim',
      phone: '313-555-7777',
      email: 'sara@example.com',
      pickupAt: at('2026-11-29T17:00:00Z'),
      createdAt: at('2026-11-29T16:00:00Z'),
    });
  });
  afterAll(async () => {
    setAsAppDatabase(undefined);
    await db.dispose();
  });

  async function names(query: Record<string, string>, restaurants = both) {
    const found = await searchOrderHistory(db.db, orderSearchSchema.parse(query), restaurants);
    return found.rows.map((row) => row.fullName);
  }

  it('finds an order by its number, a phone however written, an address or a name', async () => {
    const [omar] = await db.db.select().from(orders).where(eq(orders.fullName, 'Omar Haddad'));
    expect(await names({ q: `#${omar!.number}` })).toEqual(['Omar Haddad']);
    expect(await names({ q: String(omar!.number) })).toEqual(['Omar Haddad']);
    // The last four digits, as a guest says them at the counter; newest first.
    expect(await names({ q: '0142' })).toEqual(['نادية العلي', 'Nadia Saeed']);
    expect(await names({ q: '(313) 555-0142' })).toEqual(['Nadia Saeed']);
    expect(await names({ q: '313.555.0142' })).toEqual(['Nadia Saeed']);
    expect(await names({ q: 'OMAR@example' })).toEqual(['Omar Haddad']);
    expect(await names({ q: 'nadia.saeed@example.com' })).toEqual(['Nadia Saeed']);
    // The start of any word of a name (or of an address).
    expect(await names({ q: 'nad' })).toEqual(['Sara Nadim', 'Nadia Saeed']);
    expect(await names({ q: 'saeed nadia' })).toEqual(['Nadia Saeed']);
    expect(await names({ q: 'نادية' })).toEqual(['نادية العلي']);
    expect(await names({ q: 'العلي' })).toEqual(['نادية العلي']);
  });

  it('finds nothing for text that names nothing, and no text finds every order', async () => {
    expect(await names({ q: '%' })).toEqual([]);
    expect(await names({ q: '_' })).toEqual([]);
    expect(await names({ q: "' OR 1=1 --" })).toEqual([]);
    expect(await names({ q: 'Zaid' })).toEqual([]);
    expect(await names({ q: '   ' })).toEqual([
      'Sara Nadim',
      'نادية العلي',
      'Omar Haddad',
      'Nadia Saeed',
    ]);
  });

  it('takes a pickup day as each restaurant’s own day', async () => {
    expect(await names({ from: '2026-11-27', to: '2026-11-27' })).toEqual([
      'نادية العلي',
      'Omar Haddad',
      'Nadia Saeed',
    ]);
    expect(await names({ from: '2026-11-28', to: '2026-11-28' })).toEqual([]);
    expect(await names({ from: '2026-11-29' })).toEqual(['Sara Nadim']);
    expect(await names({ to: '2026-11-27', q: '0142' })).toEqual(['نادية العلي', 'Nadia Saeed']);
  });

  it('looks only at the restaurants the person works for', async () => {
    expect(await names({ q: '0142' }, [detroit])).toEqual(['Nadia Saeed']);
    expect(await names({ location: 'west' })).toEqual(['نادية العلي']);
    // Another restaurant, named in the address, is refused: nothing is found.
    const refused = await searchOrderHistory(db.db, orderSearchSchema.parse({ location: 'west' }), [
      detroit,
    ]);
    expect(refused).toMatchObject({ rows: [], total: 0, refused: 'notYours' });
    expect(await names({}, [])).toEqual([]);
  });

  it('refuses a date that is no day and a range that runs backwards or past a year', async () => {
    for (const [query, refused] of [
      [{ from: '2026-02-30' }, 'admin.orders.history.badDate'],
      [{ to: 'yesterday' }, 'admin.orders.history.badDate'],
      [{ from: '2026-11-30', to: '2026-11-01' }, 'admin.orders.history.badRange'],
      [{ from: '2024-01-01', to: '2026-01-01' }, 'admin.orders.history.badRange'],
    ] as const) {
      const found = await searchOrderHistory(db.db, orderSearchSchema.parse(query), both);
      expect(found, JSON.stringify(query)).toMatchObject({ rows: [], refused });
    }
    const long = orderSearchSchema.parse({ q: 'n'.repeat(10_000), page: ['2', '3'] });
    expect(long).toMatchObject({ q: 'n'.repeat(100), clipped: true, page: 2 });
  });

  it('gives the newest 25 a page, and the last page for a page past it', async () => {
    for (let i = 0; i < 30; i++) {
      await insertOrder(db.db, pacific.id, {
        fullName: `Guest ${i}`,
        createdAt: new Date(Date.UTC(2026, 9, 1, 12, i)),
      });
    }
    const first = await searchOrderHistory(db.db, orderSearchSchema.parse({ q: 'guest' }), both);
    expect(first).toMatchObject({ total: 30, page: 1, pages: 2 });
    expect(first.rows.map((row) => row.fullName).slice(0, 2)).toEqual(['Guest 29', 'Guest 28']);
    const past = await searchOrderHistory(
      db.db,
      orderSearchSchema.parse({ q: 'guest', page: '99' }),
      both,
    );
    expect(past.page).toBe(2);
    expect(past.rows.map((row) => row.fullName)).toEqual([
      'Guest 4',
      'Guest 3',
      'Guest 2',
      'Guest 1',
      'Guest 0',
    ]);
  });

  it('looks up each kind of search through its index', async () => {
    const planOf = (q: string) =>
      db.db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        const plan = await tx.execute(
          sql`explain select count(*) from ${orders} where ${textCondition(q)}`,
        );
        return JSON.stringify((plan as unknown as { rows: unknown[] }).rows);
      });
    expect(await planOf('0142')).toContain('orders_phone_tail_idx');
    expect(await planOf('omar@example')).toContain('orders_email_search_idx');
    expect(await planOf('nadia')).toContain('orders_name_search_idx');
    expect(await planOf('#12')).toContain('orders_number_unique');
  });

  it('keeps each step of an order with who made it, for its page', async () => {
    const placed = await placePickupOrderAction(
      guestCheckout('history-timeline-key'),
      depsFor('anonymous'),
    );
    if (placed.status !== 'success') throw new Error(JSON.stringify(placed));
    const [row] = await db.db.select().from(orders).where(eq(orders.number, placed.data.number));
    const kitchen = depsFor('kitchen', { locations: [detroit.id] });
    for (const step of [{ to: 'accepted', minutes: 10 }, { to: 'ready' }, { to: 'picked_up' }]) {
      const moved = await orderStepAction({ id: row!.id, ...step }, kitchen);
      expect(moved.status).toBe('success');
    }
    const record = await readOrderRecord(db.db, row!.id, [detroit.id]);
    expect(record!.timeline.map((event) => [event.move, event.by])).toEqual([
      ['placed', null],
      ['accept', 'kitchen@example.com'],
      ['ready', 'kitchen@example.com'],
      ['pickUp', 'kitchen@example.com'],
    ]);
    expect(record!.lines.map((line) => [line.quantity, line.nameEn])).toEqual([[2, 'Hummus']]);
    expect(record!.restaurant).toBe('Saba All Day');
    // Not at the person's restaurants, or not an order: no page.
    expect(await readOrderRecord(db.db, row!.id, [pacific.id])).toBeNull();
    expect(await readOrderRecord(db.db, 'x'.repeat(10_000), null)).toBeNull();
  });
});
