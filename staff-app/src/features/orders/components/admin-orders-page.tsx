import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { orderStatusLabels } from '@groundtruth/domain/dataset-orders';
import { orderQueueStatuses } from '@groundtruth/domain/order-queries';
import { orderScreenMessages as words } from '@groundtruth/domain/order-screen-messages';
import { paths } from '@groundtruth/domain/paths';
import { useSignedInUser } from '@groundtruth/platform/session';
import { LoadError, LoadMore, PageHeader } from '@groundtruth/platform/screen-parts';
import { Alert, EmptyState, Select, Skeleton, space } from '@groundtruth/ui-kit';
import { useOrderQueue, type OrderQueueFilter } from '../api/get-order-queue';
import { OrderQueueCard } from './order-queue-card';

const List = styled.ul`
  display: grid;
  gap: ${space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Filter = styled.div`
  max-width: 16rem;
  margin-bottom: ${space[4]};
`;

const filterOptions = [
  { value: 'all', label: words.allStatuses },
  ...orderQueueStatuses.map((status) => ({ value: status, label: orderStatusLabels[status] })),
];

/**
 * /dashboard/admin/orders: dataset orders waiting to be paid, paid, being collected, delivered
 * and disputed, oldest first, all or those of one status; admins turn a funded order into draft
 * tasks, deliver one in progress and resolve a dispute, support follows the queue.
 */
export default function AdminOrdersPage() {
  const { role } = useSignedInUser();
  const [filter, setFilter] = useState<OrderQueueFilter>('all');
  const queue = useOrderQueue(filter);
  const items = queue.data?.pages.flatMap((page) => page.items) ?? [];
  const [made, setMade] = useState<number | null>(null);

  return (
    <section>
      <PageHeader title={words.adminOrdersTitle} description={words.adminOrdersQueueIntro} />
      {made !== null ? (
        <Alert
          tone="success"
          title={words.tasksMade(made)}
          actions={<Link to={paths.adminTasks}>{words.openManageTasks}</Link>}
        />
      ) : null}
      <Filter>
        <Select
          label={words.statusFilter}
          options={filterOptions}
          value={filter}
          onChange={(event) => setFilter(event.target.value as OrderQueueFilter)}
        />
      </Filter>
      {queue.isError ? (
        <LoadError
          message={words.failedLoadOrders}
          retrying={queue.isRefetching}
          onRetry={() => void queue.refetch()}
        />
      ) : queue.isPending ? (
        <Skeleton label={words.loadingOrders} />
      ) : items.length === 0 ? (
        <EmptyState title={words.noOrdersInQueue} />
      ) : (
        <>
          <List aria-label={words.adminOrdersTitle}>
            {items.map((order) => (
              <OrderQueueCard
                key={order.id}
                order={order}
                isAdmin={role === 'admin'}
                onTasksMade={(taskIds) => setMade(taskIds.length)}
              />
            ))}
          </List>
          <LoadMore
            hasMore={queue.hasNextPage}
            loading={queue.isFetchingNextPage}
            onLoadMore={() => void queue.fetchNextPage()}
          />
        </>
      )}
    </section>
  );
}
