/**
 * A chart as data: its points, series and formatting. The chart (uplot-chart.tsx) and its table
 * view (chart-table.tsx) render the same spec, so the table shows exactly the numbers the chart
 * draws; Analytics and Review quality build their specs from their documents.
 */
import { dayStart } from '@groundtruth/domain/stats';

export interface ChartSeries {
  label: string;
  /** One value per point; null: nothing to show (no review that week). */
  values: (number | null)[];
  color: string;
}

export interface ChartSpec {
  id: string;
  title: string;
  /** What a point is: a day or the week starting on that Monday. */
  period: 'day' | 'week';
  /** The points' days (`yyyy-mm-dd`; a week's Monday). */
  x: string[];
  series: ChartSeries[];
  /** Bars for one count or amount; lines for durations and for several series, which bars would hide. */
  kind: 'bars' | 'line';
  /** A value as the table and the readout show it. */
  format: (value: number | null) => string;
  /** The value axis' range; from 0 to a tenth above the largest value when absent. */
  yRange?: [number, number];
}

const dayFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** How a point is named: "Nov 25, 2026", or "Week of Nov 23, 2026". */
export function pointLabel(spec: Pick<ChartSpec, 'period'>, day: string): string {
  const date = dayFormat.format(dayStart(day));
  return spec.period === 'week' ? `Week of ${date}` : date;
}
