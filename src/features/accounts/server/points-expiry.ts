import 'server-only';
import { and, eq, gt, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/server/db/client';
import { guestAccounts, loyaltyLedger, orders } from '@/server/db/schema';
import { pointsExpireAt, type LoyaltyRules } from '../rules/points';
import { addPoints, lockAccountOf, pointsBalance, readLoyaltyRules } from './points';

/**
 * Points expire after the owners' number of months without an order: counted from the latest of
 * the address's last order (not cancelled), the last points it was given, and the account's
 * making. Run by the maintenance job while the program is on, and before points are spent.
 */

type Account = { id: string; email: string; createdAt: Date };

/** When an account's points expire if it orders nothing before then. */
export async function pointsExpiryOf(
  db: DbOrTx,
  account: Account,
  rules: Pick<LoyaltyRules, 'expiryMonths'>,
): Promise<Date> {
  const [lastOrder] = await db
    .select({ at: sql<Date | null>`max(${orders.createdAt})`.mapWith(orders.createdAt) })
    .from(orders)
    .where(
      and(
        sql`lower(${orders.email}) = ${account.email.toLowerCase()}`,
        notInArray(orders.status, ['cancelled', 'awaiting_payment']),
      ),
    );
  const [lastGain] = await db
    .select({
      at: sql<Date | null>`max(${loyaltyLedger.createdAt})`.mapWith(loyaltyLedger.createdAt),
    })
    .from(loyaltyLedger)
    .where(and(eq(loyaltyLedger.accountId, account.id), gt(loyaltyLedger.points, 0)));
  const times = [account.createdAt, lastOrder?.at, lastGain?.at].filter(
    (at): at is Date => at instanceof Date,
  );
  const last = new Date(Math.max(...times.map((at) => at.getTime())));
  return pointsExpireAt(last, rules.expiryMonths);
}

/** Expires a locked account's points when their time has come; the points expired (0: none). */
export async function expireIdlePoints(
  tx: DbOrTx,
  account: Account,
  rules: Pick<LoyaltyRules, 'expiryMonths'>,
  now = new Date(),
): Promise<number> {
  const balance = await pointsBalance(tx, account.id);
  if (balance <= 0) return 0;
  if ((await pointsExpiryOf(tx, account, rules)) > now) return 0;
  await addPoints(tx, { accountId: account.id, points: -balance, reason: 'expired' }, now);
  return balance;
}

/**
 * The maintenance job's round: every account holding points whose time has come, each in a
 * transaction of its own (a checkout spending points waits for one account, not the round).
 */
export async function expirePointsRound(db: Db, now = new Date()): Promise<number> {
  const rules = await readLoyaltyRules(db);
  // A program turned off keeps every balance as it is until it is on again.
  if (!rules.enabled) return 0;
  const holding = await db
    .select({ id: loyaltyLedger.accountId })
    .from(loyaltyLedger)
    .groupBy(loyaltyLedger.accountId)
    .having(sql`sum(${loyaltyLedger.points}) > 0`);
  if (holding.length === 0) return 0;
  const accounts = await db
    .select({ id: guestAccounts.id })
    .from(guestAccounts)
    .where(
      inArray(
        guestAccounts.id,
        holding.map((row) => row.id),
      ),
    );
  let expired = 0;
  for (const { id } of accounts) {
    const done = await db.transaction(async (tx) => {
      const account = await lockAccountOf(tx, { id });
      return account ? expireIdlePoints(tx, account, rules, now) : 0;
    });
    if (done > 0) expired += 1;
  }
  return expired;
}
