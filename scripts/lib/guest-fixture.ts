// A signed-in guest for measuring the account pages (npm run lighthouse -- --guest): an account
// with two orders picked up at the demo's East Dearborn, the loyalty program on with two rewards
// and points earned, and a session whose token is written to DATA_DIR/guest-token.
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { guestAccounts, locations, loyaltyLedger, loyaltyRewards } from '@/server/db/schema';
import { asCents } from '@/lib/money';
import { writeLoyaltyRules } from '@/features/accounts/server/points';
import { startGuestSession } from '@/features/accounts/server/sessions';
import { insertOrder } from '../../tests/setup/ordering';

export const MEASURED_GUEST = 'measured.guest@example.com';

export async function makeGuestFixture(db: Db, dataDir: string): Promise<void> {
  const [restaurant] = await db
    .select({ id: locations.id })
    .from(locations)
    .where(eq(locations.slug, 'east-dearborn'));
  const [account] = await db
    .insert(guestAccounts)
    .values({ email: MEASURED_GUEST, name: 'Layla Hassan', phone: '+1 313 555 0144' })
    .returning();
  await writeLoyaltyRules(db, { enabled: true, pointsPerDollar: 10, expiryMonths: 12 }, null);
  await db.insert(loyaltyRewards).values([
    { points: 100, kind: 'amount', amountOff: asCents(500) },
    { points: 250, kind: 'amount', amountOff: asCents(1500) },
  ]);
  for (const [n, subtotal] of [
    [1, 2499],
    [2, 4150],
  ] as const) {
    const order = await insertOrder(db, restaurant!.id, {
      email: MEASURED_GUEST,
      fullName: 'Layla Hassan',
      status: 'picked_up',
      subtotal: asCents(subtotal),
      idempotencyKeyHash: `measured-guest-order-${n}`,
    });
    await db.insert(loyaltyLedger).values({
      accountId: account!.id,
      orderId: order.id,
      points: Math.floor(subtotal / 10),
      reason: 'earned',
    });
  }
  const { token } = await startGuestSession(db, account!.id);
  fs.writeFileSync(path.join(dataDir, 'guest-token'), token);
}
