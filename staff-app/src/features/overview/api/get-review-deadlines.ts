import { queryOptions, useQuery } from '@tanstack/react-query';
import { countQueries } from '@groundtruth/domain/queries';
import { OVERVIEW_COUNTERS_PATH, overviewCountersSchema } from '@groundtruth/domain/stats';
import { firestore } from '@groundtruth/firebase-web/firestore';
import { fetchCount, fetchDoc } from '@groundtruth/platform/firestore-queries';
import { overdueCutoff, usePlatformSettings } from '../../../lib/platform-settings';
import { overviewKeys } from '../overview-keys';

/** What waits past its time: overdue reviews and undecided appeals. */
export interface ReviewDeadlines {
  /** The overdue limit the count used, in days. */
  overdueDays: number;
  /** Pending longer than the limit. */
  overdueSubmissions: number;
  /** Appeals waiting for a decision. */
  openAppeals: number;
}

/**
 * Overdue reviews: an aggregation query, since what is overdue changes with the clock, not with
 * an event a transaction could count (the cutoff is now − the platform's overdue limit). Open
 * appeals: platform_counters/overview, kept by the functions.
 */
export async function getReviewDeadlines(overdueDays: number): Promise<ReviewDeadlines> {
  const db = await firestore();
  const cutoff = overdueCutoff({ review_overdue_days: overdueDays });
  const [overdueSubmissions, counters] = await Promise.all([
    fetchCount(db, countQueries.overdueSubmissions(cutoff)),
    fetchDoc(db, OVERVIEW_COUNTERS_PATH, overviewCountersSchema),
  ]);
  return { overdueDays, overdueSubmissions, openAppeals: counters?.appeals_open ?? 0 };
}

export const reviewDeadlinesQuery = (overdueDays: number) =>
  queryOptions({
    queryKey: overviewKeys.deadlines(overdueDays),
    queryFn: () => getReviewDeadlines(overdueDays),
  });

/** The overview's deadline figures, once the platform settings (the overdue limit) are read. */
export function useReviewDeadlines() {
  const settings = usePlatformSettings();
  const days = settings.data?.review_overdue_days;
  const deadlines = useQuery({
    ...reviewDeadlinesQuery(days ?? 0),
    enabled: days !== undefined,
  });
  return { data: deadlines.data, isError: settings.isError || deadlines.isError };
}
