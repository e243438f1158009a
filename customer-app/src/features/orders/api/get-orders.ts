import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { datasetOrderSchema } from '@groundtruth/domain/dataset-orders';
import { orderQueries } from '@groundtruth/domain/order-queries';
import { firestore } from '@groundtruth/firebase-web/firestore';
import { fetchPage, type Cursor } from '@groundtruth/platform/firestore-queries';
import { ordersKeys } from '../orders-keys';

/** One page of an organisation's orders, newest first. */
export async function getOrders(organizationId: string, after: Cursor | null) {
  return fetchPage(
    await firestore(),
    orderQueries.organizationOrders(organizationId),
    datasetOrderSchema,
    after,
  );
}

export const ordersQuery = (organizationId: string) =>
  infiniteQueryOptions({
    queryKey: ordersKeys.list(organizationId),
    queryFn: ({ pageParam }) => getOrders(organizationId, pageParam),
    initialPageParam: null as Cursor | null,
    getNextPageParam: (page) => page.next,
  });

/** The orders list, a page at a time ("Load more"); nothing until the organisation is known. */
export function useOrders(organizationId: string | undefined) {
  return useInfiniteQuery({ ...ordersQuery(organizationId ?? ''), enabled: !!organizationId });
}

/** The overview's latest orders of an organisation. */
export async function getLatestOrders(organizationId: string) {
  const page = await fetchPage(
    await firestore(),
    orderQueries.latestOrganizationOrders(organizationId),
    datasetOrderSchema,
  );
  return page.items;
}

export const latestOrdersQuery = (organizationId: string) =>
  queryOptions({
    queryKey: ordersKeys.latest(organizationId),
    queryFn: () => getLatestOrders(organizationId),
  });

/** The overview's latest orders; nothing until the organisation is known. */
export function useLatestOrders(organizationId: string | undefined) {
  return useQuery({ ...latestOrdersQuery(organizationId ?? ''), enabled: !!organizationId });
}
