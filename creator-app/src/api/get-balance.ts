import { queryOptions, useQuery } from '@tanstack/react-query';
import { creatorBalanceSchema } from '@groundtruth/domain/entities';
import { computeBalance, type Balance } from '@groundtruth/domain/money';
import { balanceDocPath } from '@groundtruth/domain/count-queries';
import { firestore } from '@groundtruth/firebase-web/firestore';
import { fetchDoc } from '@groundtruth/platform/firestore-queries';

/**
 * The creator's balance document, creator_balances/{uid}, read by the Overview's earnings cards
 * and the Payments screen's Earnings tab under this one key, so a payout request refreshes both.
 */
export const balanceKey = (userId: string) => ['balance', userId] as const;

/** The signed-in creator's money from one document however long the history. */
export async function getBalance(userId: string): Promise<Balance> {
  return computeBalance(
    await fetchDoc(await firestore(), balanceDocPath(userId), creatorBalanceSchema),
  );
}

export function balanceQueryOptions(userId: string) {
  return queryOptions({
    queryKey: balanceKey(userId),
    queryFn: () => getBalance(userId),
    // Reviews and payout processing by staff change it: read it fresh on each visit.
    staleTime: 0,
  });
}

/** The signed-in creator's balance. */
export function useBalance(userId: string) {
  return useQuery(balanceQueryOptions(userId));
}
