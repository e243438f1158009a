import { queryOptions, useQuery } from '@tanstack/react-query';
import { countQueries } from '@groundtruth/domain/count-queries';
import { firestore } from '@groundtruth/firebase-web/firestore';
import { fetchCount } from '@groundtruth/platform/firestore-queries';
import { payoutsKeys } from '../payouts-keys';

/** The three summary cards of Payout Management. */
export interface PayoutSummary {
  pendingCount: number;
  pendingCents: number;
  sentToday: number;
}

/**
 * Three aggregation queries, counted when read: pending payouts, their amount, and payouts sent
 * today (whose entries are one day's payouts at any data size).
 */
export async function getPayoutSummary(now: Date): Promise<PayoutSummary> {
  const db = await firestore();
  const [pendingCount, pendingCents, sentToday] = await Promise.all([
    fetchCount(db, countQueries.pendingPayouts()),
    fetchCount(db, countQueries.pendingPayoutCents()),
    fetchCount(db, countQueries.sentToday(now)),
  ]);
  return { pendingCount, pendingCents, sentToday };
}

export const payoutSummaryQuery = (now: Date) =>
  queryOptions({
    queryKey: payoutsKeys.summary(now.toISOString().slice(0, 10)),
    queryFn: () => getPayoutSummary(now),
  });

/** The summary cards' figures for today (UTC). */
export function usePayoutSummary() {
  return useQuery(payoutSummaryQuery(new Date()));
}
