import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { datasetOrderSchema } from '@groundtruth/domain/dataset-orders';
import { orderQueries, type OrderQueueStatus } from '@groundtruth/domain/order-queries';
import { firestore } from '@groundtruth/firebase-web/firestore';
import { fetchPage, type Cursor } from '@groundtruth/platform/firestore-queries';
import { ordersKeys } from '../orders-keys';

/** The queue's filter: one of its statuses, or all of them. */
export type OrderQueueFilter = OrderQueueStatus | 'all';

/**
 * One page of the order queue, oldest first: submitted, funded, in-progress, delivered and
 * disputed orders, or those of one status.
 */
export async function getOrderQueue(filter: OrderQueueFilter, after: Cursor | null) {
  const spec = filter === 'all' ? orderQueries.orderQueue() : orderQueries.orderQueueIn(filter);
  return fetchPage(await firestore(), spec, datasetOrderSchema, after);
}

export const orderQueueQuery = (filter: OrderQueueFilter) =>
  infiniteQueryOptions({
    queryKey: ordersKeys.queueIn(filter),
    queryFn: ({ pageParam }) => getOrderQueue(filter, pageParam),
    initialPageParam: null as Cursor | null,
    getNextPageParam: (page) => page.next,
  });

/** The staff's order queue, a page at a time ("Load more"). */
export function useOrderQueue(filter: OrderQueueFilter = 'all') {
  return useInfiniteQuery(orderQueueQuery(filter));
}
