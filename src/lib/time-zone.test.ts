import { describe, expect, it } from 'vitest';
import { nextDate, startOfDate, startOfToday, todayDate } from './time-zone';

describe('business day', () => {
  it('starts at local midnight in Detroit (UTC-5 in winter, UTC-4 in summer)', () => {
    expect(startOfToday(new Date('2026-11-22T15:30:00Z')).toISOString()).toBe(
      '2026-11-22T05:00:00.000Z',
    );
    expect(startOfToday(new Date('2026-07-04T03:00:00Z')).toISOString()).toBe(
      '2026-07-03T04:00:00.000Z',
    );
  });

  it("gives the local calendar date, which lags UTC's in the evening", () => {
    expect(todayDate(new Date('2026-11-23T02:00:00Z'))).toBe('2026-11-22');
    expect(todayDate(new Date('2026-11-23T06:00:00Z'))).toBe('2026-11-23');
  });

  it('finds the start of a given calendar day, across clock changes', () => {
    expect(startOfDate('2026-11-22').toISOString()).toBe('2026-11-22T05:00:00.000Z');
    expect(startOfDate('2026-07-04').toISOString()).toBe('2026-07-04T04:00:00.000Z');
    expect(startOfDate('2026-03-08').toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(startOfDate('2026-11-01').toISOString()).toBe('2026-11-01T04:00:00.000Z');
    expect(nextDate('2026-12-31')).toBe('2027-01-01');
  });
});
