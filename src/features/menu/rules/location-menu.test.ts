import { describe, expect, it } from 'vitest';
import {
  atLocation,
  priceDiffers,
  servedAt,
  soldOutEverywhere,
  type LocationSetting,
} from './location-menu';
import { asCents, type Cents } from '@/lib/money';

const detroit = { id: 'detroit', timezone: 'America/Detroit' };
const losAngeles = { id: 'la', timezone: 'America/Los_Angeles' };

const setting = (own: Partial<LocationSetting>): LocationSetting => ({
  offered: true,
  price: null,
  soldOutOn: null,
  ...own,
});

describe("a restaurant's own menu over the brand's", () => {
  // brand price, the restaurant's setting -> what it serves (written out, not computed).
  const TABLE: [string, Cents, LocationSetting | undefined, ReturnType<typeof atLocation>][] = [
    [
      'no setting: the brand',
      asCents(1400),
      undefined,
      { offered: true, price: asCents(1400), ownPrice: false, soldOut: false },
    ],
    [
      'its own price',
      asCents(1400),
      setting({ price: asCents(1550) }),
      { offered: true, price: asCents(1550), ownPrice: true, soldOut: false },
    ],
    [
      'a price equal to the brand’s is not its own',
      asCents(1400),
      setting({ price: asCents(1400) }),
      { offered: true, price: asCents(1400), ownPrice: false, soldOut: false },
    ],
    [
      'a free dish at this restaurant',
      asCents(1400),
      setting({ price: asCents(0) }),
      { offered: true, price: asCents(0), ownPrice: true, soldOut: false },
    ],
    [
      'not served here',
      asCents(1400),
      setting({ offered: false }),
      { offered: false, price: asCents(1400), ownPrice: false, soldOut: false },
    ],
    [
      'sold out today',
      asCents(1400),
      setting({ soldOutOn: '2027-03-10' }),
      { offered: true, price: asCents(1400), ownPrice: false, soldOut: true },
    ],
    [
      'sold out yesterday: back',
      asCents(1400),
      setting({ soldOutOn: '2027-03-09' }),
      { offered: true, price: asCents(1400), ownPrice: false, soldOut: false },
    ],
  ];
  // 2027-03-10 18:00 in Detroit (22:00 UTC).
  const evening = new Date('2027-03-10T22:00:00Z');

  it.each(TABLE)('%s', (_name, brand, own, expected) => {
    expect(atLocation(brand, own, detroit, evening)).toEqual(expected);
  });

  it("ends sold out at the restaurant's own midnight, not the brand's", () => {
    // Marked on the 10th in Los Angeles; 02:30 on the 11th in Detroit is 23:30 on the 10th there.
    const marked = setting({ soldOutOn: '2027-03-10' });
    const detroitAfterMidnight = new Date('2027-03-11T06:30:00Z');
    expect(atLocation(asCents(900), marked, losAngeles, detroitAfterMidnight).soldOut).toBe(true);
    expect(atLocation(asCents(900), marked, detroit, detroitAfterMidnight).soldOut).toBe(false);
    // Midnight in Los Angeles (08:00 UTC): back there too.
    expect(
      atLocation(asCents(900), marked, losAngeles, new Date('2027-03-11T08:00:00Z')).soldOut,
    ).toBe(false);
    expect(
      atLocation(asCents(900), marked, losAngeles, new Date('2027-03-11T07:59:00Z')).soldOut,
    ).toBe(true);
  });

  it('leaves off what a restaurant does not serve, keeping the brand order', () => {
    const dishes = [
      { slug: 'mandi', price: asCents(1800) },
      { slug: 'saltah', price: asCents(1400) },
      { slug: 'fahsa', price: asCents(1600) },
    ];
    const settings = new Map([
      ['saltah', setting({ offered: false })],
      ['fahsa', setting({ price: asCents(1700) })],
    ]);
    const served = servedAt(
      dishes,
      { key: (d) => d.slug, price: (d) => d.price },
      settings,
      detroit,
      evening,
    );
    expect(served.map((d) => [d.slug, d.at.price])).toEqual([
      ['mandi', 1800],
      ['fahsa', 1700],
    ]);
  });

  it('is sold out on the brand menu only where every restaurant serving it is', () => {
    const late = new Date('2027-03-11T06:30:00Z'); // the 11th in Detroit, the 10th in LA
    const both = [detroit, losAngeles];
    const at = (locationId: string, own: Partial<LocationSetting>) => ({
      locationId,
      ...setting(own),
    });
    expect(soldOutEverywhere([], both, late)).toBe(false);
    expect(soldOutEverywhere([at('la', { soldOutOn: '2027-03-10' })], both, late)).toBe(false);
    expect(
      soldOutEverywhere(
        [at('la', { soldOutOn: '2027-03-10' }), at('detroit', { soldOutOn: '2027-03-11' })],
        both,
        late,
      ),
    ).toBe(true);
    // Detroit does not serve it: Los Angeles alone decides.
    expect(
      soldOutEverywhere(
        [at('la', { soldOutOn: '2027-03-10' }), at('detroit', { offered: false })],
        both,
        late,
      ),
    ).toBe(true);
    // Served nowhere: not "sold out".
    expect(
      soldOutEverywhere(
        [at('la', { offered: false }), at('detroit', { offered: false })],
        both,
        late,
      ),
    ).toBe(false);
  });

  it('says prices differ only for a restaurant visitors see that serves it at its own price', () => {
    const visible = new Set(['detroit', 'la']);
    const own = (locationId: string, s: Partial<LocationSetting>) => ({
      locationId,
      ...setting(s),
    });
    expect(priceDiffers(asCents(1400), [], visible)).toBe(false);
    expect(priceDiffers(asCents(1400), [own('la', { price: asCents(1500) })], visible)).toBe(true);
    expect(priceDiffers(asCents(1400), [own('la', { price: asCents(1400) })], visible)).toBe(false);
    expect(
      priceDiffers(asCents(1400), [own('la', { price: asCents(1500), offered: false })], visible),
    ).toBe(false);
    expect(priceDiffers(asCents(1400), [own('draft', { price: asCents(1500) })], visible)).toBe(
      false,
    );
  });
});
