/** A chart with its caption and legend; the chart itself loads with the first one drawn. */
import { Suspense, lazy } from 'react';
import styled from 'styled-components';
import { Card, CardContent, Skeleton, colorVars, fontSizes, space } from '@groundtruth/ui-kit';
import type { ChartSpec } from './chart-spec';

// uPlot comes with the first chart, never with the staff screens' first load.
const UPlotChart = lazy(() => import('./uplot-chart'));

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

/** The chart of `spec` in a card, captioned by its title. */
export function ChartFigure({ spec }: { spec: ChartSpec }) {
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
