import { Suspense, lazy, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { payoutStatuses, type PayoutStatus } from '@groundtruth/domain/constants';
import { messages } from '@groundtruth/domain/messages';
import { staffMessages } from '@groundtruth/domain/staff-messages';
import { useSignedInUser } from '@groundtruth/platform/session';
import { Button, EmptyState, Select, Skeleton, space } from '@groundtruth/ui-kit';
import { LoadError, LoadMore, PageHeader } from '@groundtruth/platform/screen-parts';
import { usePayoutSummary } from '../api/get-payout-summary';
import { usePayouts } from '../api/get-payouts';
import type { PayoutFilters } from '../payouts-keys';
import { ExportPayoutsButton } from './export-payouts-button';
import { PayoutCard } from './payout-card';
import { PayoutSummary } from './payout-summary';

// The bulk form (its CSV reader, task picker and words) loads when an admin opens it.
const BulkBonusDialog = lazy(() =>
  import('./bulk-bonus-dialog').then((m) => ({ default: m.BulkBonusDialog })),
);

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${space[4]};
  margin-bottom: ${space[4]};
`;

const List = styled.ul`
  display: grid;
  gap: ${space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const statusOptions = [
  { value: 'all', label: 'All statuses' },
  ...payoutStatuses.map((s) => ({ value: s, label: s[0]!.toUpperCase() + s.slice(1) })),
];

function filtersFrom(params: URLSearchParams): PayoutFilters {
  const status = params.get('status');
  return {
    status: (payoutStatuses as readonly string[]).includes(status ?? '')
      ? (status as PayoutStatus)
      : 'all',
  };
}

/** /dashboard/payouts: summary cards, the payouts newest first by status, Process Payout, CSV. */
export function PayoutsPage() {
  const { role } = useSignedInUser();
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const summary = usePayoutSummary();
  const payouts = usePayouts(filters);
  const items = payouts.data?.pages.flatMap((page) => page.items) ?? [];
  const failed = payouts.isError || summary.isError;
  const [bulkOpen, setBulkOpen] = useState(false);

  const setStatus = (status: string) =>
    setParams(status === 'all' ? {} : { status }, { replace: true });

  return (
    <section>
      <PageHeader
        title="Payout Management"
        description="Pay creators for approved work and follow every transfer."
        actions={
          <>
            {role === 'admin' ? (
              <Button variant="outline" onClick={() => setBulkOpen(true)}>
                Award Bonuses
              </Button>
            ) : null}
            <ExportPayoutsButton filters={filters} />
          </>
        }
      />
      <PayoutSummary summary={summary.data} failed={summary.isError} />
      <Toolbar>
        <Select
          label="Status"
          options={statusOptions}
          value={filters.status}
          onChange={(event) => setStatus(event.target.value)}
        />
      </Toolbar>
      {failed ? (
        <LoadError
          message={messages.failedLoadPayouts}
          retrying={payouts.isRefetching || summary.isRefetching}
          onRetry={() => {
            if (payouts.isError) void payouts.refetch();
            if (summary.isError) void summary.refetch();
          }}
        />
      ) : null}
      {payouts.isPending ? (
        <Skeleton label="Loading payouts" />
      ) : payouts.isError ? null : items.length === 0 ? (
        <EmptyState title={staffMessages.noPayoutsToProcess} />
      ) : (
        <>
          <List aria-label="Payouts">
            {items.map((payout) => (
              <PayoutCard key={payout.id} payout={payout} canProcess={role === 'admin'} />
            ))}
          </List>
          <LoadMore
            hasMore={payouts.hasNextPage}
            loading={payouts.isFetchingNextPage}
            onLoadMore={() => void payouts.fetchNextPage()}
          />
        </>
      )}
      {bulkOpen ? (
        <Suspense fallback={null}>
          <BulkBonusDialog onClose={() => setBulkOpen(false)} />
        </Suspense>
      ) : null}
    </section>
  );
}
