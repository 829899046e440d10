import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachEngine, type TestDatabase } from '../../../../tests/setup/db';
import { addAllDayRestaurant, insertOrder } from '../../../../tests/setup/ordering';
import { locations } from '@/server/db/schema';
import { readCodeDiscounts, readOrderDays, readOrdersForExport } from './queries';
import { limitedToIds, wholeBrand } from '../../../../tests/setup/viewer-scope';
import { asCents } from '@/lib/money';

/*
 * The dashboard's order figures by each restaurant's own day: an order placed at 11:30 PM in Los
 * Angeles (7:30 AM the next day in UTC) is that evening's; cancelled ones do not count as sales
 * but are in the export; a limited person's figures are their restaurants'.
 */

describeEachEngine('pickup order figures', (engine) => {
  let db: TestDatabase;
  let detroit: string;
  let la: string;

  beforeAll(async () => {
    db = await engine.create();
    detroit = (await addAllDayRestaurant(db.db)).id;
    const [west] = await db.db
      .insert(locations)
      .values({
        slug: 'la',
        nameEn: 'Saba LA',
        nameAr: 'سباء لوس أنجلوس',
        timezone: 'America/Los_Angeles',
        published: true,
        orderingEnabled: true,
      })
      .returning();
    la = west!.id;
    const at = (iso: string) => ({ createdAt: new Date(iso) });
    await insertOrder(db.db, la, { ...at('2026-11-25T07:30:00Z'), total: asCents(2000) });
    // Paid by card with a $2.50 tip: $12.50 of sales, $2.50 for the staff.
    await insertOrder(db.db, la, {
      ...at('2026-11-25T09:00:00Z'),
      tip: asCents(250),
      total: asCents(1500),
    });
    await insertOrder(db.db, detroit, { ...at('2026-11-25T07:30:00Z'), total: asCents(3000) });
    // Refunded in part on the 24th (Detroit): $5 of a $20 order with a $3 tip leaves $12 of sales;
    // $9 of a $10 order with a $2 tip takes all its $8 of sales and $1 of its tip.
    const refunded = (total: number, tip: number, back: number) => ({
      ...at('2026-11-24T18:00:00Z'),
      paymentMethod: 'card' as const,
      paymentStatus: 'paid' as const,
      total: asCents(total),
      tip: asCents(tip),
      refunded: asCents(back),
    });
    // Paid into the restaurant's own account with a $2.00 brand fee: a quarter refunded, $1.50 kept.
    await insertOrder(db.db, detroit, { ...refunded(2000, 300, 500), brandFee: asCents(200) });
    await insertOrder(db.db, detroit, refunded(1000, 200, 900));
    await insertOrder(db.db, detroit, {
      ...at('2026-11-25T15:00:00Z'),
      total: asCents(9900),
      status: 'cancelled',
      cancelReason: 'Closed early',
    });
  });
  afterAll(() => db.dispose());

  it('counts orders, sales and tips per restaurant by its own day, cancelled ones left out', async () => {
    const rows = await readOrderDays(db.db, '2026-11-25', 7, await wholeBrand(db.db));
    const named = rows
      .map((row) => ({ ...row, locationId: row.locationId === la ? 'la' : 'detroit' }))
      .sort((a, b) => `${a.locationId}${a.day}`.localeCompare(`${b.locationId}${b.day}`));
    expect(named).toEqual([
      // Net of refunds: $12 + $0 of sales, $3 + $1 of tips, $1.50 of the brand's fee.
      { locationId: 'detroit', day: '2026-11-24', orders: 2, sales: 1200, tips: 400, fees: 150 },
      // 2:30 AM on the 25th in Detroit.
      { locationId: 'detroit', day: '2026-11-25', orders: 1, sales: 3000, tips: 0, fees: 0 },
      // 11:30 PM on the 24th in Los Angeles; 1 AM on the 25th.
      { locationId: 'la', day: '2026-11-24', orders: 1, sales: 2000, tips: 0, fees: 0 },
      { locationId: 'la', day: '2026-11-25', orders: 1, sales: 1250, tips: 250, fees: 0 },
    ]);
    expect(
      await readOrderDays(db.db, '2026-11-25', 7, await limitedToIds(db.db, [la])),
    ).toHaveLength(2);
  });

  it('gives the discounts per code over the period, the largest first, cancelled ones left out', async () => {
    const at = (iso: string) => ({ createdAt: new Date(iso) });
    // Promo codes: $5 and $3.20 off with SAVE, $2 with WELCOME; one cancelled, one a week before.
    const coded = (code: string, discount: number, change = {}) => ({
      promoCode: code,
      subtotal: asCents(3000),
      discount: asCents(discount),
      ...change,
    });
    await insertOrder(db.db, detroit, {
      ...at('2026-10-24T18:00:00Z'),
      ...coded('SAVE', 500),
      total: asCents(2650),
    });
    await insertOrder(db.db, la, { ...at('2026-10-23T20:00:00Z'), ...coded('SAVE', 320) });
    await insertOrder(db.db, la, { ...at('2026-10-22T20:00:00Z'), ...coded('WELCOME', 200) });
    await insertOrder(db.db, la, {
      ...at('2026-10-22T21:00:00Z'),
      ...coded('WELCOME', 900, { status: 'cancelled', cancelReason: 'Guest called' }),
    });
    await insertOrder(db.db, la, { ...at('2026-10-10T20:00:00Z'), ...coded('OLD', 100) });
    expect(await readCodeDiscounts(db.db, '2026-10-25', 7, await wholeBrand(db.db))).toEqual([
      { code: 'SAVE', orders: 2, discount: 820 },
      { code: 'WELCOME', orders: 1, discount: 200 },
    ]);
    expect(
      await readCodeDiscounts(db.db, '2026-10-25', 7, await limitedToIds(db.db, [detroit])),
    ).toEqual([{ code: 'SAVE', orders: 1, discount: 500 }]);
  });

  it('exports every order of the period with its lines and times, cancelled ones too', async () => {
    const rows = await readOrdersForExport(
      db.db,
      '2026-11-25',
      7,
      await limitedToIds(db.db, [detroit]),
    );
    expect(
      rows.map((row) => [row.status, row.tip, row.total, row.refunded, row.cancelReason]),
    ).toEqual([
      ['received', 0, 3000, 0, null],
      ['received', 300, 2000, 500, null],
      ['received', 200, 1000, 900, null],
      ['cancelled', 0, 9900, 0, 'Closed early'],
    ]);
  });
});
