import { queryOptions, useQuery } from '@tanstack/react-query';
import { OVERVIEW_COUNTERS_PATH, overviewCountersSchema } from '@groundtruth/domain/stats';
import { firestore } from '@groundtruth/firebase-web/firestore';
import { fetchDoc } from '@groundtruth/platform/firestore-queries';
import { overviewKeys } from '../overview-keys';

/** The four figures of the admin overview (docs/product.md, Screens). */
export interface OverviewCounts {
  users: number;
  publishedTasks: number;
  pendingSubmissions: number;
  pendingPayouts: number;
}

/**
 * The four figures from platform_counters/overview, which the functions keep in the events'
 * transactions: one read whatever the data size, where aggregation queries bill a
 * read per 1,000 entries counted.
 */
export async function getOverviewCounts(): Promise<OverviewCounts> {
  const kept =
    (await fetchDoc(await firestore(), OVERVIEW_COUNTERS_PATH, overviewCountersSchema)) ??
    overviewCountersSchema.parse({});
  return {
    users: kept.users,
    publishedTasks: kept.tasks_published,
    pendingSubmissions: kept.submissions_pending,
    pendingPayouts: kept.payouts_pending,
  };
}

export const overviewCountsQuery = () =>
  queryOptions({ queryKey: overviewKeys.counts(), queryFn: getOverviewCounts });

/** The overview's counts. */
export function useOverviewCounts() {
  return useQuery(overviewCountsQuery());
}
