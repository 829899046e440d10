import 'server-only';
import { metrics } from '@/http/metrics.mts';
import type { ActionDeps, ActionState } from '@/server/action';

/**
 * Pickup orders as an operator graphs them (`/api/metrics`): each placed one by how it is paid,
 * each refused one by its reason's message key (a closed set: the catalogue's), whether the
 * schema, the limit or the rules refused it.
 */
export function countedOrders<T extends { pay: boolean }>(
  action: (raw: unknown, deps: ActionDeps) => Promise<ActionState<T>>,
) {
  return async (raw: unknown, deps: ActionDeps): Promise<ActionState<T>> => {
    const result = await action(raw, deps);
    if (result.status === 'success') {
      metrics().ordersPlaced.inc({ payment: result.data.pay ? 'card' : 'counter' });
    } else if (result.status === 'error') {
      metrics().ordersRefused.inc({ reason: reasonOf(result.error) });
    }
    return result;
  };
}

/** A message key as a label; anything else (never expected) counted as "other". */
const reasonOf = (key: string) => (/^[a-zA-Z]+(\.[a-zA-Z]+){1,3}$/.test(key) ? key : 'other');
