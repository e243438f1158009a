import { Badge, Card, CardContent } from '@groundtruth/ui-kit';
import { formatRate } from '@groundtruth/domain/approval-rate';
import { formatCount } from '@groundtruth/domain/numbers';
import { FiguresTable, TableScroll } from '../../../components/figures-table';
import type { ReviewerRow } from '../api/get-reviewer-rows';

const share = (value: number | null) => (value === null ? '—' : formatRate(value));
const hours = (value: number | null) => (value === null ? '—' : `${value.toFixed(1)} h`);

/** The reviewers' rows over the window: one row each, the figures as columns. */
export function ReviewerTable({ rows, days }: { rows: readonly ReviewerRow[]; days: number }) {
  const caption = `Reviewers, last ${days} days`;
  return (
    <Card>
      <CardContent>
        <TableScroll tabIndex={0} role="region" aria-label={caption}>
          <FiguresTable>
            <caption>{caption}</caption>
            <thead>
              <tr>
                <th scope="col">Reviewer</th>
                <th scope="col">Decisions</th>
                <th scope="col">Approved</th>
                <th scope="col">Gold accuracy</th>
                <th scope="col">Agreement with second opinions</th>
                <th scope="col">Overturned on appeal</th>
                <th scope="col">Median time to review</th>
                <th scope="col">Probation</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.uid}>
                  <th scope="row">{row.name}</th>
                  <td>{formatCount(row.decisions)}</td>
                  <td>{share(row.approvalShare)}</td>
                  <td>
                    {share(row.goldAccuracy)} ({formatCount(row.goldTotal)})
                  </td>
                  <td>
                    {share(row.agreement)} ({formatCount(row.secondOpinions)})
                  </td>
                  <td>{formatCount(row.overturnedOnAppeal)}</td>
                  <td>{hours(row.medianReviewHours)}</td>
                  <td>{row.onProbation ? <Badge tone="warning">On probation</Badge> : 'No'}</td>
                </tr>
              ))}
            </tbody>
          </FiguresTable>
        </TableScroll>
      </CardContent>
    </Card>
  );
}
