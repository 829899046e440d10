import { describe, expect, it } from 'vitest';
import { alertAt, dueAt, isScheduled, readyTimeOf, type TimedOrder } from './kitchen-timing';

/*
 * The kitchen's clock for an order, with every expected instant written out: the night-before
 * order for 9:00 tomorrow (Dearborn, 20 minutes of preparation) is due at 8:40 and not a minute
 * earlier; accepting it confirms 9:00 or a little later; "ready in" never comes before the guest's
 * chosen time.
 */

// 10:00 PM in Dearborn on Nov 27 (EST, UTC-5) is 03:00 UTC on Nov 28.
const night = new Date('2026-11-28T03:00:00Z');
const tomorrowNine = new Date('2026-11-28T14:00:00Z'); // 9:00 AM EST
const scheduledOrder: TimedOrder = { asap: false, pickupAt: tomorrowNine, receivedAt: night };
const asapOrder: TimedOrder = {
  asap: true,
  pickupAt: new Date('2026-11-28T18:20:00Z'),
  receivedAt: new Date('2026-11-28T18:00:00Z'),
};

describe('when an order is the kitchen’s', () => {
  it.each([
    ['placed at night for 9:00 tomorrow, 20 min', scheduledOrder, 20, '2026-11-28T13:40:00.000Z'],
    ['the same with no preparation time', scheduledOrder, 0, '2026-11-28T14:00:00.000Z'],
    [
      'paid by card inside its window: from the payment',
      { ...scheduledOrder, receivedAt: new Date('2026-11-28T13:50:00Z') },
      20,
      '2026-11-28T13:50:00.000Z',
    ],
    ['as soon as possible: when it arrived', asapOrder, 20, '2026-11-28T18:00:00.000Z'],
  ])('%s', (_, order, prep, due) => {
    expect(dueAt(order, prep).toISOString()).toBe(due);
  });

  it.each([
    ['10:00 PM the night before', '2026-11-28T03:00:00Z', true],
    ['8:39:59 AM', '2026-11-28T13:39:59Z', true],
    ['8:40 AM', '2026-11-28T13:40:00Z', false],
    ['9:05 AM', '2026-11-28T14:05:00Z', false],
  ])('scheduled at %s: %s', (_, now, expected) => {
    expect(isScheduled(scheduledOrder, 20, new Date(now))).toBe(expected);
  });

  it('e-mails the staff 5 minutes after it is due', () => {
    expect(alertAt(scheduledOrder, 20, 5).toISOString()).toBe('2026-11-28T13:45:00.000Z');
    expect(alertAt(asapOrder, 20, 5).toISOString()).toBe('2026-11-28T18:05:00.000Z');
  });
});

describe('the ready time accepting gives', () => {
  it.each([
    [
      'a scheduled order at its time',
      scheduledOrder,
      { laterBy: 0 },
      '8:45',
      '2026-11-28T14:00:00.000Z',
    ],
    [
      'a scheduled order 10 min later',
      scheduledOrder,
      { laterBy: 10 },
      '8:45',
      '2026-11-28T14:10:00.000Z',
    ],
    [
      'a scheduled order accepted after its time: from now',
      scheduledOrder,
      { laterBy: 5 },
      '9:20',
      '2026-11-28T14:25:00.000Z',
    ],
    [
      'a scheduled order "ready in 15" once its time is near',
      scheduledOrder,
      { minutes: 15 },
      '8:50',
      '2026-11-28T14:05:00.000Z',
    ],
    [
      'as soon as possible, ready in 15',
      asapOrder,
      { minutes: 15 },
      '13:02',
      '2026-11-28T18:17:00.000Z',
    ],
  ])('%s', (_, order, choice, nowEst, ready) => {
    const [h, m] = nowEst.split(':').map(Number);
    const now = new Date(Date.UTC(2026, 10, 28, h! + 5, m!));
    expect(readyTimeOf(order, choice, now)).toEqual({ readyAt: new Date(ready) });
  });

  it.each([
    // The bug seen: at 10 PM, "ready in 10" for 9:00 tomorrow said "ready at 10:13 PM".
    [
      '"ready in" before the chosen time',
      scheduledOrder,
      { minutes: 10 },
      'admin.orders.beforePickup',
    ],
    [
      '"later by" for as soon as possible',
      asapOrder,
      { laterBy: 5 },
      'admin.orders.minutesInvalid',
    ],
    ['neither', asapOrder, {}, 'admin.orders.minutesInvalid'],
  ])('refuses %s', (_, order, choice, message) => {
    expect(readyTimeOf(order, choice, night)).toEqual({ refused: message });
  });
});
