import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { payoutSchema } from '@groundtruth/domain/entities';
import { screenQueries } from '@groundtruth/domain/queries';
import { firestore } from '@groundtruth/firebase-web/firestore';
import { fetchPage, type Cursor } from '@groundtruth/platform/firestore-queries';
import { paymentKeys } from '../payments-keys';

/** One page of the creator's payouts, newest first; `after` is the last one shown. */
export async function getPayoutHistory(userId: string, after: Cursor | null) {
  return fetchPage(await firestore(), screenQueries.myPayouts(userId), payoutSchema, after);
}

export function payoutHistoryQueryOptions(userId: string) {
  return infiniteQueryOptions({
    queryKey: paymentKeys.payoutList({ userId }),
    queryFn: ({ pageParam }) => getPayoutHistory(userId, pageParam),
    initialPageParam: null as Cursor | null,
    getNextPageParam: (page) => page.next ?? undefined,
    // Staff process payouts: the statuses shown are read fresh on each visit.
    staleTime: 0,
  });
}

/** The signed-in creator's payout history. */
export function usePayoutHistory(userId: string) {
  return useInfiniteQuery(payoutHistoryQueryOptions(userId));
}
