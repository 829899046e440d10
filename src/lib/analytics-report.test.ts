import { describe, expect, it } from 'vitest';
import { conversionReport } from './analytics-report';

const days = ['2026-11-23', '2026-11-24', '2026-11-25'];
const locations = [
  { slug: 'dearborn', name: 'Dearborn' },
  { slug: 'canton', name: 'Canton' },
  { slug: 'bronx', name: 'The Bronx' },
];

describe('conversionReport', () => {
  const report = conversionReport(
    [
      { day: '2026-11-23', kind: 'order_click', locationSlug: 'canton', count: 2 },
      { day: '2026-11-25', kind: 'order_click', locationSlug: 'canton', count: 1 },
      { day: '2026-11-25', kind: 'call_click', locationSlug: 'dearborn', count: 3 },
      { day: '2026-11-24', kind: 'form_submit', locationSlug: '', count: 4 },
      { day: '2026-11-24', kind: 'reserve_click', locationSlug: 'closed-one', count: 1 },
      { day: '2026-11-24', kind: 'page_view', locationSlug: '', count: 99 },
    ],
    days,
    locations,
    'No location',
  );

  it("lists the locations that had conversions in the site's order, then removed ones, then none", () => {
    expect(report.series.map((s) => s.name)).toEqual([
      'Dearborn',
      'Canton',
      'closed-one',
      'No location',
    ]);
  });

  it('adds each day per location, with a zero on days without any (page views left out)', () => {
    const canton = report.series.find((s) => s.slug === 'canton')!.key;
    expect(report.byDay.map((point) => point[canton])).toEqual([2, 0, 1]);
    const none = report.series.find((s) => s.slug === '')!.key;
    expect(report.byDay.map((point) => point[none])).toEqual([0, 4, 0]);
  });

  it('totals each kind per location', () => {
    const dearborn = report.totals.find((t) => t.slug === 'dearborn')!;
    expect(dearborn).toMatchObject({ call_click: 3, order_click: 0, total: 3 });
    const canton = report.totals.find((t) => t.slug === 'canton')!;
    expect(canton).toMatchObject({ order_click: 3, total: 3 });
  });

  it('is empty when nothing was counted', () => {
    const empty = conversionReport([], days, locations, 'No location');
    expect(empty.series).toEqual([]);
    expect(empty.byDay).toHaveLength(3);
  });
});
