import { useMemo } from 'react';
import styled from 'styled-components';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Skeleton,
  colors,
  fontSizes,
  space,
} from '@groundtruth/ui-kit';
import { taskCategories, taskCategoryLabels } from '@groundtruth/domain/constants';
import { formatHourlyRate } from '@groundtruth/domain/fair-pay';
import { fairPayMessages } from '@groundtruth/domain/fair-pay-messages';
import { formatCount } from '@groundtruth/domain/numbers';
import { rateBandBounds, ratesByCategory } from '@groundtruth/domain/rate-distribution';
import { LoadError } from '@groundtruth/platform/screen-parts';
import { FiguresTable, TableScroll } from '../../../components/figures-table';
import { useRates } from '../api/get-rates';

// Lowest band (under the floor) first: warning, then from the floor up.
const bandColors = [
  colors.destructive,
  colors.warning,
  colors.primary,
  colors.success,
  colors.text,
];

const Rows = styled.ul`
  display: grid;
  gap: ${space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Bar = styled.div`
  display: flex;
  height: 16px;
  border-radius: 4px;
  overflow: hidden;
  margin-top: ${space[1]};
`;

const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2]} ${space[4]};
  margin: ${space[3]} 0 0;
  padding: 0;
  list-style: none;
  font-size: ${fontSizes.sm};
`;

const Swatch = styled.span<{ $color: string }>`
  display: inline-block;
  width: 10px;
  height: 10px;
  margin-right: ${space[1]};
  background: ${(p) => p.$color};
`;

/** The bands' names for a floor: "Under $8.00/hour", "$8.00/hour to $12.00/hour", … */
function bandLabels(floorCents: number): string[] {
  const bounds = rateBandBounds(floorCents).map((b) => formatHourlyRate(b));
  return [
    fairPayMessages.bandUnder(bounds[0]!),
    ...bounds.slice(1).map((to, i) => fairPayMessages.bandBetween(bounds[i]!, to)),
    fairPayMessages.bandFrom(bounds[bounds.length - 1]!),
  ];
}

/**
 * Analytics' hourly rates of approved work by category, and how many tasks are under the floor:
 * as stacked bars (each band's share of a category's approved submissions) or as a table of the
 * same counts, as the page's Charts and Table views show every figure.
 */
export function RatesByCategory({ view }: { view: 'charts' | 'table' }) {
  const rates = useRates();
  const rows = useMemo(
    () =>
      rates.data ? ratesByCategory(rates.data.efforts, rates.data.floorCents, taskCategories) : [],
    [rates.data],
  );
  const labels = rates.data ? bandLabels(rates.data.floorCents) : [];
  return (
    <Card as="section" aria-labelledby={`rates-${view}`}>
      <CardHeader>
        <CardTitle as="h2" id={`rates-${view}`}>
          {fairPayMessages.ratesTitle}
        </CardTitle>
        <CardDescription>{fairPayMessages.ratesDescription}</CardDescription>
      </CardHeader>
      <CardContent>
        {rates.isPending ? (
          <Skeleton label="Loading hourly rates" />
        ) : rates.isError ? (
          <LoadError
            message={fairPayMessages.failedLoadRates}
            onRetry={() => void rates.refetch()}
            retrying={rates.isRefetching}
          />
        ) : (
          <>
            <p>{fairPayMessages.tasksUnderFloor(rates.data.underFloor)}</p>
            {rows.length === 0 ? (
              <p>{fairPayMessages.ratesNone}</p>
            ) : view === 'table' ? (
              <TableScroll
                tabIndex={0}
                role="region"
                aria-label={`${fairPayMessages.ratesTitle}, table`}
              >
                <FiguresTable>
                  <caption>{fairPayMessages.ratesTitle}</caption>
                  <thead>
                    <tr>
                      <th scope="col">Category</th>
                      {labels.map((label) => (
                        <th scope="col" key={label}>
                          {label}
                        </th>
                      ))}
                      <th scope="col">{fairPayMessages.approvedCount}</th>
                      <th scope="col">{fairPayMessages.medianRate}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {rows.map((row) => (
                      <tr key={row.category}>
                        <th scope="row">{taskCategoryLabels[row.category]}</th>
                        {row.bands.map((n, i) => (
                          <td key={labels[i]}>{formatCount(n)}</td>
                        ))}
                        <td>{formatCount(row.approved)}</td>
                        <td>
                          {row.medianCents === null ? '—' : formatHourlyRate(row.medianCents)}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </FiguresTable>
              </TableScroll>
            ) : (
              <>
                <Rows aria-label={fairPayMessages.ratesTitle}>
                  {rows.map((row) => (
                    <li key={row.category}>
                      <strong>{taskCategoryLabels[row.category]}</strong>
                      {row.medianCents === null
                        ? null
                        : ` · ${fairPayMessages.medianRate} ${formatHourlyRate(row.medianCents)}`}
                      {/* The bar is drawn; its numbers are the Table view's. */}
                      <Bar aria-hidden="true">
                        {row.bands.map((n, i) =>
                          n ? (
                            <span
                              key={labels[i]}
                              style={{ flex: n, background: bandColors[i] }}
                              title={`${labels[i]}: ${formatCount(n)}`}
                            />
                          ) : null,
                        )}
                      </Bar>
                    </li>
                  ))}
                </Rows>
                <Legend aria-hidden="true">
                  {labels.map((label, i) => (
                    <li key={label}>
                      <Swatch $color={bandColors[i]!} />
                      {label}
                    </li>
                  ))}
                </Legend>
              </>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
