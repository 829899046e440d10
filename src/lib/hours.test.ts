import { describe, expect, it } from 'vitest';
import { WEEKDAYS } from './enums';
import {
  dailyRange,
  formatRange,
  formatTime,
  hoursOn,
  openingState,
  weekdayOf,
  type SpecialHours,
  type WeeklyHours,
} from './hours';
import { instantOf } from './time-zone';

const daily = (opens: string, closes: string): WeeklyHours =>
  Object.fromEntries(WEEKDAYS.map((day) => [day, { opens, closes }]));
const DETROIT = 'America/Detroit';
const at = (date: string, time: string, timezone = DETROIT) => instantOf(date, time, timezone);
const canton = (special: SpecialHours[] = [], hours = daily('11:00', '22:00')) => ({
  hoursJson: hours,
  specialHours: special,
  timezone: DETROIT,
});

describe('hours in the page’s language and numerals', () => {
  it('writes English times as the spec does, and Arabic with Arabic-Indic digits', () => {
    expect(formatRange({ opens: '11:00', closes: '22:00' }, 'en')).toBe('11:00 AM - 10:00 PM');
    expect(formatRange({ opens: '11:00', closes: '22:00' }, 'ar')).toBe('١١:٠٠ ص – ١٠:٠٠ م');
    expect(formatTime('21:00', 'en', { short: true })).toBe('9 PM');
    expect(formatTime('21:30', 'en', { short: true })).toBe('9:30 PM');
    expect(formatTime('00:15', 'en')).toBe('12:15 AM');
    expect(formatTime('09:00', 'ar', { short: true })).toBe('٩ ص');
  });

  it('knows a week of the same hours, and the weekday of a date', () => {
    expect(dailyRange(daily('09:00', '22:00'))).toEqual({ opens: '09:00', closes: '22:00' });
    expect(dailyRange({ ...daily('09:00', '22:00'), sun: undefined })).toBeNull();
    expect(weekdayOf('2026-11-25')).toBe('wed');
    expect(weekdayOf('2026-11-29')).toBe('sun');
  });

  it('takes a dated exception over the weekday', () => {
    const location = canton([
      { date: '2026-12-25', closed: true },
      { date: '2026-12-31', closed: false, opens: '10:00', closes: '16:00' },
    ]);
    expect(hoursOn(location, '2026-12-25')).toBeNull();
    expect(hoursOn(location, '2026-12-31')).toEqual({ opens: '10:00', closes: '16:00' });
    expect(hoursOn(location, '2026-12-30')).toEqual({ opens: '11:00', closes: '22:00' });
  });
});

describe('open now', () => {
  it('is open between opening and closing, in the location’s own time zone', () => {
    expect(openingState(canton(), at('2026-11-25', '12:00'))).toEqual({
      open: true,
      closes: '22:00',
    });
    // 12:00 in Detroit is 09:00 in Los Angeles: a Los Angeles location is not open yet.
    const la = { ...canton(), timezone: 'America/Los_Angeles' };
    expect(openingState(la, at('2026-11-25', '12:00'))).toMatchObject({
      open: false,
      opens: '11:00',
      inDays: 0,
    });
  });

  it('after closing, opens the next day; closed days are skipped', () => {
    const hours = { ...daily('11:00', '22:00'), thu: undefined, fri: undefined };
    expect(openingState(canton([], hours), at('2026-11-25', '22:00'))).toEqual({
      open: false,
      opens: '11:00',
      date: '2026-11-28',
      inDays: 3,
    });
  });

  it('counts hours past midnight on the day they began', () => {
    const late = canton([], daily('18:00', '02:00'));
    expect(openingState(late, at('2026-11-26', '01:30'))).toEqual({ open: true, closes: '02:00' });
    expect(openingState(late, at('2026-11-26', '02:00'))).toMatchObject({ open: false, inDays: 0 });
    expect(openingState(late, at('2026-11-25', '23:00'))).toEqual({ open: true, closes: '02:00' });
  });

  it('a holiday closure says when it opens again; no hours at all says nothing', () => {
    const christmas = canton([{ date: '2026-12-25', closed: true }]);
    expect(openingState(christmas, at('2026-12-25', '12:00'))).toMatchObject({
      open: false,
      date: '2026-12-26',
      inDays: 1,
    });
    expect(openingState(canton([], {}), at('2026-12-25', '12:00'))).toBeNull();
  });
});
