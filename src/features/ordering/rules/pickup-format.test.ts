import { describe, expect, it } from 'vitest';
import { pickupDayFrom } from './pickup-format';

describe("a pickup's day, seen from now at the restaurant", () => {
  // zone, now (UTC), pickup (UTC) -> the day (written out, in each zone's own calendar)
  const TABLE: [string, string, string, ReturnType<typeof pickupDayFrom>][] = [
    // 10 PM in Detroit on the 27th; 9:00 AM the next morning.
    ['America/Detroit', '2026-11-28T03:00:00Z', '2026-11-28T14:00:00Z', { day: 'tomorrow' }],
    // The same evening, 11:30 PM.
    ['America/Detroit', '2026-11-28T03:00:00Z', '2026-11-28T04:30:00Z', { day: 'today' }],
    // 11:30 PM in Los Angeles; 12:30 AM there is tomorrow, though it is one day in Detroit.
    ['America/Los_Angeles', '2026-11-28T07:30:00Z', '2026-11-28T08:30:00Z', { day: 'tomorrow' }],
    ['America/Detroit', '2026-11-28T07:30:00Z', '2026-11-28T08:30:00Z', { day: 'today' }],
    // Three days on.
    [
      'America/Detroit',
      '2026-11-28T03:00:00Z',
      '2026-11-30T17:00:00Z',
      { day: 'later', date: '2026-11-30' },
    ],
    // Over the spring change of the clocks: 6 PM EST, then 9:30 AM EDT the next day.
    ['America/Detroit', '2027-03-13T23:00:00Z', '2027-03-14T13:30:00Z', { day: 'tomorrow' }],
    // A pickup time already past (an order not yet picked up) is today's.
    ['America/Detroit', '2026-11-28T20:00:00Z', '2026-11-27T20:00:00Z', { day: 'today' }],
  ];
  it.each(TABLE)('%s, now %s, pickup %s', (zone, now, pickup, expected) => {
    expect(pickupDayFrom(new Date(pickup), zone, new Date(now))).toEqual(expected);
  });
});
