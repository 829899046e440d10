import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { describeEachEngine, freshAppDatabase } from '../../../../tests/setup/db';
import { visitorDeps } from '../../../../tests/setup/staff-deps';
import { addAllDayRestaurant, guestCheckout, insertOrder } from '../../../../tests/setup/ordering';
import { asCents } from '@/lib/money';
import type { Db } from '@/server/db/client';
import {
  emailOutbox,
  guestAccounts,
  locations,
  loyaltyLedger,
  loyaltyRewards,
  menuItems,
  orders,
} from '@/server/db/schema';
import { placePickupOrderAction } from '@/features/ordering/server/actions';
import { moveOrderState } from '@/features/ordering/server/order-states';
import { earnPastOrders, pointsBalance, writeLoyaltyRules } from './points';
import { expirePointsRound } from './points-expiry';
import { quoteReward, spendReward } from './rewards';

/**
 * Loyalty points through real orders on both engines: earned when picked up (10 a dollar of the
 * subtotal after discounts), taken back in proportion to refunds, spent on a reward at checkout
 * under the account's lock (two tabs, one reward), given back when the order is cancelled, earned
 * by a guest's earlier order within 30 days of the account, and expired after months idle. The
 * expected figures are written out.
 */

type Guest = { accountId: string; email: string };

describeEachEngine('loyalty points', (engine) => {
  const database = freshAppDatabase(engine);
  const db = () => database().db as Db;
  let restaurantId = '';
  let fiveOff = '';
  let freeHummus = '';
  let freeFalafel = '';
  let keys = 0;

  beforeAll(async () => {
    restaurantId = (await addAllDayRestaurant(db())).id;
    const [falafel] = await db()
      .insert(menuItems)
      .values({
        slug: 'falafel',
        categorySlug: 'starters',
        nameEn: 'Falafel',
        nameAr: 'فلافل',
        price: asCents(650),
        status: 'published',
      })
      .returning();
    const [hummus] = await db().select().from(menuItems).where(eq(menuItems.slug, 'hummus'));
    const rewards = await db()
      .insert(loyaltyRewards)
      .values([
        { points: 100, kind: 'amount', amountOff: asCents(500) },
        { points: 150, kind: 'dish', menuItemId: hummus!.id },
        { points: 120, kind: 'dish', menuItemId: falafel!.id },
      ])
      .returning();
    [fiveOff, freeHummus, freeFalafel] = rewards.map((reward) => reward.id) as [
      string,
      string,
      string,
    ];
    await writeLoyaltyRules(db(), { enabled: true, pointsPerDollar: 10, expiryMonths: 12 }, null);
  });

  async function account(email: string, createdAt = new Date()): Promise<Guest> {
    const [row] = await db().insert(guestAccounts).values({ email, createdAt }).returning();
    return { accountId: row!.id, email };
  }

  const signedIn = (guest: Guest | null) =>
    visitorDeps(
      guest
        ? {
            ...guest,
            sessionId: '00000000-0000-4000-8000-0000000000aa',
            language: 'en',
          }
        : null,
    );

  /** Two Hummus ($15.98) at the all-day restaurant, paid at pickup, by this guest. */
  async function order(guest: Guest | null, email: string, change: Record<string, unknown> = {}) {
    keys += 1;
    return placePickupOrderAction(
      guestCheckout(`loyalty-points-${engine.label}-${keys}`, { email, language: 'en', ...change }),
      signedIn(guest),
    );
  }

  async function rowOf(number: number) {
    const [row] = await db().select().from(orders).where(eq(orders.number, number));
    return row!;
  }

  /** The kitchen's steps to picked up. */
  async function pickUp(number: number) {
    for (const move of ['accept', 'ready', 'pickUp'] as const) {
      await moveOrderState(db(), await rowOf(number), move);
    }
  }

  const ledger = async (accountId: string) =>
    (
      await db()
        .select({ points: loyaltyLedger.points, reason: loyaltyLedger.reason })
        .from(loyaltyLedger)
        .where(eq(loyaltyLedger.accountId, accountId))
        .orderBy(loyaltyLedger.createdAt, loyaltyLedger.id)
    ).map((row) => `${row.reason} ${row.points}`);

  /**
   * An owner's adjustment a minute before the test's orders: the database's clock stamps it, the
   * order's points carry the application's, and the ledger is read in time order.
   */
  const gift = (guest: Guest, points: number, note: string) =>
    db()
      .insert(loyaltyLedger)
      .values({
        accountId: guest.accountId,
        points,
        reason: 'adjusted',
        note,
        createdAt: new Date(Date.now() - 60_000),
      });

  it('earns 10 a dollar of the subtotal when picked up, not before', async () => {
    const mona = await account('mona@example.com');
    const placed = await order(mona, 'Mona@Example.com');
    if (placed.status !== 'success') throw new Error(JSON.stringify(placed));
    await moveOrderState(db(), await rowOf(placed.data.number), 'accept');
    expect(await ledger(mona.accountId)).toEqual([]);
    await moveOrderState(db(), await rowOf(placed.data.number), 'ready');
    await moveOrderState(db(), await rowOf(placed.data.number), 'pickUp');
    // $15.98 at 10 points a dollar: 159 (a part of a point is not given).
    expect(await ledger(mona.accountId)).toEqual(['earned 159']);
    // Another move of the same order (a refund at Stripe of nothing) earns nothing more.
    expect(await pointsBalance(db(), mona.accountId)).toBe(159);
  });

  it('says in the placed e-mail what the order earns, or what an account would earn it', async () => {
    const mailOf = async (number: number) => {
      const [mail] = await db()
        .select({ text: emailOutbox.textBody })
        .from(emailOutbox)
        .where(
          sql`${emailOutbox.kind} = 'order-placed' and ${emailOutbox.subject} like ${`%#${number}%`}`,
        );
      return mail!.text;
    };
    await account('maya@example.com');
    const withAccount = await order(null, 'maya@example.com');
    const without = await order(null, 'no.account@example.com');
    if (withAccount.status !== 'success' || without.status !== 'success')
      throw new Error('refused');
    expect(await mailOf(withAccount.data.number)).toContain(
      'This order earns 159 points when you pick it up.',
    );
    expect(await mailOf(without.data.number)).toContain(
      "Save your details on your order's page within 30 days to earn 159 points for this order.",
    );
  });

  it('spends points on a reward at checkout, taken off after the promo code and before tax', async () => {
    const rana = await account('rana@example.com');
    await gift(rana, 130, 'welcome gift');
    const placed = await order(rana, 'rana@example.com', { reward: fiveOff });
    if (placed.status !== 'success') throw new Error(JSON.stringify(placed));
    const row = await rowOf(placed.data.number);
    // $15.98 − $5.00 = $10.98; 6% tax $0.66; total $11.64.
    expect([row.subtotal, row.discount, row.rewardDiscount, row.tax, row.total]).toEqual([
      1598, 500, 500, 66, 1164,
    ]);
    expect(await ledger(rana.accountId)).toEqual(['adjusted 130', 'redeemed -100']);
    // Picked up, it earns on what was paid for the food: $10.98 → 109 points.
    await pickUp(placed.data.number);
    expect(await pointsBalance(db(), rana.accountId)).toBe(139);
  });

  it('refuses a reward without the points, and writes nothing', async () => {
    const huda = await account('huda.points@example.com');
    await gift(huda, 90, 'apology');
    const before = await db().$count(orders);
    expect(await order(huda, 'huda.points@example.com', { reward: fiveOff })).toMatchObject({
      status: 'error',
      error: 'pickup.errors.rewardPoints',
      errorValues: { points: 100, balance: 90 },
    });
    expect(await db().$count(orders)).toBe(before);
    expect(await ledger(huda.accountId)).toEqual(['adjusted 90']);
  });

  it('refuses a reward to a guest not signed in, or for another address, or not offered', async () => {
    const sam = await account('sam@example.com');
    await gift(sam, 500, 'test points');
    expect(await order(null, 'sam@example.com', { reward: fiveOff })).toMatchObject({
      error: 'pickup.errors.rewardSignIn',
    });
    expect(await order(sam, 'someone.else@example.com', { reward: fiveOff })).toMatchObject({
      error: 'pickup.errors.rewardEmail',
    });
    expect(
      await order(sam, 'sam@example.com', { reward: '00000000-0000-4000-8000-000000000999' }),
    ).toMatchObject({ error: 'pickup.errors.rewardUnknown' });
    expect(await order(sam, 'sam@example.com', { reward: 'not-a-reward' })).toMatchObject({
      status: 'error',
    });
    // A dish reward needs its dish in the order: Falafel is not in two Hummus.
    expect(await order(sam, 'sam@example.com', { reward: freeFalafel })).toMatchObject({
      error: 'pickup.errors.rewardDish',
      errorValues: { dish: 'Falafel' },
    });
    expect(await ledger(sam.accountId)).toEqual(['adjusted 500']);
    // The dish reward frees one Hummus at its price: $7.99 off $15.98.
    const placed = await order(sam, 'sam@example.com', { reward: freeHummus });
    if (placed.status !== 'success') throw new Error(JSON.stringify(placed));
    expect((await rowOf(placed.data.number)).rewardDiscount).toBe(799);
    expect(await ledger(sam.accountId)).toEqual(['adjusted 500', 'redeemed -150']);
  });

  it('gives one reward when the same points are spent from two tabs at once', async () => {
    const lina = await account('lina@example.com');
    await gift(lina, 100, 'two tabs');
    // At two restaurants, so that only the account's lock stands between the two.
    const [first] = await db().select().from(locations).where(eq(locations.id, restaurantId));
    const { id: _id, slug: _slug, createdAt: _c, updatedAt: _u, ...same } = first!;
    await db()
      .insert(locations)
      .values({ ...same, slug: 'all-night', nameEn: 'Saba All Night' })
      .onConflictDoNothing();
    const results = await Promise.all([
      order(lina, 'lina@example.com', { reward: fiveOff }),
      order(lina, 'lina@example.com', { reward: fiveOff, locationSlug: 'all-night' }),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual(['error', 'success']);
    expect(await pointsBalance(db(), lina.accountId)).toBe(0);
  });

  it('spends under the account’s lock: two checkouts that both read 100 points cannot both spend them', async () => {
    const tala = await account('tala@example.com');
    await gift(tala, 100, 'race');
    const placed = await Promise.all(
      [1, 2].map(async (n) =>
        insertOrder(db(), restaurantId, {
          email: 'tala@example.com',
          idempotencyKeyHash: `tala-${n}-${engine.label}`,
        }),
      ),
    );
    // Each checkout reads the balance, waits a moment (another could read it meanwhile), spends.
    const spend = (orderId: string) =>
      db().transaction(async (tx) => {
        const quote = await quoteReward(
          tx,
          {
            accountId: tala.accountId,
            rewardId: fiveOff,
            email: 'tala@example.com',
            language: 'en',
          },
          { left: asCents(1000), dishes: [] },
        );
        await new Promise((resolve) => setTimeout(resolve, 100));
        await spendReward(tx, quote, orderId);
      });
    const outcomes = await Promise.allSettled(placed.map((row) => spend(row.id)));
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(await ledger(tala.accountId)).toEqual(['adjusted 100', 'redeemed -100']);
  });

  it('gives spent points back when the order is cancelled', async () => {
    const omar = await account('omar@example.com');
    await gift(omar, 100, 'cancel test');
    const placed = await order(omar, 'omar@example.com', { reward: fiveOff });
    if (placed.status !== 'success') throw new Error(JSON.stringify(placed));
    await moveOrderState(db(), await rowOf(placed.data.number), 'cancel');
    expect(await ledger(omar.accountId)).toEqual(['adjusted 100', 'redeemed -100', 'returned 100']);
  });

  it('takes back earned points in proportion to refunds, all of them with a whole refund', async () => {
    const nour = await account('nour@example.com');
    // $10.00 of food, $0.60 tax, paid by card and picked up: 100 points.
    const row = await insertOrder(db(), restaurantId, {
      email: 'nour@example.com',
      status: 'ready',
      paymentMethod: 'card',
      paymentStatus: 'paid',
    });
    const picked = await moveOrderState(db(), row, 'pickUp');
    expect(await ledger(nour.accountId)).toEqual(['earned 100']);
    // Half of $10.60 refunded: half the points. Then the rest: the rest.
    const { settleOrderPoints } = await import('./points');
    await settleOrderPoints(db(), { ...picked!, refunded: asCents(530) });
    await settleOrderPoints(db(), { ...picked!, refunded: asCents(530) });
    expect(await ledger(nour.accountId)).toEqual(['earned 100', 'refunded -50']);
    await moveOrderState(db(), picked!, 'refundedInFull', { refunded: asCents(1060) });
    expect(await ledger(nour.accountId)).toEqual(['earned 100', 'refunded -50', 'refunded -50']);
  });

  it('earns for a guest’s order placed at most 30 days before the account was made', async () => {
    const day = 86_400_000;
    const now = new Date();
    for (const [days, key] of [
      [29, 'recent'],
      [31, 'old'],
    ] as const) {
      await insertOrder(db(), restaurantId, {
        email: 'sara@example.com',
        status: 'picked_up',
        subtotal: asCents(days === 29 ? 2000 : 3000),
        createdAt: new Date(now.getTime() - days * day),
        idempotencyKeyHash: `sara-${key}-${engine.label}`,
      });
    }
    const sara = await account('sara@example.com', now);
    await earnPastOrders(db(), 'Sara@example.com', now);
    expect(await ledger(sara.accountId)).toEqual(['earned 200']);
    // Twice is once.
    await earnPastOrders(db(), 'sara@example.com', now);
    expect(await pointsBalance(db(), sara.accountId)).toBe(200);
  });

  it('expires a balance after 12 months without an order, not before', async () => {
    const month = 30 * 86_400_000;
    const now = new Date();
    const idle = await account('idle@example.com', new Date(now.getTime() - 14 * month));
    const active = await account('active@example.com', new Date(now.getTime() - 14 * month));
    for (const guest of [idle, active]) {
      await db()
        .insert(loyaltyLedger)
        .values({
          accountId: guest.accountId,
          points: 80,
          reason: 'adjusted',
          note: 'old points',
          createdAt: new Date(now.getTime() - 13 * month),
        });
    }
    await insertOrder(db(), restaurantId, {
      email: 'active@example.com',
      status: 'picked_up',
      createdAt: new Date(now.getTime() - 11 * month),
      idempotencyKeyHash: `active-${engine.label}`,
    });
    await expirePointsRound(db(), now);
    expect(await ledger(idle.accountId)).toEqual(['adjusted 80', 'expired -80']);
    expect(await ledger(active.accountId)).toEqual(['adjusted 80']);
  });

  it('earns nothing and offers no reward while the program is off', async () => {
    await writeLoyaltyRules(db(), { enabled: false, pointsPerDollar: 10, expiryMonths: 12 }, null);
    try {
      const zaid = await account('zaid@example.com');
      await gift(zaid, 300, 'paused');
      expect(await order(zaid, 'zaid@example.com', { reward: fiveOff })).toMatchObject({
        error: 'pickup.errors.rewardUnknown',
      });
      const placed = await order(zaid, 'zaid@example.com');
      if (placed.status !== 'success') throw new Error(JSON.stringify(placed));
      await pickUp(placed.data.number);
      expect(await ledger(zaid.accountId)).toEqual(['adjusted 300']);
      const [left] = await db()
        .select({ n: sql<number>`count(*)::int` })
        .from(loyaltyLedger)
        .where(
          and(eq(loyaltyLedger.accountId, zaid.accountId), eq(loyaltyLedger.reason, 'earned')),
        );
      expect(Number(left!.n)).toBe(0);
    } finally {
      await writeLoyaltyRules(db(), { enabled: true, pointsPerDollar: 10, expiryMonths: 12 }, null);
    }
  });
});
