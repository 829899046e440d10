import { expect, it } from 'vitest';
import { orderFigures } from './order-report';
import { asCents } from '@/lib/money';

it('adds orders and sales per restaurant and day, with the average order and the click share', () => {
  const figures = orderFigures(
    [
      { locationId: 'c', day: '2026-11-24', orders: 3, sales: asCents(9030) },
      { locationId: 'c', day: '2026-11-25', orders: 1, sales: asCents(1999) },
      { locationId: 'w', day: '2026-11-25', orders: 2, sales: asCents(4110) },
    ],
    new Map([
      ['canton', 8],
      ['west', 0],
    ]),
    [
      { id: 'c', slug: 'canton', name: 'Saba Canton' },
      { id: 'w', slug: 'west', name: 'Saba West' },
      { id: 'e', slug: 'east', name: 'Saba East' },
    ],
    ['2026-11-24', '2026-11-25'],
  );
  expect(figures.restaurants).toEqual([
    // $110.29 over 4 orders: $27.5725, $27.57; 4 of 8 clicks.
    {
      slug: 'canton',
      name: 'Saba Canton',
      orders: 4,
      sales: asCents(11029),
      average: asCents(2757),
      clicks: 8,
      share: 0.5,
    },
    {
      slug: 'west',
      name: 'Saba West',
      orders: 2,
      sales: asCents(4110),
      average: asCents(2055),
      clicks: 0,
      share: null,
    },
    {
      slug: 'east',
      name: 'Saba East',
      orders: 0,
      sales: asCents(0),
      average: asCents(0),
      clicks: 0,
      share: null,
    },
  ]);
  expect(figures.days).toEqual([
    { day: '2026-11-24', orders: 3, sales: asCents(9030), average: asCents(3010) },
    // $61.09 over 3: $20.3633…, $20.36.
    { day: '2026-11-25', orders: 3, sales: asCents(6109), average: asCents(2036) },
  ]);
  expect(figures.total).toEqual({ orders: 6, sales: asCents(15139), average: asCents(2523) });
});
