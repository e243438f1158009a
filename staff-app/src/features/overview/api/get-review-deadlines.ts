import { queryOptions, useQuery } from '@tanstack/react-query';
import { countQueries } from '@groundtruth/domain/count-queries';
import { firestore } from '@groundtruth/firebase-web/firestore';
import { fetchCount } from '@groundtruth/platform/firestore-queries';
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
 * Two aggregation queries: overdue reviews (the cutoff is now − the platform's overdue limit) and
 * open appeals, counted when read.
 */
export async function getReviewDeadlines(overdueDays: number): Promise<ReviewDeadlines> {
  const db = await firestore();
  const cutoff = overdueCutoff({ review_overdue_days: overdueDays });
  const [overdueSubmissions, openAppeals] = await Promise.all([
    fetchCount(db, countQueries.overdueSubmissions(cutoff)),
    fetchCount(db, countQueries.openAppeals()),
  ]);
  return { overdueDays, overdueSubmissions, openAppeals };
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
