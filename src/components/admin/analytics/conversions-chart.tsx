'use client';

import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import type { ConversionReport } from '@/lib/analytics-report';

/**
 * Bars of distinguishable hue and at least 3:1 against white (WCAG 1.4.11), one per location;
 * beyond eight they repeat (the table below names every figure).
 */
const COLORS = [
  '#9e2a2b',
  '#2f6130',
  '#8a5a00',
  '#1d4ed8',
  '#4a2c1d',
  '#7c3aed',
  '#0f766e',
  '#be185d',
];

const dayLabel = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/**
 * The dashboard's conversions per location and day, stacked (recharts). A picture of the table
 * that follows it, which holds the same figures for screen readers and keyboard users.
 */
export function ConversionsChart({
  report,
  label,
}: {
  report: Pick<ConversionReport, 'series' | 'byDay'>;
  label: string;
}) {
  return (
    <BarChart
      responsive
      data={report.byDay}
      style={{ width: '100%', height: 300 }}
      margin={{ top: 8, right: 8, bottom: 0, left: -16 }}
      title={label}
      desc={label}
    >
      <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e7e5e4" />
      <XAxis
        dataKey="day"
        tickFormatter={(day: string) => dayLabel.format(new Date(`${day}T00:00:00Z`))}
        tick={{ fill: '#57534e', fontSize: 12 }}
        minTickGap={16}
      />
      <YAxis allowDecimals={false} tick={{ fill: '#57534e', fontSize: 12 }} />
      <Tooltip labelFormatter={(day) => dayLabel.format(new Date(`${String(day)}T00:00:00Z`))} />
      <Legend wrapperStyle={{ fontSize: 13 }} />
      {report.series.map((entry, i) => (
        <Bar
          key={entry.key}
          dataKey={entry.key}
          name={entry.name}
          stackId="conversions"
          fill={COLORS[i % COLORS.length]}
          isAnimationActive={false}
        />
      ))}
    </BarChart>
  );
}
