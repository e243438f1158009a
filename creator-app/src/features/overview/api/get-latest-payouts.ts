import { queryOptions, useQuery } from '@tanstack/react-query';
import { firestore } from '@groundtruth/firebase-web/firestore';
import { fetchPage } from '@groundtruth/platform/firestore-queries';
import { payoutSchema } from '@groundtruth/domain/entities';
import { screenQueries } from '@groundtruth/domain/queries';
import { overviewKeys } from '../overview-keys';

/** The creator's latest payouts, newest first (bounded). */
export async function getLatestPayouts(userId: string) {
  const page = await fetchPage(
    await firestore(),
    screenQueries.myLatestPayouts(userId),
    payoutSchema,
  );
  return page.items;
}

export const latestPayoutsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: overviewKeys.list('latest-payouts', userId),
    queryFn: () => getLatestPayouts(userId),
  });

/** Latest Activity: payouts. */
export function useLatestPayouts(userId: string) {
  return useQuery(latestPayoutsQueryOptions(userId));
}
