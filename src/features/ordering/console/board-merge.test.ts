import { describe, expect, it } from 'vitest';
import type { BoardOrder } from '@/features/ordering/server/kitchen';
import { applyOwnStep, mergeChanges } from './board-merge';

/** An order as the board holds it; only what these rules read matters. */
function order(
  id: string,
  status: BoardOrder['status'],
  paymentStatus: BoardOrder['paymentStatus'],
  updatedAt: string,
  createdAt = '2026-11-28T18:00:00.000Z',
): BoardOrder {
  return { id, status, paymentStatus, updatedAt, createdAt } as BoardOrder;
}

const state = (orders: BoardOrder[]) =>
  orders.map((o) => `${o.id} ${o.status}/${o.paymentStatus} ${o.updatedAt.slice(11, 23)}`);

describe("the kitchen screen's orders", () => {
  const paid = order('a', 'accepted', 'paid', '2026-11-28T18:05:00.000Z');

  it('takes a newer change from the feed, keeps a newer one it holds, and adds a new order', () => {
    const other = order(
      'b',
      'received',
      'unpaid',
      '2026-11-28T18:06:00.000Z',
      '2026-11-28T18:06:00.000Z',
    );
    const after = mergeChanges(
      [paid],
      [order('a', 'ready', 'paid', '2026-11-28T18:10:00.000Z'), other],
    );
    expect(state(after)).toEqual(['a ready/paid 18:10:00.000', 'b received/unpaid 18:06:00.000']);
    // A late look sends an older change of an order again: it does not go back.
    expect(state(mergeChanges(after, [paid]))).toEqual(state(after));
  });

  it('shows a step it made at once, until the feed brings the order as the server has it', () => {
    const cancelled = applyOwnStep([paid], { ...paid, status: 'cancelled' });
    expect(state(cancelled)).toEqual(['a cancelled/paid 18:05:00.000']);
    const fromFeed = mergeChanges(cancelled, [
      order('a', 'cancelled', 'refund_pending', '2026-11-28T18:12:00.000Z'),
    ]);
    expect(state(fromFeed)).toEqual(['a cancelled/refund_pending 18:12:00.000']);
  });

  it("keeps the refund the feed brought when the cancel's own answer comes after it", () => {
    // The kitchen cancels a card order; the feed brings the cancel and then the refund before
    // the cancel action has answered (a slow answer, a fast Stripe).
    const fed = mergeChanges(
      mergeChanges([paid], [order('a', 'cancelled', 'refund_pending', '2026-11-28T18:12:00.000Z')]),
      [order('a', 'cancelled', 'refunded', '2026-11-28T18:12:01.000Z')],
    );
    const answered = applyOwnStep(fed, { ...paid, status: 'cancelled' });
    expect(state(answered)).toEqual(['a cancelled/refunded 18:12:01.000']);
  });
});
