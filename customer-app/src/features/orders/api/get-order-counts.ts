import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  orderStateGroups,
  orderQueries,
  type OrderStateGroup,
} from '@groundtruth/domain/order-queries';
import { firestore } from '@groundtruth/firebase-web/firestore';
import { fetchCount } from '@groundtruth/platform/firestore-queries';
import { ordersKeys } from '../orders-keys';

export type OrderCounts = Record<OrderStateGroup, number>;

/** How many of an organisation's orders are in each state group: one aggregation each. */
export async function getOrderCounts(organizationId: string): Promise<OrderCounts> {
  const db = await firestore();
  const groups = Object.keys(orderStateGroups) as OrderStateGroup[];
  const counts = await Promise.all(
    groups.map((group) => fetchCount(db, orderQueries.organizationOrdersIn(organizationId, group))),
  );
  return Object.fromEntries(groups.map((group, i) => [group, counts[i]!])) as OrderCounts;
}

export const orderCountsQuery = (organizationId: string) =>
  queryOptions({
    queryKey: ordersKeys.counts(organizationId),
    queryFn: () => getOrderCounts(organizationId),
  });

/** The overview's counts; nothing until the organisation is known. */
export function useOrderCounts(organizationId: string | undefined) {
  return useQuery({ ...orderCountsQuery(organizationId ?? ''), enabled: !!organizationId });
}
