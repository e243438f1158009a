import { queryOptions, useQuery } from '@tanstack/react-query';
import { creatorBalanceSchema } from '@groundtruth/domain/entities';
import { balanceDocPath } from '@groundtruth/domain/queries';
import { firestore } from '@groundtruth/firebase-web/firestore';
import { fetchDoc } from '@groundtruth/platform/firestore-queries';
import { paymentKeys } from '../payments-keys';

/** The Earnings cards' figures, in cents. */
export interface Earnings {
  /** approved − sent − pending: what Request Payout may cash out. */
  availableCents: number;
  /** Task payouts of every approved submission. */
  totalEarningsCents: number;
  /** Payouts pending or processing. */
  pendingCents: number;
  /** Payouts sent. */
  paidOutCents: number;
}

/**
 * The creator's earnings from one document, creator_balances/{uid}, which the functions keep in
 * the transactions that move money; a creator with no earnings yet has no document: all zero.
 */
export async function getBalance(userId: string): Promise<Earnings> {
  const balance = await fetchDoc(await firestore(), balanceDocPath(userId), creatorBalanceSchema);
  const approved = balance?.approved_cents ?? 0;
  const sent = balance?.sent_cents ?? 0;
  const pending = balance?.pending_cents ?? 0;
  return {
    availableCents: approved - sent - pending,
    totalEarningsCents: approved,
    pendingCents: pending,
    paidOutCents: sent,
  };
}

export function balanceQueryOptions(userId: string) {
  return queryOptions({
    queryKey: paymentKeys.balance(userId),
    queryFn: () => getBalance(userId),
    // Reviews and payout processing by staff change it: read it fresh on each visit.
    staleTime: 0,
  });
}

/** The signed-in creator's earnings. */
export function useBalance(userId: string) {
  return useQuery(balanceQueryOptions(userId));
}
