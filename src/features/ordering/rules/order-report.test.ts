import { expect, it } from 'vitest';
import { orderFigures } from './order-report';

it('adds orders and sales per restaurant and day, with the average order and the click share', () => {
  const figures = orderFigures(
    [
      { locationId: 'c', day: '2026-11-24', orders: 3, sales: 90.3 },
      { locationId: 'c', day: '2026-11-25', orders: 1, sales: 19.99 },
      { locationId: 'w', day: '2026-11-25', orders: 2, sales: 41.1 },
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
      sales: 110.29,
      average: 27.57,
      clicks: 8,
      share: 0.5,
    },
    {
      slug: 'west',
      name: 'Saba West',
      orders: 2,
      sales: 41.1,
      average: 20.55,
      clicks: 0,
      share: null,
    },
    { slug: 'east', name: 'Saba East', orders: 0, sales: 0, average: 0, clicks: 0, share: null },
  ]);
  expect(figures.days).toEqual([
    { day: '2026-11-24', orders: 3, sales: 90.3, average: 30.1 },
    // $61.09 over 3: $20.3633…, $20.36.
    { day: '2026-11-25', orders: 3, sales: 61.09, average: 20.36 },
  ]);
  expect(figures.total).toEqual({ orders: 6, sales: 151.39, average: 25.23 });
});
