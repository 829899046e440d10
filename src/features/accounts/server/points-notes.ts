import 'server-only';
import type { OrderStatus } from '@/lib/enums';
import type { Cents } from '@/lib/money';
import type { DbOrTx } from '@/server/db/client';
import { earnsForAccount, pointsFor } from '../rules/points';
import { lockAccountOf, orderLedger, readLoyaltyRules } from './points';

/**
 * What an order's page and e-mail say about its points: earned (picked up), to be earned when
 * picked up (its address has an account), or earned by making an account within 30 days; and
 * the points its reward spent. Null when there is nothing to say.
 */
export type OrderPointsNote = {
  kind: 'earned' | 'willEarn' | 'joinToEarn' | null;
  points: number;
  spent: number;
};

export async function orderPointsNote(
  db: DbOrTx,
  order: {
    id: string | null;
    email: string;
    status: OrderStatus;
    subtotal: Cents;
    discount: Cents;
    createdAt: Date;
  },
  now = new Date(),
): Promise<OrderPointsNote | null> {
  const [rules, account, ledger] = await Promise.all([
    readLoyaltyRules(db),
    lockAccountOf(db, { email: order.email }, { lock: false }),
    order.id ? orderLedger(db, order.id) : null,
  ]);
  const spent = ledger?.spent ?? 0;
  if (ledger && ledger.earned > 0) return { kind: 'earned', points: ledger.earned, spent };
  const points = pointsFor((order.subtotal - order.discount) as Cents, rules.pointsPerDollar);
  const open = order.status !== 'cancelled' && order.status !== 'picked_up';
  let kind: OrderPointsNote['kind'] = null;
  if (rules.enabled && points > 0 && order.status !== 'cancelled') {
    if (account && open && earnsForAccount(order.createdAt, account.createdAt)) kind = 'willEarn';
    else if (!account && earnsForAccount(order.createdAt, now)) kind = 'joinToEarn';
  }
  return kind || spent ? { kind, points, spent } : null;
}
