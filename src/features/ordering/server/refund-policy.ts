import 'server-only';
import type { Role } from '@/lib/enums';
import { centsOfDollars, type Cents } from '@/lib/money';
import type { DbOrTx } from '@/server/db/client';
import { readSettingValue, writeSettingValue } from '@/server/db/setting-value';

export const REFUND_POLICY_KEY = 'order-refunds';

/** Who may refund a paid order (by cancelling it), set by owners under Settings. */
export type RefundPolicy = {
  /** A kitchen account refunds an order of at most this total (dollars, as owners type it), before it is ready. */
  kitchenRefundLimit: number;
};

export const DEFAULT_REFUND_POLICY: RefundPolicy = { kitchenRefundLimit: 50 };

export async function readRefundPolicy(db: DbOrTx): Promise<RefundPolicy> {
  const stored = (await readSettingValue(db, REFUND_POLICY_KEY)) as
    Partial<RefundPolicy> | undefined;
  return { ...DEFAULT_REFUND_POLICY, ...stored };
}

export function writeRefundPolicy(tx: DbOrTx, policy: RefundPolicy, updatedBy: string | null) {
  return writeSettingValue(tx, REFUND_POLICY_KEY, policy, updatedBy);
}

/**
 * Whether someone of this role may refund this paid order: managers and owners always; a
 * kitchen account only before the order is ready (the guest has not been told to come) and only
 * up to the owners' amount.
 */
export function mayRefund(
  role: Role | null,
  order: { status: string; total: Cents },
  policy: RefundPolicy,
): boolean {
  if (role === 'owner' || role === 'manager') return true;
  if (role !== 'kitchen') return false;
  return order.status !== 'ready' && order.total <= centsOfDollars(policy.kitchenRefundLimit);
}
