import { queryOptions, useQuery } from '@tanstack/react-query';
import { countQueries } from '@groundtruth/domain/count-queries';
import { firestore } from '@groundtruth/firebase-web/firestore';
import { fetchCount } from '@groundtruth/platform/firestore-queries';
import { overviewKeys } from '../overview-keys';

/** The four figures of the admin overview (docs/product.md, Screens). */
export interface OverviewCounts {
  users: number;
  publishedTasks: number;
  pendingSubmissions: number;
  pendingPayouts: number;
}

/**
 * The four figures as aggregation queries over the source collections, counted when read: no
 * event writes a platform-wide figure (docs/architecture.md, How the write path scales). Each
 * bills a read per 1,000 entries counted.
 */
export async function getOverviewCounts(): Promise<OverviewCounts> {
  const db = await firestore();
  const [users, publishedTasks, pendingSubmissions, pendingPayouts] = await Promise.all([
    fetchCount(db, countQueries.users()),
    fetchCount(db, countQueries.publishedTasks()),
    fetchCount(db, countQueries.pendingSubmissions()),
    fetchCount(db, countQueries.pendingPayouts()),
  ]);
  return { users, publishedTasks, pendingSubmissions, pendingPayouts };
}

export const overviewCountsQuery = () =>
  queryOptions({ queryKey: overviewKeys.counts(), queryFn: getOverviewCounts });

/** The overview's counts. */
export function useOverviewCounts() {
  return useQuery(overviewCountsQuery());
}
