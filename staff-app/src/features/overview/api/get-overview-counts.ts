import { queryOptions, useQuery } from '@tanstack/react-query';
import { countQueries } from '@groundtruth/domain/queries';
import { OVERVIEW_COUNTERS_PATH, overviewCountersSchema } from '@groundtruth/domain/stats';
import { firestore } from '@groundtruth/firebase-web/firestore';
import { fetchCount, fetchDoc } from '@groundtruth/platform/firestore-queries';
import { overviewKeys } from '../overview-keys';

/** The four figures of the admin overview (spec §2). */
export interface OverviewCounts {
  users: number;
  publishedTasks: number;
  pendingSubmissions: number;
  pendingPayouts: number;
}

/**
 * Users, published tasks and pending submissions from platform_counters/overview, which the
 * functions keep in the events' transactions (issue 25): one read whatever the data size, where
 * an aggregation bills a read per 1,000 entries counted. Pending payouts stay an aggregation
 * query: they are few at any size (paid out within days).
 */
export async function getOverviewCounts(): Promise<OverviewCounts> {
  const db = await firestore();
  const [counters, pendingPayouts] = await Promise.all([
    fetchDoc(db, OVERVIEW_COUNTERS_PATH, overviewCountersSchema),
    fetchCount(db, countQueries.pendingPayouts()),
  ]);
  const kept = counters ?? overviewCountersSchema.parse({});
  return {
    users: kept.users,
    publishedTasks: kept.tasks_published,
    pendingSubmissions: kept.submissions_pending,
    pendingPayouts,
  };
}

export const overviewCountsQuery = () =>
  queryOptions({ queryKey: overviewKeys.counts(), queryFn: getOverviewCounts });

/** The overview's counts. */
export function useOverviewCounts() {
  return useQuery(overviewCountsQuery());
}
