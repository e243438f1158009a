import { queryOptions, useQuery } from '@tanstack/react-query';
import { countQueries } from '@groundtruth/domain/queries';
import { OVERVIEW_COUNTERS_PATH, overviewCountersSchema } from '@groundtruth/domain/stats';
import { firestore } from '@groundtruth/firebase-web/firestore';
import { fetchCount, fetchDoc } from '@groundtruth/platform/firestore-queries';
import { payoutsKeys } from '../payouts-keys';

/** The three summary cards of Payout Management. */
export interface PayoutSummary {
  pendingCount: number;
  pendingCents: number;
  sentToday: number;
}

/**
 * Pending payouts and their amount from platform_counters/overview (kept by the functions in the
 * payouts' transactions); sent today is an aggregation query, whose entries are one
 * day's payouts at any data size.
 */
export async function getPayoutSummary(now: Date): Promise<PayoutSummary> {
  const db = await firestore();
  const [counters, sentToday] = await Promise.all([
    fetchDoc(db, OVERVIEW_COUNTERS_PATH, overviewCountersSchema),
    fetchCount(db, countQueries.sentToday(now)),
  ]);
  return {
    pendingCount: counters?.payouts_pending ?? 0,
    pendingCents: counters?.payouts_pending_cents ?? 0,
    sentToday,
  };
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
