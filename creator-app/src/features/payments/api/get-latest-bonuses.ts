import { queryOptions, useQuery } from '@tanstack/react-query';
import { payoutSchema } from '@groundtruth/domain/entities';
import { screenQueries } from '@groundtruth/domain/queries';
import { firestore } from '@groundtruth/firebase-web/firestore';
import { fetchPage } from '@groundtruth/platform/firestore-queries';
import { paymentKeys } from '../payments-keys';

/** The creator's latest bonuses, newest first (bounded). */
export async function getLatestBonuses(userId: string) {
  const page = await fetchPage(
    await firestore(),
    screenQueries.myLatestBonuses(userId),
    payoutSchema,
  );
  return page.items;
}

export const latestBonusesQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: paymentKeys.bonuses(userId),
    queryFn: () => getLatestBonuses(userId),
  });

/** Earnings' Bonuses card. */
export function useLatestBonuses(userId: string) {
  return useQuery(latestBonusesQueryOptions(userId));
}
