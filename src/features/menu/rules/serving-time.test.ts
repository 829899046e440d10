import { describe, expect, it } from 'vitest';
import { servedAt, servingOf, servingText, type ServingTime } from './serving-time';

/* Breakfast 7 to 11 AM every day; lunch specials on weekdays, 11 AM to 3 PM. */
const BREAKFAST: ServingTime = { days: null, from: '07:00', until: '11:00' };
const LUNCH: ServingTime = {
  days: ['mon', 'tue', 'wed', 'thu', 'fri'],
  from: '11:00',
  until: '15:00',
};
// Tuesday 15 and Saturday 19 June 2027.
const TUE = '2027-06-15';
const SAT = '2027-06-19';

describe('when a dish is served', () => {
  // times, wall clock -> served
  it.each([
    [[BREAKFAST], TUE, '07:00', true],
    [[BREAKFAST], TUE, '10:59', true],
    [[BREAKFAST], TUE, '11:00', false],
    [[BREAKFAST], TUE, '19:00', false],
    [[BREAKFAST], SAT, '08:00', true],
    [[LUNCH], TUE, '12:30', true],
    [[LUNCH], SAT, '12:30', false],
    [[LUNCH], TUE, '15:00', false],
    // A category's time and the dish's own both hold.
    [[LUNCH, { days: null, from: '12:00', until: '14:00' }], TUE, '11:30', false],
    [[LUNCH, { days: null, from: '12:00', until: '14:00' }], TUE, '13:00', true],
    [[{ days: ['sat', 'sun'], from: null, until: null }], SAT, '21:00', true],
    [[], TUE, '03:00', true],
  ] as const)('%j on %s at %s: %s', (times, date, time, served) => {
    expect(servedAt(times, { date, time })).toBe(served);
  });

  it('reads a row: nothing set is always served, days are kept in the week’s order', () => {
    expect(servingOf({ serveDays: null, serveFrom: null, serveUntil: null })).toBeNull();
    expect(servingOf({ serveDays: ['fri', 'mon'], serveFrom: null, serveUntil: null })).toEqual({
      days: ['mon', 'fri'],
      from: null,
      until: null,
    });
  });

  // times -> English, Arabic
  it.each([
    [[BREAKFAST], '7 AM–11 AM', '٧ ص–١١ ص'],
    [[LUNCH], 'Mon–Fri, 11 AM–3 PM', 'الاثنين–الجمعة، ١١ ص–٣ م'],
    [[{ days: ['sat', 'sun'], from: null, until: null }], 'Sat, Sun', 'السبت، الأحد'],
    [[{ days: null, from: '07:30', until: '11:00' }], '7:30 AM–11 AM', '٧:٣٠ ص–١١ ص'],
  ] as const)('%j reads %s and %s', (times, en, ar) => {
    expect(servingText(times, 'en')).toBe(en);
    expect(servingText(times, 'ar')).toBe(ar);
  });
});
