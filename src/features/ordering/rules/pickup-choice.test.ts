import { describe, expect, it } from 'vitest';
import { chosenPickupFor, parsePickupChoice, pickupChoiceText } from './pickup-choice';
import { formatWallClock } from './pickup-format';

describe('a pickup time chosen before checkout, as the browser keeps it', () => {
  it('is kept as the restaurant and its wall clock, and read back the same', () => {
    const text = pickupChoiceText({ restaurant: 'east-dearborn', at: '2026-12-04T09:00' });
    expect(text).toBe('{"restaurant":"east-dearborn","at":"2026-12-04T09:00"}');
    expect(parsePickupChoice(text)).toEqual({
      restaurant: 'east-dearborn',
      at: '2026-12-04T09:00',
    });
    // As soon as possible keeps nothing.
    expect(pickupChoiceText(null)).toBeNull();
  });

  it.each([
    ['nothing', null],
    ['not JSON', '{restaurant'],
    ['a list', '["east-dearborn","2026-12-04T09:00"]'],
    ['no time', '{"restaurant":"east-dearborn"}'],
    ['a time without its day', '{"restaurant":"east-dearborn","at":"09:00"}'],
    ['an instant with its zone', '{"restaurant":"east-dearborn","at":"2026-12-04T09:00:00Z"}'],
    ['the 13th month', '{"restaurant":"east-dearborn","at":"2026-13-04T09:00"}'],
    ['the 24th hour', '{"restaurant":"east-dearborn","at":"2026-12-04T24:00"}'],
    ['a restaurant in capitals', '{"restaurant":"East","at":"2026-12-04T09:00"}'],
    ['a restaurant of 65 letters', `{"restaurant":"${'a'.repeat(65)}","at":"2026-12-04T09:00"}`],
    ['a time as a number', '{"restaurant":"east-dearborn","at":1764838800000}'],
    [
      'a very long text',
      `{"restaurant":"east-dearborn","at":"2026-12-04T09:00","x":"${'x'.repeat(300)}"}`,
    ],
  ])('reads %s as no choice (as soon as possible)', (_, text) => {
    expect(parsePickupChoice(text)).toBeNull();
  });

  it.each([
    // [what, restaurant asked, now at the restaurant, the answer]
    ['a time ahead, at its restaurant', 'east-dearborn', '2026-12-03T22:00', '2026-12-04T09:00'],
    ['a time ahead by a minute', 'east-dearborn', '2026-12-04T08:59', '2026-12-04T09:00'],
    ['a time that has come', 'east-dearborn', '2026-12-04T09:00', null],
    ['a time gone by', 'east-dearborn', '2026-12-05T07:00', null],
    ['another restaurant', 'west-dearborn', '2026-12-03T22:00', null],
    ['before the page knows its clock', 'east-dearborn', null, null],
  ])('%s', (_, restaurant, now, answer) => {
    const kept = { restaurant: 'east-dearborn', at: '2026-12-04T09:00' };
    expect(chosenPickupFor(kept, restaurant, now)).toBe(answer);
  });

  it('is said as its day and time in the guest’s language', () => {
    expect(formatWallClock('2026-12-04T09:00', 'en')).toBe('Friday, December 4, 9:00 AM');
    expect(formatWallClock('2026-12-04T19:30', 'ar')).toBe('الجمعة، ٤ ديسمبر، ٧:٣٠ م');
  });
});
