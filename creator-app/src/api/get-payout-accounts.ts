import { queryOptions, useQuery } from '@tanstack/react-query';
import { payoutAccountSchema } from '@groundtruth/domain/entities';
import { screenQueries } from '@groundtruth/domain/queries';
import { firestore } from '@groundtruth/firebase-web/firestore';
import { fetchPage } from '@groundtruth/platform/firestore-queries';

/**
 * The creator's payment methods, read by Payments and by the account deletion (which offers to
 * pay out to the verified default), under one key that Payments' changes refresh.
 */
export const payoutAccountsKey = (userId: string) => ['payments', 'accounts', { userId }] as const;

/** The creator's payment methods, oldest first; at most MAX_PAYOUT_ACCOUNTS exist, one page. */
export async function getPayoutAccounts(userId: string) {
  const page = await fetchPage(
    await firestore(),
    screenQueries.myPayoutAccounts(userId),
    payoutAccountSchema,
  );
  return page.items;
}

export function payoutAccountsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: payoutAccountsKey(userId),
    queryFn: () => getPayoutAccounts(userId),
  });
}

/** The signed-in creator's payment methods. */
export function usePayoutAccounts(userId: string) {
  return useQuery(payoutAccountsQueryOptions(userId));
}
