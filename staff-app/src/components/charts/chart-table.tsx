import { Card, CardContent } from '@groundtruth/ui-kit';
import { FiguresTable, TableScroll } from '../figures-table';
import { pointLabel, type ChartSpec } from './chart-spec';

/** A chart's numbers as a table: one row per day or week, one column per series. */
export function ChartTable({ spec }: { spec: ChartSpec }) {
  return (
    <Card>
      <CardContent>
        {/* Focusable, so a keyboard can scroll a long year of rows. */}
        <TableScroll tabIndex={0} role="region" aria-label={`${spec.title}, table`}>
          <FiguresTable>
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
          </FiguresTable>
        </TableScroll>
      </CardContent>
    </Card>
  );
}
