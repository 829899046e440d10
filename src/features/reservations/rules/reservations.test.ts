import { describe, expect, it } from 'vitest';
import { WEEKDAYS } from '../../../lib/enums';
import type { WeeklyHours } from '../../../lib/hours';
import {
  bookingRangeOn,
  heldTimes,
  occupancy,
  openSlots,
  requestProblem,
  slotsOn,
  type BookingLocation,
} from './reservations';
import { instantOf } from '../../../lib/time-zone';

const daily = (opens: string, closes: string): WeeklyHours =>
  Object.fromEntries(WEEKDAYS.map((day) => [day, { opens, closes }]));

const canton = (change: Partial<BookingLocation> = {}): BookingLocation => ({
  reservationsEnabled: true,
  comingSoon: false,
  bookingHours: null,
  slotMinutes: 30,
  maxPartySize: 8,
  guestsPerSlot: 10,
  hoursJson: daily('11:00', '22:00'),
  specialHours: [],
  timezone: 'America/Detroit',
  turnTimes: [],
  ...change,
});
// Wednesday 25 November 2026, noon in Dearborn.
const NOW = instantOf('2026-11-25', '12:00', 'America/Detroit');
const none = new Map<string, number>();
const ask = (date: string, time: string, partySize = 2) => ({
  reservationDate: date,
  reservationTime: time,
  partySize,
});

describe('the times a location offers', () => {
  it('cuts the bookable hours into slots that end by closing time', () => {
    const slots = slotsOn(canton(), '2026-11-26');
    expect(slots[0]).toBe('11:00');
    expect(slots.at(-1)).toBe('21:30');
    expect(slots).toHaveLength(22);
    expect(slotsOn(canton({ slotMinutes: 60 }), '2026-11-26').at(-1)).toBe('21:00');
  });

  it('uses its own bookable hours when staff set them, and a holiday’s hours or closure', () => {
    const evenings = canton({
      bookingHours: { ...daily('17:00', '21:00'), sun: undefined },
      specialHours: [
        { date: '2026-12-24', closed: false, opens: '12:00', closes: '15:00' },
        { date: '2026-12-25', closed: true },
      ],
    });
    expect(slotsOn(evenings, '2026-11-26')).toEqual([
      '17:00',
      '17:30',
      '18:00',
      '18:30',
      '19:00',
      '19:30',
      '20:00',
      '20:30',
    ]);
    expect(slotsOn(evenings, '2026-11-29')).toEqual([]); // a Sunday
    expect(bookingRangeOn(evenings, '2026-12-24')).toEqual({ opens: '12:00', closes: '15:00' });
    expect(slotsOn(evenings, '2026-12-25')).toEqual([]);
  });

  it('offers today only from half an hour ahead, and no full slot', () => {
    const today = openSlots(canton(), '2026-11-25', 2, none, NOW).map((s) => s.time);
    expect(today[0]).toBe('12:30');
    const booked = new Map([
      ['19:00', 10],
      ['19:30', 9],
    ]);
    const evening = openSlots(canton(), '2026-11-26', 2, booked, NOW).map((s) => s.time);
    expect(evening).not.toContain('19:00');
    expect(evening).not.toContain('19:30'); // one place left, a party of two
    expect(openSlots(canton(), '2026-11-26', 1, booked, NOW).map((s) => s.time)).toContain('19:30');
  });
});

describe('whether a request can be taken', () => {
  it('takes a bookable time with room', () => {
    expect(requestProblem(canton(), ask('2026-11-26', '19:00'), none, NOW)).toBeNull();
  });

  it('names what is wrong, on the field it is about', () => {
    const problem = (location: BookingLocation, request = ask('2026-11-26', '19:00')) =>
      requestProblem(location, request, new Map([['20:00', 10]]), NOW);
    expect(problem(canton({ reservationsEnabled: false }))).toEqual({
      field: 'locationSlug',
      message: 'validation.reservationsNotTaken',
    });
    expect(problem(canton({ comingSoon: true }))?.message).toBe('validation.reservationsNotTaken');
    expect(problem(canton(), ask('2026-11-26', '19:00', 9))).toEqual({
      field: 'partySize',
      message: 'validation.partyTooLarge',
    });
    expect(problem(canton(), ask('2026-11-24', '19:00'))?.message).toBe(
      'validation.reservationDatePast',
    );
    expect(problem(canton(), ask('2027-02-01', '19:00'))?.message).toBe(
      'validation.reservationTooFar',
    );
    const closedSundays = canton({ hoursJson: { ...daily('11:00', '22:00'), sun: undefined } });
    expect(problem(closedSundays, ask('2026-11-29', '19:00'))).toEqual({
      field: 'reservationDate',
      message: 'validation.reservationClosedDay',
    });
    expect(problem(canton(), ask('2026-11-26', '19:10'))).toEqual({
      field: 'reservationTime',
      message: 'validation.reservationTimeInvalid',
    });
    expect(problem(canton(), ask('2026-11-26', '10:30'))?.message).toBe(
      'validation.reservationTimeInvalid',
    );
    // Today, a time that has begun or is less than half an hour away.
    expect(problem(canton(), ask('2026-11-25', '12:00'))?.message).toBe(
      'validation.reservationTimeInvalid',
    );
    expect(problem(canton(), ask('2026-11-26', '20:00'))).toEqual({
      field: 'reservationTime',
      message: 'validation.reservationSlotFull',
      overridable: 'full',
    });
  });

  it('lets staff who confirmed it pass over the notice period and a full time, nothing else', () => {
    const full = new Map([['20:00', 10]]);
    const staff = (request: ReturnType<typeof ask>) =>
      requestProblem(canton(), request, full, NOW, { override: true });
    expect(requestProblem(canton(), ask('2026-11-25', '12:00'), full, NOW)).toEqual({
      field: 'reservationTime',
      message: 'validation.reservationTimeInvalid',
      overridable: 'tooSoon',
    });
    expect(staff(ask('2026-11-25', '12:00'))).toBeNull();
    expect(staff(ask('2026-11-26', '20:00'))).toBeNull();
    // Not a time the restaurant does not serve, a past day or a party over its largest.
    expect(staff(ask('2026-11-26', '19:10'))?.message).toBe('validation.reservationTimeInvalid');
    expect(staff(ask('2026-11-24', '19:00'))?.message).toBe('validation.reservationDatePast');
    expect(staff(ask('2026-11-26', '19:00', 9))?.message).toBe('validation.partyTooLarge');
  });
});

describe('turn times: each party counted for as long as it keeps its table', () => {
  // Parties of up to 2 stay 60 minutes, up to 4 90 minutes, larger ones 120; slots of 30.
  const turns = canton({
    turnTimes: [
      { upTo: 2, minutes: 60 },
      { upTo: 4, minutes: 90 },
      { upTo: null, minutes: 120 },
    ],
  });
  const DAY = '2026-11-26';

  it('holds the times through the turn, never past the last slot', () => {
    expect(heldTimes(turns, DAY, '19:00', 2)).toEqual(['19:00', '19:30']);
    expect(heldTimes(turns, DAY, '19:00', 4)).toEqual(['19:00', '19:30', '20:00']);
    expect(heldTimes(turns, DAY, '19:00', 6)).toEqual(['19:00', '19:30', '20:00', '20:30']);
    expect(heldTimes(turns, DAY, '21:00', 6)).toEqual(['21:00', '21:30']);
    expect(heldTimes(canton(), DAY, '19:00', 6)).toEqual(['19:00']);
    // A band without minutes: its own time only.
    const small = canton({
      turnTimes: [
        { upTo: 2, minutes: null },
        { upTo: null, minutes: 60 },
      ],
    });
    expect(heldTimes(small, DAY, '19:00', 2)).toEqual(['19:00']);
    expect(heldTimes(small, DAY, '19:00', 3)).toEqual(['19:00', '19:30']);
  });

  it('counts the guests at their tables at each time', () => {
    const seated = occupancy(turns, DAY, [
      { time: '18:30', partySize: 2 }, // 18:30, 19:00
      { time: '19:00', partySize: 4 }, // 19:00, 19:30, 20:00
      { time: '20:00', partySize: 3 }, // 20:00, 20:30, 21:00
    ]);
    expect(Object.fromEntries(seated)).toEqual({
      '18:30': 2,
      '19:00': 6,
      '19:30': 4,
      '20:00': 7,
      '20:30': 3,
      '21:00': 3,
    });
  });

  it('offers a time only when the party fits at every time of its turn', () => {
    // 10 places: a party of 4 at 19:00 and one of 3 at 20:00 already seated (above).
    const seated = occupancy(turns, DAY, [
      { time: '19:00', partySize: 4 },
      { time: '20:00', partySize: 3 },
    ]);
    const times = (party: number) =>
      openSlots(turns, DAY, party, seated, NOW)
        .filter((s) => s.time >= '18:00' && s.time <= '20:30')
        .map((s) => `${s.time}:${s.guestsLeft}`);
    // A party of 4 holds three times: at 18:30 it would reach 19:30 (6 left), fine; at 19:00
    // it meets the 20:00 party (3 left), not fine.
    expect(times(4)).toEqual(['18:00:6', '18:30:6', '20:30:7']);
    expect(times(3)).toEqual(['18:00:6', '18:30:6', '19:00:3', '19:30:3', '20:00:3', '20:30:7']);
    expect(requestProblem(turns, ask(DAY, '19:30', 4), seated, NOW)?.message).toBe(
      'validation.reservationSlotFull',
    );
    expect(requestProblem(turns, ask(DAY, '19:30', 3), seated, NOW)).toBeNull();
  });
});
