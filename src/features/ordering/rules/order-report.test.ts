import { expect, it } from 'vitest';
import { orderClicksBySlug, orderFigures } from './order-report';
import { asCents } from '@/lib/money';

it('adds orders, sales and tips per restaurant and day, the average order, and where order clicks went', () => {
  const figures = orderFigures(
    [
      {
        locationId: 'c',
        day: '2026-11-24',
        orders: 3,
        sales: asCents(9030),
        tips: asCents(450),
        fees: asCents(0),
      },
      {
        locationId: 'c',
        day: '2026-11-25',
        orders: 1,
        sales: asCents(1999),
        tips: asCents(0),
        fees: asCents(0),
      },
      // West is paid into its own Stripe account: $2.06 of brand fees.
      {
        locationId: 'w',
        day: '2026-11-25',
        orders: 2,
        sales: asCents(4110),
        tips: asCents(617),
        fees: asCents(206),
      },
    ],
    new Map([
      ['canton', { pickup: 6, partner: 2 }],
      ['west', { pickup: 0, partner: 5 }],
    ]),
    [
      { id: 'c', slug: 'canton', name: 'Saba Canton' },
      { id: 'w', slug: 'west', name: 'Saba West' },
      { id: 'e', slug: 'east', name: 'Saba East' },
    ],
    ['2026-11-24', '2026-11-25'],
  );
  expect(figures.restaurants).toEqual([
    // $110.29 over 4 orders: $27.5725, $27.57; 6 of 8 order clicks stayed on the site.
    {
      slug: 'canton',
      name: 'Saba Canton',
      orders: 4,
      sales: asCents(11029),
      average: asCents(2757),
      tips: asCents(450),
      fees: asCents(0),
      clicks: { pickup: 6, partner: 2 },
      stays: 0.75,
    },
    {
      slug: 'west',
      name: 'Saba West',
      orders: 2,
      sales: asCents(4110),
      average: asCents(2055),
      tips: asCents(617),
      fees: asCents(206),
      clicks: { pickup: 0, partner: 5 },
      stays: 0,
    },
    {
      slug: 'east',
      name: 'Saba East',
      orders: 0,
      sales: asCents(0),
      average: asCents(0),
      tips: asCents(0),
      fees: asCents(0),
      clicks: { pickup: 0, partner: 0 },
      stays: null,
    },
  ]);
  expect(figures.days).toEqual([
    {
      day: '2026-11-24',
      orders: 3,
      sales: asCents(9030),
      average: asCents(3010),
      tips: asCents(450),
      fees: asCents(0),
    },
    // $61.09 over 3: $20.3633…, $20.36.
    {
      day: '2026-11-25',
      orders: 3,
      sales: asCents(6109),
      average: asCents(2036),
      tips: asCents(617),
      fees: asCents(206),
    },
  ]);
  expect(figures.total).toEqual({
    orders: 6,
    sales: asCents(15139),
    average: asCents(2523),
    tips: asCents(1067),
    fees: asCents(206),
  });
});

it('counts pickup clicks as staying and partner clicks as leaving, per restaurant', () => {
  const clicks = orderClicksBySlug([
    { kind: 'pickup_click', locationSlug: 'canton', count: 4 },
    { kind: 'order_click', locationSlug: 'canton', count: '3' },
    { kind: 'pickup_click', locationSlug: 'canton', count: 2 },
    { kind: 'call_click', locationSlug: 'canton', count: 9 },
    { kind: 'order_click', locationSlug: 'west', count: 1 },
    { kind: 'pickup_click', locationSlug: null, count: 5 },
  ]);
  expect(Object.fromEntries(clicks)).toEqual({
    canton: { pickup: 6, partner: 3 },
    west: { pickup: 0, partner: 1 },
  });
});
