import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { collections } from '@groundtruth/domain/collections';
import { datasetOrderSchema } from '@groundtruth/domain/dataset-orders';
import { orderQueries } from '@groundtruth/domain/order-queries';
import { firestore } from '@groundtruth/firebase-web/firestore';
import { fetchDoc } from '@groundtruth/platform/firestore-queries';
import { useLiveChanges } from '@groundtruth/platform/live-queries';
import { ordersKeys } from '../orders-keys';

/** How often an order's page reads it again while it cannot listen (the first 15 s, or refused). */
export const ORDER_REFRESH_MS = 15_000;

/** One order; null when it does not exist. The rules refuse another organisation's. */
export async function getOrder(orderId: string) {
  return fetchDoc(await firestore(), `${collections.datasetOrders}/${orderId}`, datasetOrderSchema);
}

export const orderQuery = (orderId: string, live: boolean) =>
  queryOptions({
    queryKey: ordersKeys.detail(orderId),
    queryFn: () => getOrder(orderId),
    refetchInterval: live ? false : ORDER_REFRESH_MS,
  });

/**
 * An order, kept current: it listens to the order (with the organisation filter the rules ask of
 * a customer) once the live SDK is on the page, and reads it again on each change, so progress,
 * payment and escrow move without a reload; until then, and if the listen is refused, it polls.
 */
export function useOrder(orderId: string, organizationId: string | undefined) {
  const queryClient = useQueryClient();
  const live = useLiveChanges(
    organizationId && orderId ? orderQueries.organizationOrder(organizationId, orderId) : null,
    () => void queryClient.invalidateQueries({ queryKey: ordersKeys.detail(orderId) }),
  );
  return useQuery({ ...orderQuery(orderId, live), enabled: !!orderId });
}
