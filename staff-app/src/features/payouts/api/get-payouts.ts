import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { payoutSchema } from '@groundtruth/domain/entities';
import { screenQueries } from '@groundtruth/domain/queries';
import { firestore } from '@groundtruth/firebase-web/firestore';
import { fetchPage, type Cursor } from '@groundtruth/platform/firestore-queries';
import { payoutsKeys, type PayoutFilters } from '../payouts-keys';

/** One page of payouts, newest first, every status or one. */
export async function getPayouts(filters: PayoutFilters, after: Cursor | null) {
  const spec =
    filters.status === 'all'
      ? screenQueries.allPayouts()
      : screenQueries.payoutsByStatus(filters.status);
  return fetchPage(await firestore(), spec, payoutSchema, after);
}

export const payoutsQuery = (filters: PayoutFilters) =>
  infiniteQueryOptions({
    queryKey: payoutsKeys.list(filters),
    queryFn: ({ pageParam }) => getPayouts(filters, pageParam),
    initialPageParam: null as Cursor | null,
    getNextPageParam: (page) => page.next,
  });

/** Payout Management's list, a page at a time ("Load more"). */
export function usePayouts(filters: PayoutFilters) {
  return useInfiniteQuery(payoutsQuery(filters));
}
