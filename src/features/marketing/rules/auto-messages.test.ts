import { describe, expect, it } from 'vitest';
import { CODE_PATTERN } from '@/features/ordering/rules/promo-codes';
import { guestCodeOf, missYouWindow, offerEnds, thanksWindow } from './auto-messages';

/** Friday 4 June 2027, 11:30 PM in Detroit (UTC-4): already Saturday in UTC. */
const NIGHT = new Date('2027-06-05T03:30:00Z');

describe('when an automatic e-mail is due', () => {
  it('thanks for first orders picked up in the last three days', () => {
    expect(thanksWindow(NIGHT)).toEqual({
      from: new Date('2027-06-02T03:30:00Z'),
      to: NIGHT,
    });
  });

  it('misses a guest whose last order is 60 to 67 days old', () => {
    expect(missYouWindow(NIGHT, 60)).toEqual({
      from: new Date('2027-03-30T03:30:00Z'),
      to: new Date('2027-04-06T03:30:00Z'),
    });
  });
});

describe("a guest's code", () => {
  it("ends after its days in the restaurant's clock, not the server's", () => {
    // In Detroit it is still 4 June: 30 days later is 4 July, taken until that day ends.
    expect(offerEnds(NIGHT, 30, 'America/Detroit')).toEqual({
      lastDay: '2027-07-04',
      validUntil: '2027-07-05T00:00',
    });
    // In Dubai (UTC+4) it is already 5 June.
    expect(offerEnds(NIGHT, 7, 'Asia/Dubai')).toEqual({
      lastDay: '2027-06-12',
      validUntil: '2027-06-13T00:00',
    });
  });

  it('is SABA- and eight letters a guest can type, a promo code like any other', () => {
    const code = guestCodeOf(new Uint8Array([0, 1, 2, 30, 31, 62, 200, 255]));
    expect(code).toBe('SABA-ABC9AARH');
    expect(CODE_PATTERN.test(code)).toBe(true);
    expect(code).not.toMatch(/[01OIL]/);
  });
});
