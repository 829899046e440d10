import { describe, expect, it } from 'vitest';
import { nothingMoreToHear } from './order-status';

describe("an order's page", () => {
  it('keeps asking until the order is over and no refund of it is on its way', () => {
    const table: [status: string, payment: string, done: boolean][] = [
      ['awaiting_payment', 'unpaid', false],
      ['received', 'unpaid', false],
      ['received', 'paid', false],
      ['accepted', 'paid', false],
      ['ready', 'unpaid', false],
      ['picked_up', 'unpaid', true],
      ['picked_up', 'paid', true],
      // Refunded after pickup: the page waits for the refund to be made.
      ['picked_up', 'refund_pending', false],
      ['picked_up', 'refunded', true],
      ['cancelled', 'unpaid', true],
      // A cancelled card order: "being refunded", then "refunded" without a reload.
      ['cancelled', 'refund_pending', false],
      ['cancelled', 'refunded', true],
    ];
    for (const [status, paymentStatus, done] of table) {
      expect(
        nothingMoreToHear({ status, paymentStatus } as Parameters<typeof nothingMoreToHear>[0]),
        `${status} / ${paymentStatus}`,
      ).toBe(done);
    }
  });
});
