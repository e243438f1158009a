import { queryOptions, useQuery } from '@tanstack/react-query';
import { firestore } from '@groundtruth/firebase-web/firestore';
import { fetchDoc } from '@groundtruth/platform/firestore-queries';
import { creatorBalanceSchema } from '@groundtruth/domain/entities';
import { balanceDocPath } from '@groundtruth/domain/queries';
import { overviewKeys } from '../overview-keys';

/** The creator's money in cents, from one document however long the history. */
export interface OverviewBalance {
  sentCents: number;
  /** approved − sent − pending (DESIGN §4). */
  availableCents: number;
  /** Pending or processing payouts. */
  pendingCents: number;
}

/**
 * Reads creator_balances/{uid}. A creator with no approved work yet has no balance document:
 * that is a zero balance, not an error.
 */
export async function getBalance(userId: string): Promise<OverviewBalance> {
  const balance = await fetchDoc(await firestore(), balanceDocPath(userId), creatorBalanceSchema);
  if (!balance) return { sentCents: 0, availableCents: 0, pendingCents: 0 };
  return {
    sentCents: balance.sent_cents,
    pendingCents: balance.pending_cents,
    availableCents: balance.approved_cents - balance.sent_cents - balance.pending_cents,
  };
}

export const balanceQueryOptions = (userId: string) =>
  queryOptions({ queryKey: overviewKeys.balance(userId), queryFn: () => getBalance(userId) });

/** The overview's earnings cards. */
export function useBalance(userId: string) {
  return useQuery(balanceQueryOptions(userId));
}
