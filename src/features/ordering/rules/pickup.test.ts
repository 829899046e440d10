import { describe, expect, it } from 'vitest';
import { WEEKDAYS } from '@/lib/enums';
import { pickupSlots, pickupTime, type PickupRestaurant } from './pickup';

/*
 * Last orders before closing, in the restaurant's own clock: a Detroit restaurant open 11 AM to
 * 10 PM every day (and to 1 AM on Friday night), 20 minutes to cook, last pickup 30 minutes
 * before closing. Tuesday 15 June 2027 is summer time: Detroit is UTC-4.
 */

const RESTAURANT: PickupRestaurant = {
  timezone: 'America/Detroit',
  prepMinutes: 20,
  orderingPausedUntil: null,
  lastOrderMinutes: 30,
  hoursJson: {
    ...Object.fromEntries(WEEKDAYS.map((day) => [day, { opens: '11:00', closes: '22:00' }])),
    fri: { opens: '11:00', closes: '01:00' },
  },
  specialHours: [],
};

/** Detroit's wall clock on a day of June 2027 as an instant. */
const detroit = (day: number, time: string) =>
  new Date(`2027-06-${String(day).padStart(2, '0')}T${time}:00-04:00`);

describe('last orders before closing', () => {
  // now (Detroit, Tuesday 15th unless said) -> as soon as possible: the pickup, or the refusal
  it.each([
    ['21:05', { ok: true, pickupAt: detroit(15, '21:25') }],
    // Ready 21:30, exactly 30 minutes before closing: the last one.
    ['21:10', { ok: true, pickupAt: detroit(15, '21:30') }],
    [
      '21:11',
      {
        ok: false,
        message: 'pickup.errors.lastOrders',
        values: { date: '2027-06-16', time: '11:00' },
      },
    ],
    // Closed: the closed message, not last orders.
    [
      '22:30',
      { ok: false, message: 'pickup.errors.closed', values: { date: '2027-06-16', time: '11:00' } },
    ],
  ] as const)('at %s as soon as possible: %j', (now, expected) => {
    expect(pickupTime(RESTAURANT, { asap: true }, detroit(15, now))).toMatchObject(expected);
  });

  // a chosen pickup (Detroit) -> taken, or refused
  it.each([
    [detroit(16, '21:30'), { ok: true }],
    [
      detroit(16, '21:45'),
      { ok: false, message: 'pickup.errors.pickupAfterLastOrders', values: { minutes: '30' } },
    ],
    // Open past midnight on Friday: last pickup 12:30 AM on Saturday.
    [detroit(19, '00:30'), { ok: true }],
    [detroit(19, '00:45'), { ok: false, message: 'pickup.errors.pickupAfterLastOrders' }],
    [detroit(16, '22:15'), { ok: false, message: 'pickup.errors.pickupClosed' }],
  ] as const)('a pickup chosen for %s: %j', (at, expected) => {
    expect(pickupTime(RESTAURANT, { asap: false, at }, detroit(15, '12:00'))).toMatchObject(
      expected,
    );
  });

  it('offers no slot after the last orders, and every one with none set', () => {
    const times = (restaurant: PickupRestaurant) =>
      pickupSlots(restaurant, detroit(15, '20:50'))
        .filter((slot) => slot.date === '2027-06-15')
        .map((slot) => slot.time);
    expect(times(RESTAURANT)).toEqual(['21:15', '21:30']);
    // Until closing, the last slot starts a quarter before it.
    expect(times({ ...RESTAURANT, lastOrderMinutes: 0 })).toEqual(['21:15', '21:30', '21:45']);
  });
});
