import styled from 'styled-components';
import { formatCents } from '@groundtruth/domain/money';
import { StatCard, space } from '@groundtruth/ui-kit';
import type { PayoutSummary as Summary } from '../api/get-payout-summary';

const Grid = styled.section`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: ${space[4]};
  margin-bottom: ${space[6]};
`;

/** The three summary cards; figures read '…' while loading and '—' when they failed to load. */
export function PayoutSummary({ summary, failed }: { summary?: Summary; failed: boolean }) {
  const figure = (value: (s: Summary) => string | number) =>
    summary ? value(summary) : failed ? '—' : '…';
  return (
    <Grid aria-label="Payout summary">
      <StatCard label="Pending payouts" value={figure((s) => s.pendingCount)} />
      <StatCard label="Pending amount" value={figure((s) => formatCents(s.pendingCents))} />
      <StatCard label="Sent today" value={figure((s) => s.sentToday)} hint="created today (UTC)" />
    </Grid>
  );
}
