import styled from 'styled-components';
import { Card, CardContent, colorVars, fontSizes, space } from '@groundtruth/ui-kit';
import { pointLabel, type ChartSpec } from '../analytics-charts';

const Scroll = styled.div`
  overflow-x: auto;
  max-height: 420px;
  overflow-y: auto;
`;

const Table = styled.table`
  border-collapse: collapse;
  width: 100%;
  font-size: ${fontSizes.sm};
  caption {
    text-align: left;
    font-weight: 600;
    font-size: ${fontSizes.md};
    margin-bottom: ${space[2]};
  }
  th,
  td {
    padding: ${space[1]} ${space[2]};
    border-bottom: 1px solid ${colorVars.border};
    text-align: right;
  }
  th:first-child {
    text-align: left;
  }
  thead th {
    position: sticky;
    top: 0;
    background: ${colorVars.surface};
  }
`;

/** A chart's numbers as a table: one row per day or week, one column per series. */
export function ChartTable({ spec }: { spec: ChartSpec }) {
  return (
    <Card>
      <CardContent>
        {/* Focusable, so a keyboard can scroll a long year of rows. */}
        <Scroll tabIndex={0} role="region" aria-label={`${spec.title}, table`}>
          <Table>
            <caption>{spec.title}</caption>
            <thead>
              <tr>
                <th scope="col">{spec.period === 'day' ? 'Day' : 'Week'}</th>
                {spec.series.map((s) => (
                  <th scope="col" key={s.label}>
                    {s.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {spec.x.map((day, i) => (
                <tr key={day}>
                  <th scope="row">{pointLabel(spec, day)}</th>
                  {spec.series.map((s) => (
                    <td key={s.label}>{spec.format(s.values[i] ?? null)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </Table>
        </Scroll>
      </CardContent>
    </Card>
  );
}
