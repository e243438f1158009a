import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { Alert, Skeleton, Tabs, space } from '@groundtruth/ui-kit';
import { staffMessages } from '@groundtruth/domain/staff-messages';
import { STATS_RANGES_DAYS, type StatsRangeDays } from '@groundtruth/domain/stats';
import { LoadError, PageHeader } from '@groundtruth/platform/screen-parts';
import { useSignedInUser } from '@groundtruth/platform/session';
import { useDailyStats } from '../api/get-daily-stats';
import { ChartFigure } from '../../../components/charts/chart-figure';
import { ChartTable } from '../../../components/charts/chart-table';
import { analyticsCharts } from '../analytics-charts';
import { PeriodPicker } from '../../../components/period-picker';
import { RatesByCategory } from './rates-by-category';

const Charts = styled.div`
  display: grid;
  gap: ${space[4]};
  margin-top: ${space[4]};
`;

/**
 * /dashboard/admin/analytics: trends of the marketplace drawn from the pre-aggregated
 * daily stats — a query of at most one base a day and one of the shards of the days not yet
 * folded — as charts, or as tables of the same numbers. Admins only: the sidebar shows it to admins, support opening its address is told so
 * in words (and reads nothing), and the rules refuse anyone else the data.
 */
export default function AnalyticsPage() {
  const { role } = useSignedInUser();
  if (role !== 'admin') {
    return (
      <section>
        <PageHeader title="Analytics" />
        <Alert tone="info">{staffMessages.onlyAdminsSeeAnalytics}</Alert>
      </section>
    );
  }
  return <AdminAnalytics />;
}

function AdminAnalytics() {
  const [days, setDays] = useState<StatsRangeDays>(30);
  const [view, setView] = useState('charts');
  const stats = useDailyStats(days);
  const charts = useMemo(
    () => (stats.data ? analyticsCharts(stats.data, stats.today, days) : []),
    [stats.data, stats.today, days],
  );

  return (
    <section>
      <PageHeader
        title="Analytics"
        description="Submissions, reviews, payouts and active creators over time (UTC days), and the hourly rates approved work made."
      />
      <PeriodPicker
        name="analytics-range"
        choices={STATS_RANGES_DAYS}
        days={days}
        onChange={setDays}
      />
      {stats.isPending ? (
        <Skeleton label="Loading analytics" count={3} />
      ) : stats.isError ? (
        <LoadError
          message={staffMessages.failedLoadAnalytics}
          failedAt={stats.errorUpdatedAt}
          onRetry={() => void stats.refetch()}
          retrying={stats.isRefetching}
        />
      ) : (
        <Tabs
          label="Analytics view"
          value={view}
          onValueChange={setView}
          items={[
            {
              value: 'charts',
              label: 'Charts',
              content: (
                <Charts>
                  {charts.map((spec) => (
                    <ChartFigure key={spec.id} spec={spec} />
                  ))}
                  <RatesByCategory view="charts" />
                </Charts>
              ),
            },
            {
              value: 'table',
              label: 'Table',
              content: (
                <Charts>
                  {charts.map((spec) => (
                    <ChartTable key={spec.id} spec={spec} />
                  ))}
                  <RatesByCategory view="table" />
                </Charts>
              ),
            },
          ]}
        />
      )}
    </section>
  );
}
