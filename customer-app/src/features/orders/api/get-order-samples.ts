import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { orderQueries } from '@groundtruth/domain/order-queries';
import { orderSampleSchema } from '@groundtruth/domain/order-samples';
import { firestore } from '@groundtruth/firebase-web/firestore';
import { fetchPage } from '@groundtruth/platform/firestore-queries';
import { useLiveChanges } from '@groundtruth/platform/live-queries';
import { ordersKeys } from '../orders-keys';
import { ORDER_REFRESH_MS } from './get-order';

/** An order's samples, first made first (at most ORDER_SAMPLE_SIZE); the rules judge the order. */
export async function getOrderSamples(orderId: string) {
  const page = await fetchPage(
    await firestore(),
    orderQueries.orderSamples(orderId),
    orderSampleSchema,
  );
  return page.items;
}

export const orderSamplesQuery = (orderId: string, live: boolean) =>
  queryOptions({
    queryKey: ordersKeys.samples(orderId),
    queryFn: () => getOrderSamples(orderId),
    refetchInterval: live ? false : ORDER_REFRESH_MS,
  });

/**
 * An order's samples, kept current as the order is: listened to once the live SDK is on the
 * page, so a sample the job adds appears without a reload; polled until then or if refused.
 * Only the documents: a sample's bytes are read when the customer opens it (get-sample-file).
 */
export function useOrderSamples(orderId: string, enabled: boolean) {
  const queryClient = useQueryClient();
  const live = useLiveChanges(
    enabled && orderId ? orderQueries.orderSamples(orderId) : null,
    () => void queryClient.invalidateQueries({ queryKey: ordersKeys.samples(orderId) }),
  );
  return useQuery({ ...orderSamplesQuery(orderId, live), enabled: enabled && !!orderId });
}
