import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeEachEngine, freshAppDatabase } from '../../../../tests/setup/db';
import { addAllDayRestaurant, insertOrder } from '../../../../tests/setup/ordering';
import { depsFor } from '../../../../tests/setup/staff-deps';
import { auditLog, orders, promoCodeLocations, promoCodes } from '@/server/db/schema';
import { deletePromoCodeAction, savePromoCodeAction } from './actions';
import { listPromoCodes } from './promo-code-admin';

/*
 * Promo codes in the console: a manager adds one for a restaurant, changes it and deletes it,
 * each audited; a code's letters are taken once; the list counts the orders that used each.
 */

describeEachEngine('promo codes in the console', (engine) => {
  const db = freshAppDatabase(engine);
  const manager = depsFor('manager');

  it('adds, changes and deletes a code, audited, and refuses one whose letters are taken', async () => {
    const restaurant = await addAllDayRestaurant(db().db);
    const added = await savePromoCodeAction(
      {
        code: 'spring 15',
        kind: 'amount',
        amountOff: '15',
        minSubtotal: '60',
        validUntil: '2027-04-30T23:59',
        locationIds: restaurant.id,
        maxUses: '200',
        active: 'on',
      },
      manager,
    );
    if (added.status !== 'success') throw new Error(JSON.stringify(added));
    const id = added.data.id;
    const [row] = await db().db.select().from(promoCodes).where(eq(promoCodes.id, id));
    expect(row).toMatchObject({
      code: 'SPRING15',
      kind: 'amount',
      amountOff: 1500,
      percentOff: null,
      minSubtotal: 6000,
      validUntil: '2027-04-30T23:59',
      everyLocation: false,
      maxUses: 200,
      active: true,
    });
    expect(
      await db().db.select().from(promoCodeLocations).where(eq(promoCodeLocations.promoCodeId, id)),
    ).toEqual([{ promoCodeId: id, locationId: restaurant.id }]);

    // The same letters again, in another case: refused on the code's field, nothing written.
    const twice = await savePromoCodeAction(
      { code: 'Spring15', kind: 'percent', percentOff: '5', everyLocation: 'on' },
      manager,
    );
    expect(twice).toMatchObject({
      status: 'error',
      error: 'admin.promoCodes.codeTaken',
      fieldErrors: { code: 'admin.promoCodes.codeTaken' },
    });
    expect(await db().db.$count(promoCodes)).toBe(1);

    // Changed to every restaurant and switched off; two orders used it, one cancelled.
    await insertOrder(db().db, restaurant.id, { promoCodeId: id, promoCode: 'SPRING15' });
    await insertOrder(db().db, restaurant.id, {
      promoCodeId: id,
      promoCode: 'SPRING15',
      status: 'cancelled',
      cancelReason: 'Guest called',
    });
    const changed = await savePromoCodeAction(
      { id, code: 'SPRING15', kind: 'percent', percentOff: '15', everyLocation: 'on' },
      manager,
    );
    expect(changed.status).toBe('success');
    const [listed] = await listPromoCodes(db().db);
    expect(listed).toMatchObject({
      code: 'SPRING15',
      kind: 'percent',
      percentOff: 15,
      amountOff: null,
      everyLocation: true,
      locationIds: [],
      active: false,
      uses: 1,
    });

    const removed = await deletePromoCodeAction({ id }, manager);
    expect(removed.status).toBe('success');
    expect(await db().db.$count(promoCodes)).toBe(0);
    // The orders keep the code as typed, and their discount.
    const kept = await db().db.select().from(orders).where(eq(orders.promoCode, 'SPRING15'));
    expect(kept.map((order) => order.promoCodeId)).toEqual([null, null]);
    const audited = await db()
      .db.select({ action: auditLog.action, entity: auditLog.entity })
      .from(auditLog)
      .where(eq(auditLog.entityId, id));
    expect(audited.map((entry) => entry.action).sort()).toEqual(['create', 'delete', 'update']);
    expect(new Set(audited.map((entry) => entry.entity))).toEqual(new Set(['promo_code']));
  });
});
