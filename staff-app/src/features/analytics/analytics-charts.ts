/**
 * What Analytics draws, as data: each chart's points, series and formatting. The
 * charts and the table view render the same `ChartSpec`s, so the table shows exactly the numbers
 * the chart draws.
 */
import { formatCents } from '@groundtruth/domain/money';
import { dailySeries, weeklySeries, type DailyStats } from '@groundtruth/domain/stats';
import { colors } from '@groundtruth/ui-kit';
import { formatCount } from '@groundtruth/domain/numbers';
import type { ChartSpec } from '../../components/charts/chart-spec';

const count = (value: number | null) => (value === null ? '—' : formatCount(value));
const hours = (value: number | null) => (value === null ? '—' : `${value.toFixed(1)} h`);
const money = (value: number | null) => (value === null ? '—' : formatCents(value));

/** The five charts over the last `days` days up to `today`, from that range's documents. */
export function analyticsCharts(
  stats: readonly DailyStats[],
  today: string,
  days: number,
): ChartSpec[] {
  const daily = dailySeries(stats, today, days);
  const weekly = weeklySeries(daily);
  const dayX = daily.map((d) => d.day);
  const weekX = weekly.map((w) => w.week);
  return [
    {
      id: 'submissions',
      title: 'Submissions received per day',
      period: 'day',
      x: dayX,
      kind: 'bars',
      format: count,
      series: [
        {
          label: 'Submissions',
          values: daily.map((d) => d.submissions_received),
          color: colors.primary,
        },
      ],
    },
    {
      id: 'reviews',
      title: 'Review decisions per day',
      period: 'day',
      x: dayX,
      kind: 'line',
      format: count,
      series: [
        { label: 'Approved', values: daily.map((d) => d.reviews_approved), color: colors.success },
        {
          label: 'Rejected',
          values: daily.map((d) => d.reviews_rejected),
          color: colors.destructive,
        },
        {
          label: 'Changes requested',
          values: daily.map((d) => d.reviews_changes_requested),
          color: colors.warning,
        },
      ],
    },
    {
      id: 'review-time',
      title: 'Time to review per week',
      period: 'week',
      x: weekX,
      kind: 'line',
      format: hours,
      series: [
        { label: 'Median', values: weekly.map((w) => w.reviewHoursMedian), color: colors.primary },
        {
          label: '90th percentile',
          values: weekly.map((w) => w.reviewHoursP90),
          color: colors.warning,
        },
      ],
    },
    {
      id: 'payouts',
      title: 'Payouts sent per week',
      period: 'week',
      x: weekX,
      kind: 'bars',
      format: money,
      series: [
        {
          label: 'Amount sent',
          values: weekly.map((w) => w.payoutsSentCents),
          color: colors.success,
        },
        // Bonuses are paid through the same payouts (and are in the amount sent once sent).
        {
          label: 'Bonuses awarded',
          values: weekly.map((w) => w.bonusesAwardedCents),
          color: colors.primary,
        },
      ],
    },
    {
      id: 'creators',
      title: 'Active creators per week',
      period: 'week',
      x: weekX,
      kind: 'bars',
      format: count,
      series: [
        {
          label: 'Active creators',
          values: weekly.map((w) => w.activeCreators),
          color: colors.primary,
        },
      ],
    },
  ];
}
