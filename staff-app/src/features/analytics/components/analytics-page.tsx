import { Suspense, lazy, useMemo, useState } from 'react';
import styled from 'styled-components';
import {
  Card,
  CardContent,
  Skeleton,
  Tabs,
  colorVars,
  fontSizes,
  space,
} from '@groundtruth/ui-kit';
import { staffMessages } from '@groundtruth/domain/staff-messages';
import { STATS_RANGES_DAYS, type StatsRangeDays } from '@groundtruth/domain/stats';
import { LoadError, PageHeader } from '@groundtruth/platform/screen-parts';
import { useDailyStats } from '../api/get-daily-stats';
import { analyticsCharts, type ChartSpec } from '../analytics-charts';
import { ChartTable } from './chart-table';

// uPlot comes with the first chart, never with the staff screens' first load.
const UPlotChart = lazy(() => import('./uplot-chart'));

const Controls = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[4]};
  border: 0;
  padding: 0;
  margin: 0 0 ${space[4]};
  legend {
    font-weight: 600;
    margin-bottom: ${space[2]};
    padding: 0;
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: ${space[2]};
  }
`;

const Charts = styled.div`
  display: grid;
  gap: ${space[4]};
  margin-top: ${space[4]};
`;

const Figure = styled.figure`
  margin: 0;
  figcaption {
    font-weight: 600;
    margin-bottom: ${space[2]};
  }
`;

const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[4]};
  list-style: none;
  margin: 0 0 ${space[2]};
  padding: 0;
  color: ${colorVars.textMuted};
  font-size: ${fontSizes.sm};
  li {
    display: inline-flex;
    align-items: center;
    gap: ${space[1]};
  }
  span[aria-hidden] {
    width: 12px;
    height: 12px;
    border-radius: 2px;
    background: var(--swatch);
  }
`;

function ChartFigure({ spec }: { spec: ChartSpec }) {
  return (
    <Card>
      <CardContent>
        <Figure aria-labelledby={`chart-${spec.id}`}>
          <figcaption id={`chart-${spec.id}`}>{spec.title}</figcaption>
          <Legend aria-label={`${spec.title}: series`}>
            {spec.series.map((s) => (
              <li key={s.label}>
                <span aria-hidden style={{ ['--swatch' as string]: s.color }} />
                {s.label}
              </li>
            ))}
          </Legend>
          <Suspense
            fallback={<Skeleton label={`Loading the chart ${spec.title}`} count={1} height={220} />}
          >
            <UPlotChart spec={spec} />
          </Suspense>
        </Figure>
      </CardContent>
    </Card>
  );
}

/**
 * /dashboard/admin/analytics: trends of the marketplace drawn from the pre-aggregated
 * daily stats — one query of at most one document a day — as charts, or as tables of the same
 * numbers. Admins only: the sidebar shows it to admins, the shell sends support back to the
 * overview, and the rules refuse anyone else the data.
 */
export default function AnalyticsPage() {
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
        description="Submissions, reviews, payouts and active creators over time (UTC days)."
      />
      <Controls>
        <legend>Period</legend>
        {STATS_RANGES_DAYS.map((n) => (
          <label key={n}>
            <input
              type="radio"
              name="analytics-range"
              value={n}
              checked={days === n}
              onChange={() => setDays(n)}
            />
            Last {n} days
          </label>
        ))}
      </Controls>
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
                </Charts>
              ),
            },
          ]}
        />
      )}
    </section>
  );
}
