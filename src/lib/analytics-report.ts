import { CONVERSION_KINDS, type ConversionKind } from './analytics-kinds';

/** The periods the dashboard offers, in days (today included). */
export const ANALYTICS_PERIODS = [7, 30, 90] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];

export { CONVERSION_KINDS, type ConversionKind };

export type ConversionRow = { day: string; kind: string; locationSlug: string; count: number };

/** One line of the chart and the table: a location, or what belongs to no location (''). */
export type ConversionSeries = { key: string; slug: string; name: string };

export type ConversionTotals = ConversionSeries &
  Record<ConversionKind, number> & { total: number };

export type ConversionReport = {
  series: ConversionSeries[];
  /** Per day of the period, each series' conversions (the chart's data). */
  byDay: ({ day: string } & Record<string, number | string>)[];
  totals: ConversionTotals[];
};

function isConversion(kind: string): kind is ConversionKind {
  return (CONVERSION_KINDS as readonly string[]).includes(kind);
}

/**
 * The period's conversions per location and day: the locations in the site's order (a location
 * since removed keeps its slug as its name), then what belongs to none (forms without a location).
 */
export function conversionReport(
  rows: ConversionRow[],
  days: string[],
  locations: { slug: string; name: string }[],
  withoutLocation: string,
): ConversionReport {
  const counted = rows.filter((row) => isConversion(row.kind) && row.count > 0);
  const slugs = new Set(counted.map((row) => row.locationSlug));
  const known = locations.filter((location) => slugs.has(location.slug));
  const removed = [...slugs]
    .filter((slug) => slug !== '' && !locations.some((location) => location.slug === slug))
    .sort()
    .map((slug) => ({ slug, name: slug }));
  const named = [
    ...known,
    ...removed,
    ...(slugs.has('') ? [{ slug: '', name: withoutLocation }] : []),
  ];
  const series = named.map((entry, i) => ({ key: `s${i}`, ...entry }));
  const keyOf = new Map(series.map((entry) => [entry.slug, entry.key]));

  const byDay = days.map((day) => {
    const point: { day: string } & Record<string, number | string> = { day };
    for (const entry of series) point[entry.key] = 0;
    return point;
  });
  const dayIndex = new Map(days.map((day, i) => [day, i]));
  const totals = series.map((entry) => ({
    ...entry,
    ...(Object.fromEntries(CONVERSION_KINDS.map((kind) => [kind, 0])) as Record<
      ConversionKind,
      number
    >),
    total: 0,
  }));
  const totalOf = new Map(totals.map((entry) => [entry.slug, entry]));

  for (const row of counted) {
    const key = keyOf.get(row.locationSlug)!;
    const index = dayIndex.get(row.day);
    if (index !== undefined) (byDay[index]![key] as number) += row.count;
    const total = totalOf.get(row.locationSlug)!;
    total[row.kind as ConversionKind] += row.count;
    total.total += row.count;
  }
  return { series, byDay, totals };
}
